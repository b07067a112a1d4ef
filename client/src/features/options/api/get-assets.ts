import type { PropertyListResponse } from '@common/properties';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type AssetOption = { id: number; name: string };

export async function getAssets(signal?: AbortSignal): Promise<AssetOption[]> {
  const { items } = await api.get<PropertyListResponse>('/api/properties', { signal });
  return items.map(({ id, name }) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

export const getAssetsQueryOptions = () =>
  queryOptions({
    queryKey: ['properties', 'options'],
    queryFn: ({ signal }) => getAssets(signal),
  });

/** Every building, by name (the Asset filter and field). */
export function useAssets() {
  return useQuery(getAssetsQueryOptions());
}
