import { addDays } from '@common/calendar-days';
import type { LeaseStatus } from '@common/lease-statuses';
import type { RentedLeaseFacts } from '@common/walt';
import { inArray } from 'drizzle-orm';
import fc from 'fast-check';
import type { Database } from '../db/database';
import { toLeaseFacts } from '../db/lease-facts';
import { floors, leases, properties, spaces, tenants } from '../db/schema';

/*
 * Random leases for the tests that hold a SQL form against its pure rule: drafts of leases as day
 * offsets from today, often on the days the rule under test turns on, written over given suites.
 */

/** Day offsets in [min, max], drawn often from `edgeDays` (the days a rule turns on). */
export const dayOffsetArb = (edgeDays: readonly number[], min: number, max: number) =>
  fc.oneof(fc.integer({ min, max }), fc.constantFrom(...edgeDays.filter((day) => day >= min && day <= max)));

type RentArbs = { baseRentPsf?: fc.Arbitrary<number>; escalationPct?: fc.Arbitrary<number> };

/**
 * A lease drafted over the `suite`-th and `tenant`-th of those given to `writeDraftLeases`: pending,
 * running, ended, renewed, held over or terminated as its dates and recorded status fall.
 */
export function leaseDraftArb(edgeDays: readonly number[], rents: RentArbs = {}) {
  return fc.record({
    suite: fc.nat(),
    tenant: fc.nat(),
    start: dayOffsetArb(edgeDays, -3000, 700),
    end: dayOffsetArb(edgeDays, -2000, 3000),
    recordStatus: fc.constantFrom<LeaseStatus>('active', 'expired', 'pending', 'terminated'),
    terminatedIn: fc.option(dayOffsetArb(edgeDays, -400, 700), { freq: 3 }),
    baseRentPsf: rents.baseRentPsf ?? fc.constantFrom(0, 10, 30.5, 45.25),
    escalationPct: rents.escalationPct ?? fc.constantFrom(0, 2.5, 3, 100),
  });
}

export type LeaseDraft = ReturnType<typeof leaseDraftArb> extends fc.Arbitrary<infer T> ? T : never;

/**
 * Replaces the leases of `suiteIds` with the drafts (at most one recorded active per suite, as the
 * schema allows; a lease ends at least a day after it starts) and returns them as the rules read them.
 */
export async function writeDraftLeases(
  db: Database,
  drafts: readonly LeaseDraft[],
  at: { today: string; suiteIds: readonly number[]; tenantIds: readonly number[] },
): Promise<RentedLeaseFacts[]> {
  const { today, suiteIds, tenantIds } = at;
  await db.delete(leases).where(inArray(leases.spaceId, [...suiteIds]));
  const activeSuites = new Set<number>();
  const rows = drafts.map((draft) => {
    const spaceId = suiteIds[draft.suite % suiteIds.length]!;
    let status = draft.recordStatus;
    if (status === 'active' && activeSuites.has(spaceId)) status = 'expired';
    if (status === 'active') activeSuites.add(spaceId);
    return {
      spaceId,
      tenantId: tenantIds[draft.tenant % tenantIds.length]!,
      startDate: addDays(today, draft.start),
      endDate: addDays(today, Math.max(draft.end, draft.start + 1)),
      status,
      terminatedOn: draft.terminatedIn === null ? null : addDays(today, draft.terminatedIn),
      baseRentPsf: draft.baseRentPsf,
      escalationPct: draft.escalationPct,
      leaseType: 'gross' as const,
    };
  });
  if (rows.length === 0) return [];
  return (await db.insert(leases).values(rows).returning()).map((row) => ({
    ...toLeaseFacts(row),
    baseRentPsf: row.baseRentPsf,
    escalationPct: row.escalationPct,
  }));
}

/**
 * The portfolio those tests write their leases over: buildings North and South with one floor each
 * (suites 0–2 in North, the rest in South, of `suiteSf` RSF), a building Empty with none, and three
 * tenants.
 */
export async function writeOraclePortfolio(db: Database, suiteSf: readonly number[]) {
  const propertyIds = (
    await db
      .insert(properties)
      .values(
        ['North', 'South', 'Empty'].map((name) => ({
          name: `Oracle ${name}`,
          address: `1 ${name} Street`,
          city: 'Austin',
          state: 'TX',
          zipCode: '78701',
          market: 'Austin',
          assetClass: 'office' as const,
          assetType: 'core' as const,
          floorCount: 1,
          totalSf: 20_000,
        })),
      )
      .returning({ id: properties.id })
  ).map((row) => row.id);
  const floorIds = (
    await db
      .insert(floors)
      .values(propertyIds.slice(0, 2).map((propertyId) => ({ propertyId, number: 1, totalSf: 20_000 })))
      .returning({ id: floors.id })
  ).map((row) => row.id);
  const spaceIds = (
    await db
      .insert(spaces)
      .values(
        suiteSf.map((rentableSf, index) => ({
          propertyId: propertyIds[index < 3 ? 0 : 1]!,
          floorId: floorIds[index < 3 ? 0 : 1]!,
          suite: `10${index}`,
          rentableSf,
        })),
      )
      .returning({ id: spaces.id })
  ).map((row) => row.id);
  const tenantIds = (
    await db
      .insert(tenants)
      .values([1, 2, 3].map((n) => ({ name: `Oracle Tenant ${n}`, industry: 'Law' })))
      .returning({ id: tenants.id })
  ).map((row) => row.id);
  return { propertyIds, spaceIds, tenantIds };
}
