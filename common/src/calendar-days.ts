/*
 * Calendar days as 'yyyy-mm-dd' strings, read and written in UTC so no time zone moves a day.
 */

const dayMs = 86_400_000;
const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** `date` moved by `days` calendar days (back when negative). */
export function addDays(date: string, days: number): string {
  return new Date(dayOf(date) + days * dayMs).toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayOf(to) - dayOf(from)) / dayMs);
}

/** `date` moved by `months` calendar months, on the last day of a shorter month (31 Jan + 1 → 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The days reports accept: periods and months around them stay within what dates can hold. */
export const firstReportDay = '1900-01-01';
export const lastReportDay = '2199-12-31';

/** 'yyyy-mm-dd' of a real day ('2026-02-30' is not one). */
export function isCalendarDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(dayOf(value)) && addDays(value, 0) === value;
}

/** A real day within firstReportDay … lastReportDay. */
export function isReportDay(value: string): boolean {
  return isCalendarDay(value) && value >= firstReportDay && value <= lastReportDay;
}
