import type { LeaseTerms } from '@common/lease-terms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { leaseTermsQueryKey } from '@/lib/deals/query-keys';

/** A deal's lease terms (its accepted proposal's), or null when it has none yet (the server answers null). */
export function getLeaseTerms(id: number, signal?: AbortSignal): Promise<LeaseTerms | null> {
  return api.get<LeaseTerms | null>(`/api/opportunities/${id}/lease-terms`, { signal });
}

export const getLeaseTermsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: leaseTermsQueryKey(id),
    queryFn: ({ signal }) => getLeaseTerms(id, signal),
  });

export function useLeaseTerms(id: number) {
  return useQuery(getLeaseTermsQueryOptions(id));
}
