import { type ApprovalStatus, approvalStatusLabels } from '@common/proposal-rounds';
import { CircleCheck, CircleX, Clock } from 'lucide-react';
import { Badge, type BadgeVariant } from '@/components/ui/badge';

export type ApprovalBadgeProps = { status: ApprovalStatus | null };

const looks: Record<ApprovalStatus, { variant: BadgeVariant; Icon: typeof Clock }> = {
  pending: { variant: 'warning', Icon: Clock },
  approved: { variant: 'success', Icon: CircleCheck },
  rejected: { variant: 'danger', Icon: CircleX },
};

/** Where the deal's latest submitted proposal round stands in approval (icon and words, not colour alone). */
export function ApprovalBadge({ status }: ApprovalBadgeProps) {
  if (status === null) return null;
  const { variant, Icon } = looks[status];
  return (
    <Badge variant={variant}>
      <Icon aria-hidden="true" className="size-3" />
      {approvalStatusLabels[status]}
    </Badge>
  );
}
