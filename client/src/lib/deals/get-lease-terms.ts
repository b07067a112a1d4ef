import type { LeaseTermKind } from '@common/lease-term-kinds';
import type { LeaseTerms } from '@common/opportunities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { leaseTermsQueryKey } from './query-keys';

/** A deal's lease terms of one kind, or null when it has none (the server answers 404). */
export async function getLeaseTerms(
  id: number,
  kind: LeaseTermKind = 'proposal',
  signal?: AbortSignal,
): Promise<LeaseTerms | null> {
  try {
    return await api.get<LeaseTerms>(`/api/opportunities/${id}/lease-terms?kind=${kind}`, { signal });
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

export const getLeaseTermsQueryOptions = (id: number, kind: LeaseTermKind = 'proposal') =>
  queryOptions({
    queryKey: [...leaseTermsQueryKey(id), kind],
    queryFn: ({ signal }) => getLeaseTerms(id, kind, signal),
  });

export function useLeaseTerms(id: number, kind: LeaseTermKind = 'proposal') {
  return useQuery(getLeaseTermsQueryOptions(id, kind));
}
