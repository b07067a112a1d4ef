import { type LeaseFacts, type SuiteStatus, suiteStatus } from '@common/lease-lifecycle';
import type { Database } from '../db/database';
import { type Lease, leases } from '../db/schema';

/** A lease row as the pure rules read it. */
export function toLeaseFacts(row: Lease): LeaseFacts {
  return {
    id: row.id,
    tenantId: row.tenantId,
    spaceId: row.spaceId,
    startDate: row.startDate,
    endDate: row.endDate,
    recordStatus: row.status,
    terminatedOn: row.terminatedOn,
  };
}

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
