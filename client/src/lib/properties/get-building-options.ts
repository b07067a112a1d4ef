import type { PropertyListResponse } from '@common/properties';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type BuildingOption = { id: number; name: string };

export async function getBuildingOptions(signal?: AbortSignal): Promise<BuildingOption[]> {
  const { items } = await api.get<PropertyListResponse>('/api/properties', { signal });
  return items.map(({ id, name }) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

export const getBuildingOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['properties', 'options'],
    queryFn: ({ signal }) => getBuildingOptions(signal),
  });

/** Every building, by name (the Building / Asset filters and fields). */
export function useBuildingOptions() {
  return useQuery(getBuildingOptionsQueryOptions());
}
