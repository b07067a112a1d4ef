import { addDays } from '@common/calendar-days';
import { serverTimeZone, todayIn } from '@common/time-zone';

/**
 * The seed's calendar. Every date is relative to the seed's `today`, taken as the calendar
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

export function createCalendar(today: Date): SeedCalendar {
  const day = todayIn(serverTimeZone(), today);
  const midnight = Date.parse(`${day}T00:00:00Z`);
  return {
    day: (days) => addDays(day, days),
    ago: (days, hour = 15) => new Date(midnight - Math.floor(days) * msPerDay + hour * 3_600_000),
  };
}
