import type { LeaseTermKind } from '@common/lease-term-kinds';
import type { LeaseTerms } from '@common/opportunities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { leaseTermsQueryKey } from './query-keys';

/** A deal's lease terms of one kind, or null when it has none yet (the server answers null). */
export function getLeaseTerms(
  id: number,
  kind: LeaseTermKind = 'proposal',
  signal?: AbortSignal,
): Promise<LeaseTerms | null> {
  return api.get<LeaseTerms | null>(`/api/opportunities/${id}/lease-terms?kind=${kind}`, { signal });
}

export const getLeaseTermsQueryOptions = (id: number, kind: LeaseTermKind = 'proposal') =>
  queryOptions({
    queryKey: [...leaseTermsQueryKey(id), kind],
    queryFn: ({ signal }) => getLeaseTerms(id, kind, signal),
  });

export function useLeaseTerms(id: number, kind: LeaseTermKind = 'proposal') {
  return useQuery(getLeaseTermsQueryOptions(id, kind));
}
