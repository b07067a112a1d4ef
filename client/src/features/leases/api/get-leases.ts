import type { LeaseListResponse } from '@common/leases';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type LeaseFilters, leaseFiltersToQuery } from '../lease-filters';

export const leasesQueryKey = ['leases'] as const;

export function getLeases(filters: LeaseFilters, signal?: AbortSignal): Promise<LeaseListResponse> {
  return api.get<LeaseListResponse>(`/api/leases?${leaseFiltersToQuery(filters)}`, { signal });
}

export const getLeasesQueryOptions = (filters: LeaseFilters) =>
  queryOptions({
    queryKey: [...leasesQueryKey, 'list', Object.fromEntries(leaseFiltersToQuery(filters))],
    queryFn: ({ signal }) => getLeases(filters, signal),
  });

/** Every lease matching the filters; the previous rows stay while the next load. */
export function useLeases(filters: LeaseFilters) {
  return useQuery({ ...getLeasesQueryOptions(filters), placeholderData: (previous) => previous });
}
