import type { LeaseListResponse } from '@common/leases';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pageWindow } from '@/lib/paging';
import { type LeaseFilters, leaseFiltersToQuery, leasesPageSize } from '../lease-filters';

export const leasesQueryKey = ['leases'] as const;

export function getLeases(
  filters: LeaseFilters,
  page: number,
  signal?: AbortSignal,
): Promise<LeaseListResponse> {
  const query = new URLSearchParams({
    ...Object.fromEntries(leaseFiltersToQuery(filters)),
    ...pageWindow(page, leasesPageSize),
  });
  return api.get<LeaseListResponse>(`/api/leases?${query}`, { signal });
}

export const getLeasesQueryOptions = (filters: LeaseFilters, page = 1) =>
  queryOptions({
    queryKey: [...leasesQueryKey, 'list', Object.fromEntries(leaseFiltersToQuery(filters)), page],
    queryFn: ({ signal }) => getLeases(filters, page, signal),
  });

/** One page of the leases matching the filters; the previous rows stay while the next load. */
export function useLeases(filters: LeaseFilters, page: number) {
  return useQuery({ ...getLeasesQueryOptions(filters, page), placeholderData: (previous) => previous });
}
