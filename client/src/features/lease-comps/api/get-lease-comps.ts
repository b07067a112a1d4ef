import type { LeaseCompListResponse } from '@common/lease-comps';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type LeaseCompFilterValues, leaseCompFiltersToQuery } from '@/lib/lease-comps/lease-comp-filters';

export const leaseCompsQueryKey = ['lease-comps'] as const;

export function getLeaseComps(
  filters: LeaseCompFilterValues,
  signal?: AbortSignal,
): Promise<LeaseCompListResponse> {
  return api.get<LeaseCompListResponse>(`/api/lease-comps?${leaseCompFiltersToQuery(filters)}`, { signal });
}

export const getLeaseCompsQueryOptions = (filters: LeaseCompFilterValues) =>
  queryOptions({
    queryKey: [...leaseCompsQueryKey, 'list', Object.fromEntries(leaseCompFiltersToQuery(filters))],
    queryFn: ({ signal }) => getLeaseComps(filters, signal),
  });

/** The portfolio's comps matching the filters; the previous rows stay while the next load. */
export function useLeaseComps(filters: LeaseCompFilterValues, enabled = true) {
  return useQuery({
    ...getLeaseCompsQueryOptions(filters),
    enabled,
    placeholderData: (previous) => previous,
  });
}

/** The server's CSV of the comps matching the filters. */
export const leaseCompsExportHref = (filters: LeaseCompFilterValues) => {
  const query = leaseCompFiltersToQuery(filters).toString();
  return `/api/lease-comps/export.csv${query ? `?${query}` : ''}`;
};
