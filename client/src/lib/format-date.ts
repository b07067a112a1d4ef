import { format, formatDistance, parseISO } from 'date-fns';

/**
 * Date formats of spec §9 (US English, week starting Sunday — date-fns's defaults). An invalid date
 * throws date-fns's own RangeError 'Invalid time value' (spec §8).
 */
export type DateInput = Date | string | number;

/** ISO strings go through parseISO so a date-only '2025-03-01' stays March 1 in every time zone. */
export function toDate(value: DateInput): Date {
  return typeof value === 'string' ? parseISO(value) : new Date(value);
}

/** 03/01/2025 */
export const formatShortDate = (value: DateInput): string => format(toDate(value), 'MM/dd/yyyy');

/** Mar 1, 2025 */
export const formatMediumDate = (value: DateInput): string => format(toDate(value), 'MMM d, yyyy');

/** March 1, 2025 */
export const formatLongDate = (value: DateInput): string => format(toDate(value), 'MMMM d, yyyy');

/** Mar 1, 2025 • 2:05 PM (comments) */
export const formatDateTime = (value: DateInput): string => format(toDate(value), 'MMM d, yyyy • h:mm a');

/** 03/01/25 (stacking plan) */
export const formatCompactDate = (value: DateInput): string => format(toDate(value), 'MM/dd/yy');

/** '3 days ago', 'in about 2 months' — relative to `now` (default: the current time). */
export function formatRelativeTime(value: DateInput, now: DateInput = new Date()): string {
  return formatDistance(toDate(value), toDate(now), { addSuffix: true });
}
