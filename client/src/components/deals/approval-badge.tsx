import { type ApprovalStatus, approvalStatusLabels } from '@common/proposal-rounds';
import { CircleCheck, CircleX, Clock } from 'lucide-react';
import { Badge, type BadgeVariant } from '@/components/ui/badge';

export type ApprovalBadgeProps = { status: ApprovalStatus | null };

const variants: Record<ApprovalStatus, BadgeVariant> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

/** Picked when drawn, not in a table built at load: the icons' chunk may load after this module. */
function iconOf(status: ApprovalStatus) {
  if (status === 'approved') return CircleCheck;
  return status === 'rejected' ? CircleX : Clock;
}

/** Where the deal's latest submitted proposal stands, in words and an icon (never colour alone); nothing when none was submitted. */
export function ApprovalBadge({ status }: ApprovalBadgeProps) {
  if (status === null) return null;
  const Icon = iconOf(status);
  return (
    <Badge variant={variants[status]}>
      <Icon aria-hidden="true" className="size-3" />
      {approvalStatusLabels[status]}
    </Badge>
  );
}
