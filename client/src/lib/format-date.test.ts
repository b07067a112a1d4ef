import { formatMediumDay } from '@common/words';
import { describe, expect, it } from 'vitest';
import {
  formatCompactDate,
  formatDateTime,
  formatLongDate,
  formatMediumDate,
  formatRelativeTime,
  formatShortDate,
  unreadableDate,
} from './format-date';

const afternoon = new Date(2025, 2, 7, 14, 5); // Mar 7, 2025 2:05 PM local time

describe('date formats', () => {
  it('formats the short date as MM/dd/yyyy', () => {
    expect(formatShortDate(afternoon)).toBe('03/07/2025');
  });

  it("formats 'MMM d, yyyy' and 'MMMM d, yyyy'", () => {
    expect(formatMediumDate(afternoon)).toBe('Mar 7, 2025');
    expect(formatLongDate(afternoon)).toBe('March 7, 2025');
  });

  it("formats comment times as 'MMM d, yyyy • h:mm a'", () => {
    expect(formatDateTime(afternoon)).toBe('Mar 7, 2025 • 2:05 PM');
  });

  it('formats stacking-plan dates as MM/dd/yy', () => {
    expect(formatCompactDate(afternoon)).toBe('03/07/25');
  });

  it('reads a date-only ISO string as that calendar day in any time zone', () => {
    expect(formatShortDate('2025-03-01')).toBe('03/01/2025');
    expect(formatLongDate('2024-12-31')).toBe('December 31, 2024');
  });

  it('shows a calendar day in the same words as the texts the server writes', () => {
    for (const day of ['2026-01-01', '2025-12-31', '2028-02-29', '2026-12-07', '2027-03-31']) {
      expect(formatMediumDate(day), day).toBe(formatMediumDay(day));
    }
    expect(formatMediumDate('2026-12-07')).toBe('Dec 7, 2026');
  });

  it('accepts ISO timestamps and epoch milliseconds', () => {
    expect(formatMediumDate(afternoon.toISOString())).toBe('Mar 7, 2025');
    expect(formatMediumDate(afternoon.getTime())).toBe('Mar 7, 2025');
  });

  it("shows relative times such as '3 days ago'", () => {
    const threeDaysEarlier = new Date(2025, 2, 4, 14, 5);
    expect(formatRelativeTime(threeDaysEarlier, afternoon)).toBe('3 days ago');
    expect(formatRelativeTime(new Date(2025, 4, 7), afternoon)).toBe('in 2 months');
  });

  it('shows "—" for a date that cannot be read instead of throwing', () => {
    expect(unreadableDate).toBe('—');
    for (const unreadable of [
      'not a date',
      '2025-13-45',
      '2026-02-30',
      '',
      Number.NaN,
      new Date(Number.NaN),
    ]) {
      expect(formatShortDate(unreadable), String(unreadable)).toBe('—');
      expect(formatMediumDate(unreadable)).toBe('—');
      expect(formatLongDate(unreadable)).toBe('—');
      expect(formatDateTime(unreadable)).toBe('—');
      expect(formatCompactDate(unreadable)).toBe('—');
      expect(formatRelativeTime(unreadable, afternoon)).toBe('—');
    }
    expect(formatRelativeTime(afternoon, 'not a date')).toBe('—');
  });
});
