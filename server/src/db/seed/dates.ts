import { serverTimeZone, todayIn } from '@common/time-zone';

/**
 * Calendar arithmetic for the seed. Every date is relative to the seed's `today`, taken as the calendar
 * day of `options.today` in the server's time zone (the app's "today" until an admin sets the
 * organisation's), so the sample data never goes stale.
 */
export type SeedCalendar = {
  /** 'yyyy-mm-dd' of today + `days`. */
  day(days: number): string;
  /** The instant `days` ago (fractional days allowed), e.g. for last-activity timestamps. */
  ago(days: number, hour?: number): Date;
};

const msPerDay = 86_400_000;

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDaysIso(iso: string, days: number): string {
  return isoDate(new Date(Date.parse(`${iso}T00:00:00Z`) + days * msPerDay));
}

/** Adds calendar months, clamping to the month's last day (Jan 31 + 1 month = Feb 28/29). */
export function addMonthsIso(iso: string, months: number): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return isoDate(target);
}

/** Whole months from `start` to the day after `endInclusive` (a lease's term). */
export function monthsBetweenIso(start: string, endInclusive: string): number {
  const [y1, m1] = start.split('-').map(Number) as [number, number];
  const [y2, m2] = addDaysIso(endInclusive, 1).split('-').map(Number) as [number, number];
  return (y2 - y1) * 12 + (m2 - m1);
}

export function createCalendar(today: Date): SeedCalendar {
  const [year, month, day] = todayIn(serverTimeZone(), today).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  const midnight = Date.UTC(year, month - 1, day);
  return {
    day: (days) => isoDate(new Date(midnight + days * msPerDay)),
    ago: (days, hour = 15) => new Date(midnight - Math.floor(days) * msPerDay + hour * 3_600_000),
  };
}
