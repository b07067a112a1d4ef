import type { SpaceListItem } from '@common/spaces';
import { format } from 'date-fns';
import { formatShortDate } from '@/lib/format-date';

export type AvailabilityText = { text: string; detail: string | null };

/**
 * When a listed suite can be had: the end of the lease on it (and who holds it), the date it becomes
 * available, or now when that date has passed. `today` is 'yyyy-mm-dd' (default: the local date).
 */
export function availabilityText(
  space: Pick<SpaceListItem, 'currentLease' | 'dateAvailable'>,
  today: string = format(new Date(), 'yyyy-MM-dd'),
): AvailabilityText {
  if (space.currentLease) {
    return {
      text: `Lease ends ${formatShortDate(space.currentLease.endDate)}`,
      detail: space.currentLease.tenant.name,
    };
  }
  if (space.dateAvailable && space.dateAvailable > today) {
    return { text: `Available ${formatShortDate(space.dateAvailable)}`, detail: null };
  }
  return { text: 'Available now', detail: null };
}
