import { serverTimeZone, todayIn } from '@common/time-zone';

/**
 * The calendar day ('yyyy-mm-dd') of `now` as the app reads it while no organisation time zone is set:
 * in the server's own zone. Tests compare the server's answers with it, so they hold on a machine in any
 * zone at any hour.
 */
export function isoDay(now: Date): string {
  return todayIn(serverTimeZone(), now);
}
