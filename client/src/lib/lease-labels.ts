import { type LeaseStatus, leaseStatuses } from '@common/lease-statuses';
import { type LeaseType, leaseTypeLabels } from '@common/lease-types';
import type { BadgeVariant } from '@/components/ui/badge';
import { formatPercent } from '@/lib/format-number';

/** How a lease's status reads and is coloured wherever leases are listed. */
export const leaseStatusBadges: Record<LeaseStatus, { label: string; variant: BadgeVariant }> = {
  active: { label: 'Active', variant: 'success' },
  pending: { label: 'Pending', variant: 'primary' },
  expired: { label: 'Expired', variant: 'neutral' },
  terminated: { label: 'Terminated', variant: 'danger' },
};

export function leaseStatusBadge(status: string): { label: string; variant: BadgeVariant } {
  return (leaseStatuses as readonly string[]).includes(status)
    ? leaseStatusBadges[status as LeaseStatus]
    : { label: status, variant: 'neutral' };
}

/** 'Triple Net (NNN)' for 'triple-net'; an unknown value is shown as it is. */
export function leaseTypeLabel(type: string): string {
  return leaseTypeLabels[type as LeaseType] ?? type;
}

/** 'blend_and_extend' → 'Blend And Extend', 'move_in_ready' → 'Move In Ready'. */
export function humanize(value: string): string {
  return value
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** A lease-terms commission as read: '4.5% of aggregate rent'; a blank one is none, and says so. */
export function commissionText(pct: number | null): string {
  return pct === null ? 'None (0%)' : `${formatPercent(pct, 2)} of aggregate rent`;
}
