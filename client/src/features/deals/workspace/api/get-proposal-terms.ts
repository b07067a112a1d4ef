import type { LeaseTerms } from '@common/lease-terms';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { leaseTermsQueryKey } from '@/lib/deals/query-keys';

/**
 * The deal's proposal terms, or null without any: Create Lease needs them. The same key as the
 * Proposals tab's read of them, so a save there refreshes this.
 */
export function useProposalTerms(id: number) {
  return useQuery({
    queryKey: [...leaseTermsQueryKey(id), 'proposal'],
    queryFn: ({ signal }) =>
      api.get<LeaseTerms | null>(`/api/opportunities/${id}/lease-terms?kind=proposal`, { signal }),
  });
}
