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
