import { type LeaseFacts, type SuiteStatus, suiteStatus } from '@common/lease-lifecycle';
import type { RentedLeaseFacts, SuiteFacts } from '@common/walt';
import type { Database } from '../db/database';
import { toLeaseFacts } from '../db/lease-facts';
import { leases, spaces } from '../db/schema';

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

/** Every building's suites with their leases and rent terms, as buildingFigures() and walt() read them. */
export async function suiteFactsByProperty(db: Database): Promise<Map<number, SuiteFacts[]>> {
  const [spaceRows, leaseRows] = await Promise.all([
    db.select({ id: spaces.id, propertyId: spaces.propertyId, rentableSf: spaces.rentableSf }).from(spaces),
    db.select().from(leases),
  ]);
  const leasesBySuite = new Map<number, RentedLeaseFacts[]>();
  for (const row of leaseRows) {
    const facts = { ...toLeaseFacts(row), baseRentPsf: row.baseRentPsf, escalationPct: row.escalationPct };
    leasesBySuite.set(row.spaceId, [...(leasesBySuite.get(row.spaceId) ?? []), facts]);
  }
  const byProperty = new Map<number, SuiteFacts[]>();
  for (const space of spaceRows) {
    const suite = { rentableSf: space.rentableSf, leases: leasesBySuite.get(space.id) ?? [] };
    byProperty.set(space.propertyId, [...(byProperty.get(space.propertyId) ?? []), suite]);
  }
  return byProperty;
}
