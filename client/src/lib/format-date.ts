import { formatMediumParts } from '@common/words';
import { format, formatDistance, isValid, parseISO } from 'date-fns';
import { missingValue } from './format-number';

/**
 * The app's date formats (US English, week starting Sunday — date-fns's defaults). A date that cannot
 * be read (a provider's '2026-02-30', an empty string) is shown as `unreadableDate` instead of throwing
 * 'Invalid time value', which would take the whole screen down over one field.
 */
export type DateInput = Date | string | number;

/** What a date that cannot be read shows: the dash of any missing figure. */
export const unreadableDate = missingValue;

/** ISO strings go through parseISO so a date-only '2025-03-01' stays March 1 in every time zone. */
export function toDate(value: DateInput): Date {
  return typeof value === 'string' ? parseISO(value) : new Date(value);
}

function formatWith(pattern: string) {
  return (value: DateInput): string => {
    const date = toDate(value);
    return isValid(date) ? format(date, pattern) : unreadableDate;
  };
}

/** 03/01/2025 */
export const formatShortDate = formatWith('MM/dd/yyyy');

/** Mar 1, 2025: the day as the screens show it in sentences, in the same words as the texts the server writes. */
export function formatMediumDate(value: DateInput): string {
  const date = toDate(value);
  return isValid(date)
    ? formatMediumParts(date.getFullYear(), date.getMonth() + 1, date.getDate())
    : unreadableDate;
}

/** March 1, 2025 */
export const formatLongDate = formatWith('MMMM d, yyyy');

/** Mar 1, 2025 • 2:05 PM (comments) */
export const formatDateTime = formatWith('MMM d, yyyy • h:mm a');

/** 03/01/25 (stacking plan) */
export const formatCompactDate = formatWith('MM/dd/yy');

/** '3 days ago', 'in about 2 months' — relative to `now` (default: the current time). */
export function formatRelativeTime(value: DateInput, now: DateInput = new Date()): string {
  const date = toDate(value);
  const reference = toDate(now);
  if (!isValid(date) || !isValid(reference)) return unreadableDate;
  return formatDistance(date, reference, { addSuffix: true });
}
