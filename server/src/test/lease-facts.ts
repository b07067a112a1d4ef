import { type LeaseFacts, type SuiteStatus, suiteStatus } from '@common/lease-lifecycle';
import type { Database } from '../db/database';
import { toLeaseFacts } from '../db/lease-facts';
import { leases } from '../db/schema';

/** Every lease as the pure rules read it, grouped by suite. */
export async function leaseFactsBySuite(db: Database): Promise<Map<number, LeaseFacts[]>> {
  const bySuite = new Map<number, LeaseFacts[]>();
  for (const facts of (await db.select().from(leases)).map(toLeaseFacts)) {
    bySuite.set(facts.spaceId, [...(bySuite.get(facts.spaceId) ?? []), facts]);
  }
  return bySuite;
}

/** The suites among `spaceIds` whose status by suiteStatus() is one of `statuses`, sorted. */
export async function suitesWithStatus(
  db: Database,
  spaceIds: number[],
  today: string,
  statuses: readonly SuiteStatus[],
  horizonDays?: number,
): Promise<number[]> {
  const bySuite = await leaseFactsBySuite(db);
  return spaceIds
    .filter((id) => statuses.includes(suiteStatus(bySuite.get(id) ?? [], today, horizonDays)))
    .sort((a, b) => a - b);
}
