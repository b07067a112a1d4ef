import type { ProposalRound } from '@common/proposal-rounds';
import { api } from '@/lib/api-client';
import { useRoundMutation } from './round-mutation';

type RoundRef = Pick<ProposalRound, 'id' | 'version'>;

/** Deletes a round (the server refuses an approved or accepted one). */
export function deleteProposalRound({ id, version }: RoundRef): Promise<void> {
  return api.delete<void>(`/api/proposal-rounds/${id}?version=${version}`);
}

export type RoundAction = 'accept' | 'submit';

/** Marks a round accepted (its terms become the deal's lease terms) or submits it for approval. */
export function actOnRound({
  round,
  action,
}: {
  round: RoundRef;
  action: RoundAction;
}): Promise<ProposalRound> {
  return api.post<ProposalRound>(`/api/proposal-rounds/${round.id}/${action}`, { version: round.version });
}

export type DecisionInput = { round: RoundRef; approve: boolean; comment: string };

/** Approves or rejects a round waiting for approval; a rejection needs a comment. */
export function decideRound({ round, approve, comment }: DecisionInput): Promise<ProposalRound> {
  return api.post<ProposalRound>(`/api/proposal-rounds/${round.id}/${approve ? 'approve' : 'reject'}`, {
    comment,
    version: round.version,
  });
}

export const useDeleteProposalRound = () => useRoundMutation(deleteProposalRound);
export const useActOnRound = () => useRoundMutation(actOnRound);
export const useDecideRound = () => useRoundMutation(decideRound);
