import type { TenantListResponse } from '@common/tenants';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every tenants query starts with this key, so one invalidation refreshes the directory, its count and tabs. */
export const tenantsQueryKey = ['tenants'] as const;

/** Cards loaded per page: portfolios have thousands of tenants. */
export const tenantPageSize = 60;

export type TenantListFilters = { search: string; industry: string };

export function tenantsPath(filters: Partial<TenantListFilters>, limit: number, offset = 0): string {
  const params = new URLSearchParams();
  const search = filters.search?.trim();
  if (search) params.set('search', search);
  if (filters.industry) params.set('industry', filters.industry);
  params.set('limit', String(limit));
  if (offset > 0) params.set('offset', String(offset));
  return `/api/tenants?${params}`;
}

export function getTenants(
  filters: Partial<TenantListFilters>,
  limit: number,
  offset: number,
  signal?: AbortSignal,
): Promise<TenantListResponse> {
  return api.get<TenantListResponse>(tenantsPath(filters, limit, offset), { signal });
}

export const getTenantsInfiniteQueryOptions = (filters: TenantListFilters) =>
  infiniteQueryOptions({
    queryKey: [...tenantsQueryKey, 'list', { search: filters.search.trim(), industry: filters.industry }],
    queryFn: ({ pageParam, signal }) => getTenants(filters, tenantPageSize, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return loaded < lastPage.total && lastPage.items.length > 0 ? loaded : undefined;
    },
  });

/** The directory's cards, 60 at a time; the previous filter's cards stay while a new one loads. */
export function useTenants(filters: TenantListFilters) {
  return useInfiniteQuery({
    ...getTenantsInfiniteQueryOptions(filters),
    placeholderData: (previous) => previous,
  });
}

export const getTenantCountQueryOptions = () =>
  queryOptions({
    queryKey: [...tenantsQueryKey, 'count'],
    queryFn: async ({ signal }) => (await getTenants({}, 1, 0, signal)).total,
  });

/** How many tenants the whole portfolio has (the subtitle), whatever the filters. */
export function useTenantCount() {
  return useQuery(getTenantCountQueryOptions());
}
