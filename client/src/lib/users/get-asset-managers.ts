import type { Role } from '@common/roles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type UserOption = { id: number; fullName: string; role: Role };

export function getAssetManagers(signal?: AbortSignal): Promise<UserOption[]> {
  return api.get<UserOption[]>('/api/users?role=asset_manager', { signal });
}

export const getAssetManagersQueryOptions = () =>
  queryOptions({
    queryKey: ['users', { role: 'asset_manager' }],
    queryFn: ({ signal }) => getAssetManagers(signal),
  });

/** Users with the asset-manager role (the Asset Manager filters and the Create asset form). */
export function useAssetManagers() {
  return useQuery(getAssetManagersQueryOptions());
}
