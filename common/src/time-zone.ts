/*
 * The organisation's time zone: every "today", due date, notice window and digest hour is read in it,
 * so a deadline at 5 pm in San Francisco stays on its own day. Zones are IANA names ('America/Los_Angeles').
 */

/** Whether `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

function partsIn(zone: string, now: Date) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return { day: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) };
}

/** The calendar day ('yyyy-mm-dd') it is at `now` in `zone`. */
export function todayIn(zone: string, now: Date): string {
  return partsIn(zone, now).day;
}

/** The hour of the day (0–23) it is at `now` in `zone`. */
export function hourIn(zone: string, now: Date): number {
  return partsIn(zone, now).hour;
}

/** The zone the server runs in, used until an admin sets the organisation's. */
export function serverTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
