import { type ApprovalStatus, approvalStatusLabels } from '@common/proposal-rounds';
import { CircleCheck, CircleX, Clock } from 'lucide-react';
import { Badge, type BadgeVariant } from '@/components/ui/badge';

const variants: Record<ApprovalStatus, BadgeVariant> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

/**
 * The status's icon, looked up as the badge renders: an icon held in a module-level table is read
 * while the module loads, and the build's shared chunks may not have defined it yet.
 */
function StatusIcon({ status }: { status: ApprovalStatus }) {
  const className = 'size-3.5';
  if (status === 'approved') return <CircleCheck aria-hidden="true" className={className} />;
  if (status === 'rejected') return <CircleX aria-hidden="true" className={className} />;
  return <Clock aria-hidden="true" className={className} />;
}

export type ApprovalBadgeProps = { status: ApprovalStatus | null };

/**
 * Where a deal's (or a round's) proposal stands in approval: 'Approval pending', 'Approved' or
 * 'Rejected', in words with an icon as well as a colour. Nothing for a proposal never submitted.
 */
export function ApprovalBadge({ status }: ApprovalBadgeProps) {
  if (status === null) return null;
  return (
    <Badge variant={variants[status]} data-approval-status={status}>
      <StatusIcon status={status} />
      {approvalStatusLabels[status]}
    </Badge>
  );
}
