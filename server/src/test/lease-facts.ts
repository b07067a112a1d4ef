import { type LeaseFacts, type SuiteStatus, suiteStatus } from '@common/lease-lifecycle';
import type { Database } from '../db/database';
import { leases } from '../db/schema';

/** Every lease as the pure rules read it, grouped by suite. */
export async function leaseFactsBySuite(db: Database): Promise<Map<number, LeaseFacts[]>> {
  const rows = await db.select().from(leases);
  const bySuite = new Map<number, LeaseFacts[]>();
  for (const row of rows) {
    const facts: LeaseFacts = {
      id: row.id,
      tenantId: row.tenantId,
      spaceId: row.spaceId,
      startDate: row.startDate,
      endDate: row.endDate,
      recordStatus: row.status,
      terminatedOn: row.terminatedOn,
    };
    bySuite.set(row.spaceId, [...(bySuite.get(row.spaceId) ?? []), facts]);
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
