import type { SpaceStatus } from '@common/spaces';
import { Badge, type BadgeVariant } from '@/components/ui/badge';

const statusBadges: Record<SpaceStatus, { label: string; variant: BadgeVariant }> = {
  vacant: { label: 'Vacant', variant: 'success' },
  upcoming: { label: 'Upcoming', variant: 'warning' },
  occupied: { label: 'Occupied', variant: 'neutral' },
};

/** Vacant (no active lease), Upcoming (its lease ends soon) or Occupied. */
export function SpaceStatusBadge({ status }: { status: SpaceStatus }) {
  const { label, variant } = statusBadges[status];
  return <Badge variant={variant}>{label}</Badge>;
}
