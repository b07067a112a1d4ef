import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tenantsQueryKey } from './get-tenants';

export function getTenantIndustries(signal?: AbortSignal): Promise<string[]> {
  return api.get<string[]>('/api/tenants/industries', { signal });
}

export const getTenantIndustriesQueryOptions = () =>
  queryOptions({
    queryKey: [...tenantsQueryKey, 'industries'],
    queryFn: ({ signal }) => getTenantIndustries(signal),
  });

/** The distinct industries of the portfolio's tenants: one directory tab each. */
export function useTenantIndustries() {
  return useQuery(getTenantIndustriesQueryOptions());
}
