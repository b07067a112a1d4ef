import type { PropertyListResponse } from '@common/properties';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type BuildingOption = { id: number; name: string };

export async function getBuildings(signal?: AbortSignal): Promise<BuildingOption[]> {
  const { items } = await api.get<PropertyListResponse>('/api/properties', { signal });
  return items.map(({ id, name }) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

export const getBuildingsQueryOptions = () =>
  queryOptions({
    queryKey: ['properties', 'options'],
    queryFn: ({ signal }) => getBuildings(signal),
  });

/** The buildings for the calendar's Building select. */
export function useBuildings() {
  return useQuery(getBuildingsQueryOptions());
}
