import type { ProposalRound } from '@common/proposal-rounds';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dealQueryKey } from '@/lib/deals/query-keys';

/** The deal's proposal rounds in date order, each with its NERs, variance against budget and approval. */
export function getProposalRounds(dealId: number, signal?: AbortSignal): Promise<ProposalRound[]> {
  return api.get<ProposalRound[]>(`/api/opportunities/${dealId}/proposal-rounds`, { signal });
}

// Beside the record's key, so whatever refreshes the deal refreshes its rounds too.
export const proposalRoundsQueryKey = (dealId: number) =>
  [...dealQueryKey(dealId), 'proposal-rounds'] as const;

export const getProposalRoundsQueryOptions = (dealId: number) =>
  queryOptions({
    queryKey: proposalRoundsQueryKey(dealId),
    queryFn: ({ signal }) => getProposalRounds(dealId, signal),
  });

export function useProposalRounds(dealId: number) {
  return useQuery(getProposalRoundsQueryOptions(dealId));
}
