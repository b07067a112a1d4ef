import type { ProposalRound, ProposalRoundInput, ProposalRoundPatch } from '@common/proposal-rounds';
import { api } from '@/lib/api-client';
import { useRoundMutation } from './round-mutation';

export type SaveRoundInput =
  | { dealId: number; round: ProposalRoundInput }
  | { roundId: number; patch: ProposalRoundPatch };

/** Adds a round to the deal (POST) or changes one (PATCH, with the version it was read at). */
export function saveProposalRound(input: SaveRoundInput): Promise<ProposalRound> {
  return 'patch' in input
    ? api.patch<ProposalRound>(`/api/proposal-rounds/${input.roundId}`, input.patch)
    : api.post<ProposalRound>(`/api/opportunities/${input.dealId}/proposal-rounds`, input.round);
}

export const useSaveProposalRound = () => useRoundMutation(saveProposalRound);
