import type { LeaseTerms } from '@common/opportunities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dealQueryKey } from '@/lib/deals/query-keys';

/** Every set of lease terms a deal holds (previous lease, budget, landlord, the tenant's proposal). */
export function getDealProposals(id: number, signal?: AbortSignal): Promise<LeaseTerms[]> {
  return api.get<LeaseTerms[]>(`/api/opportunities/${id}/proposals`, { signal });
}

// Beside the record's key, so a lease-terms save or a stage change refreshes the comparison too.
export const getDealProposalsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...dealQueryKey(id), 'proposals'],
    queryFn: ({ signal }) => getDealProposals(id, signal),
  });

export function useDealProposals(id: number) {
  return useQuery(getDealProposalsQueryOptions(id));
}
