import { type ApprovalStatus, approvalStatusLabels } from '@common/proposal-rounds';
import { CircleCheck, CircleX, Clock } from 'lucide-react';
import { Badge, type BadgeVariant } from '@/components/ui/badge';

const looks: Record<ApprovalStatus, { variant: BadgeVariant; Icon: typeof Clock }> = {
  pending: { variant: 'warning', Icon: Clock },
  approved: { variant: 'success', Icon: CircleCheck },
  rejected: { variant: 'danger', Icon: CircleX },
};

export type ApprovalBadgeProps = { status: ApprovalStatus | null };

/**
 * Where a deal's (or a round's) proposal stands in approval: 'Approval pending', 'Approved' or
 * 'Rejected', in words with an icon as well as a colour. Nothing for a proposal never submitted.
 */
export function ApprovalBadge({ status }: ApprovalBadgeProps) {
  if (status === null) return null;
  const { variant, Icon } = looks[status];
  return (
    <Badge variant={variant} data-approval-status={status}>
      <Icon aria-hidden="true" className="size-3.5" />
      {approvalStatusLabels[status]}
    </Badge>
  );
}
