import type { TenantDetail } from '@common/tenants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tenantsQueryKey } from './get-tenants';

export function getTenant(id: string, signal?: AbortSignal): Promise<TenantDetail> {
  return api.get<TenantDetail>(`/api/tenants/${encodeURIComponent(id)}`, { signal });
}

export const getTenantQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...tenantsQueryKey, 'detail', id],
    queryFn: ({ signal }) => getTenant(id, signal),
  });

/** One tenant with its contacts, leases and deals. */
export function useTenant(id: string) {
  return useQuery(getTenantQueryOptions(id));
}
