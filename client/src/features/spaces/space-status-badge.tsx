import { type SuiteStatus, suiteStatusLabels } from '@common/lease-lifecycle';
import { Badge, type BadgeVariant } from '@/components/ui/badge';

/** Marketable suites stand out (vacant green, expiring amber); let ones are quiet. */
const statusVariants: Record<SuiteStatus, BadgeVariant> = {
  vacant: 'success',
  expiring: 'warning',
  'pre-leased': 'primary',
  renewed: 'neutral',
  occupied: 'neutral',
};

/** A suite's status by the suite rule: Vacant, Expiring, Pre-leased, Renewed or Occupied. */
export function SpaceStatusBadge({ status }: { status: SuiteStatus }) {
  return <Badge variant={statusVariants[status]}>{suiteStatusLabels[status]}</Badge>;
}
