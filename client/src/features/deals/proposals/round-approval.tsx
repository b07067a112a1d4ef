import { isOfferSide, type ProposalRound } from '@common/proposal-rounds';
import { ApprovalBadge } from '@/components/deals/approval-badge';
import { formatMediumDate } from '@/lib/format-date';
import { missingValue } from '@/lib/format-number';

export type RoundApprovalProps = { round: ProposalRound };

/** Where the round stands in approval: who submitted it and when, who decided, and what they said. */
export function RoundApproval({ round }: RoundApprovalProps) {
  if (round.approvalStatus === null) {
    // A budget or previous lease is not put to approval; an offer not yet submitted says so.
    return (
      <span className="text-muted-foreground">
        {isOfferSide(round.side) ? 'Not submitted' : missingValue}
      </span>
    );
  }
  return (
    <div className="flex flex-col items-end gap-1 whitespace-normal text-right text-xs">
      <ApprovalBadge status={round.approvalStatus} />
      {round.submittedBy && round.submittedAt ? (
        <span>
          Submitted by {round.submittedBy.fullName} on {formatMediumDate(round.submittedAt)}
        </span>
      ) : null}
      {round.decidedBy && round.decidedAt ? (
        <span>
          {round.approvalStatus === 'approved' ? 'Approved' : 'Rejected'} by {round.decidedBy.fullName} on{' '}
          {formatMediumDate(round.decidedAt)}
        </span>
      ) : null}
      {round.decisionComment ? <q className="text-muted-foreground italic">{round.decisionComment}</q> : null}
    </div>
  );
}
