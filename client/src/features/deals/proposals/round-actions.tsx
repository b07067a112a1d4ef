import {
  isOfferSide,
  type ProposalRound,
  proposalRoundMessages,
  proposalSideLabels,
} from '@common/proposal-rounds';
import { Check, Pencil, Send, ThumbsDown, ThumbsUp, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DisabledReason } from '@/components/ui/disabled-reason';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/cn';
import { errorText } from '@/lib/error-text';
import { type RoundAction, useActOnRound } from './api/round-actions';
import { roundTitle } from './round-rows';

export type RoundActionsProps = {
  round: ProposalRound;
  onEdit: (round: ProposalRound) => void;
  onDelete: (round: ProposalRound) => void;
  onDecide: (round: ProposalRound, approve: boolean) => void;
  className?: string;
};

const done: Record<RoundAction, (round: ProposalRound) => { title: string; description: string }> = {
  accept: (round) => ({
    title: 'Round accepted',
    description: `The ${proposalSideLabels[round.side].toLowerCase()}'s terms are now the deal's lease terms.`,
  }),
  submit: () => ({ title: 'Submitted for approval', description: 'The approver has been notified.' }),
};

/**
 * What can be done to a round: edit and delete it; for an offer, mark it accepted and submit it for
 * approval; while it waits, approve or reject it — for whoever may, the others see why not.
 */
export function RoundActions({ round, onEdit, onDelete, onDecide, className }: RoundActionsProps) {
  const act = useActOnRound();
  const title = roundTitle(round);
  const offer = isOfferSide(round.side);
  const deleteBlocker =
    round.accepted || round.approvalStatus === 'approved' ? proposalRoundMessages.notDeletable : null;
  const canSubmit = offer && (round.approvalStatus === null || round.approvalStatus === 'rejected');
  const decisionBlocker = round.decision.allowed ? null : round.decision.reason;

  const handleAction = (action: RoundAction) =>
    act.mutate(
      { round, action },
      {
        onSuccess: (saved) => toast(done[action](saved)),
        onError: (error) =>
          toast({
            title: action === 'accept' ? 'Failed to accept the round' : 'Failed to submit the round',
            description: errorText(error, 'Please try again later'),
            variant: 'destructive',
          }),
      },
    );

  return (
    <div className={cn('flex gap-1.5', className)}>
      <Button variant="outline" size="sm" aria-label={`Edit: ${title}`} onClick={() => onEdit(round)}>
        <Pencil aria-hidden="true" className="size-3.5" />
        Edit
      </Button>
      <DisabledReason reason={deleteBlocker}>
        <Button
          variant="outline"
          size="sm"
          aria-label={`Delete: ${title}`}
          disabled={deleteBlocker !== null}
          onClick={() => onDelete(round)}
        >
          <Trash2 aria-hidden="true" className="size-3.5" />
          Delete
        </Button>
      </DisabledReason>
      {offer && !round.accepted ? (
        <Button
          variant="outline"
          size="sm"
          aria-label={`Mark accepted: ${title}`}
          disabled={act.isPending}
          onClick={() => handleAction('accept')}
        >
          <Check aria-hidden="true" className="size-3.5" />
          Mark accepted
        </Button>
      ) : null}
      {canSubmit ? (
        <Button
          size="sm"
          aria-label={`Submit for approval: ${title}`}
          disabled={act.isPending}
          onClick={() => handleAction('submit')}
        >
          <Send aria-hidden="true" className="size-3.5" />
          Submit for approval
        </Button>
      ) : null}
      {round.approvalStatus === 'pending' ? (
        <>
          <DisabledReason reason={decisionBlocker}>
            <Button
              size="sm"
              aria-label={`Approve: ${title}`}
              disabled={decisionBlocker !== null}
              onClick={() => onDecide(round, true)}
            >
              <ThumbsUp aria-hidden="true" className="size-3.5" />
              Approve
            </Button>
          </DisabledReason>
          <DisabledReason reason={decisionBlocker}>
            <Button
              variant="outline"
              size="sm"
              aria-label={`Reject: ${title}`}
              disabled={decisionBlocker !== null}
              onClick={() => onDecide(round, false)}
            >
              <ThumbsDown aria-hidden="true" className="size-3.5" />
              Reject
            </Button>
          </DisabledReason>
        </>
      ) : null}
    </div>
  );
}
