import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type AssetManagerOption = { id: number; fullName: string };

export function getAssetManagers(signal?: AbortSignal): Promise<AssetManagerOption[]> {
  return api.get<AssetManagerOption[]>('/api/users?role=asset_manager', { signal });
}

/** The same cache entry as the Assets screen's manager list. */
export const getAssetManagersQueryOptions = () =>
  queryOptions({
    queryKey: ['users', { role: 'asset_manager' }],
    queryFn: ({ signal }) => getAssetManagers(signal),
  });

/** Users with the asset-manager role (the Asset Manager filter). */
export function useAssetManagers() {
  return useQuery(getAssetManagersQueryOptions());
}
