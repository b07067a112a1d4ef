/** Today's calendar day, 'yyyy-mm-dd' in UTC: the seed dates its leases the same way. */
export function isoDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}
