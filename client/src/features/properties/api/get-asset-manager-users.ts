import type { Role } from '@common/roles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type RoleUser = { id: number; fullName: string; role: Role };

export const getAssetManagerUsersQueryOptions = () =>
  queryOptions({
    queryKey: ['users', { role: 'asset_manager' }],
    queryFn: ({ signal }) => api.get<RoleUser[]>('/api/users?role=asset_manager', { signal }),
  });

/** Active users with the asset-manager role: who may be given a new building. */
export function useAssetManagerUsers(enabled: boolean) {
  return useQuery({ ...getAssetManagerUsersQueryOptions(), enabled });
}
