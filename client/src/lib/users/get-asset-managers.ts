import type { AssetManager } from '@common/asset-managers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getAssetManagers(signal?: AbortSignal): Promise<AssetManager[]> {
  return api.get<AssetManager[]>('/api/users/asset-managers', { signal });
}

export const getAssetManagersQueryOptions = () =>
  queryOptions({
    // Under 'properties': the list follows the buildings, so writing a building refreshes it.
    queryKey: ['properties', 'asset-managers'],
    queryFn: ({ signal }) => getAssetManagers(signal),
  });

/**
 * Everyone who manages a building, by name: the Asset Manager choices of every filter (Options,
 * Assets), so each screen offers the same people.
 */
export function useAssetManagers() {
  return useQuery(getAssetManagersQueryOptions());
}
