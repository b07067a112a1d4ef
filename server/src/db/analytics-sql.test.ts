import { occupancyDates, occupancyOn } from '@common/analytics-rules';
import { daysBetween } from '@common/calendar-days';
import { currentLease, type LeaseLifecycle, leaseLifecycle, suiteStatus } from '@common/lease-lifecycle';
import type { RentedLeaseFacts, SuiteFacts } from '@common/walt';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { leaseDraftArb, writeDraftLeases, writeOraclePortfolio } from '../test/random-leases';
import { leasesOn, occupancyFigures } from './analytics-sql';
import { properties } from './schema';

/*
 * The set-based SQL of the portfolio analytics must say what the pure rules say for any portfolio:
 * fast-check writes random leases to the suites of two buildings (a third has none), and
 * - every lease's lifecycle and whether it is its suite's current lease are read both ways;
 * - occupancy on each of the 49 days, read in one pass, is held against suiteStatus() per suite: the
 *   suites of a building have RSFs whose subsets all sum differently, so a building's pre-leased and
 *   vacant RSF on a day equal the pure ones only when every suite's status does.
 */

const today = '2026-11-25';
const days = occupancyDates(today).map((entry) => entry.date);
/** Suites 0–2 are in the first building, 3–4 in the second. */
const suiteSf = [1000, 2500, 4000, 800, 12_000];
let database: TestDatabase;
let propertyIds: number[] = [];
let spaceIds: number[] = [];
let tenantIds: number[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  ({ propertyIds, spaceIds, tenantIds } = await writeOraclePortfolio(database.db, suiteSf));
});

afterAll(() => database?.close());

// Offsets from today, often on the days the rules turn on: each side of a day occupancy is read on
// (first, around today, last), and of the expiry horizon before it.
const edgeDays = [0, 23, 24, 25, 48].flatMap((index) => {
  const offset = daysBetween(today, days[index]!);
  return [-1, 0, 1, 179, 180, 181].map((delta) => offset + delta);
});

/**
 * Drafted leases, often terminated on their start or end day (where a claim on the suite turns), and
 * often starting on the same day on the same suite as the one before (where the highest id wins).
 */
const draftsArb = fc
  .array(
    fc.tuple(
      leaseDraftArb(edgeDays),
      fc.constantFrom('as drawn', 'as drawn', 'on its start', 'on its end'),
      fc.boolean(),
    ),
    { maxLength: 12 },
  )
  .map((entries) =>
    entries.map(([draft, termination, sameStart], index) => {
      const previous = entries[index - 1]?.[0];
      const drawn =
        sameStart && previous ? { ...draft, suite: previous.suite, start: previous.start } : draft;
      if (termination === 'as drawn' || drawn.terminatedIn === null) return drawn;
      return {
        ...drawn,
        terminatedIn: termination === 'on its start' ? drawn.start : Math.max(drawn.end, drawn.start + 1),
      };
    }),
  );

const suitesOf = (facts: RentedLeaseFacts[], indexes: readonly number[]): SuiteFacts[] =>
  indexes.map((index) => ({
    rentableSf: suiteSf[index]!,
    leases: facts.filter((lease) => lease.spaceId === spaceIds[index]),
  }));

const buildingSuites = [
  [0, 1, 2],
  [3, 4],
];

describe('the analytics SQL agrees with the pure rules', () => {
  it('on each lease, and on each suite on each of the 49 days, of random portfolios', async () => {
    const { db } = database;
    const seen = { lifecycles: new Set<string>(), statuses: new Set<string>() };
    await fc.assert(
      fc.asyncProperty(draftsArb, async (drafts) => {
        const facts = await writeDraftLeases(db, drafts, { today, suiteIds: spaceIds, tenantIds });

        const all = db.select({ id: properties.id }).from(properties);
        const { rows } = await db.execute<{
          lease_id: number;
          lifecycle: LeaseLifecycle;
          is_current: boolean;
        }>(sql`select lease_id, lifecycle, is_current from (${leasesOn(today, all)}) lod`);
        expect(rows).toHaveLength(facts.length);
        for (const row of rows) {
          const lease = facts.find((fact) => fact.id === row.lease_id)!;
          const suiteLeases = facts.filter((other) => other.spaceId === lease.spaceId);
          expect(row.lifecycle, `lease ${row.lease_id}`).toBe(leaseLifecycle(lease, suiteLeases, today));
          expect(row.is_current, `lease ${row.lease_id}`).toBe(
            currentLease(suiteLeases, today)?.id === lease.id,
          );
          seen.lifecycles.add(row.lifecycle);
        }

        for (const [building, indexes] of buildingSuites.entries()) {
          const suites = suitesOf(facts, indexes);
          const chosen = db
            .select({ id: properties.id })
            .from(properties)
            .where(eq(properties.id, propertyIds[building]!));
          const figures = await occupancyFigures(db, days, today, chosen);
          days.forEach((day, index) => {
            const expected = occupancyOn(suites, day);
            expect(figures.days[index], `building ${building} on ${day}`).toEqual({
              totalRsf: expected.totalRsf,
              preLeasedRsf: expected.preLeasedRsf,
              vacantRsf: expected.vacantRsf,
            });
            for (const suite of suites) seen.statuses.add(suiteStatus(suite.leases, day));
          });
        }

        // The whole portfolio, and each building on the as-of day; the building without suites has none.
        const figures = await occupancyFigures(db, days, today, all);
        const everySuite = suitesOf(facts, [0, 1, 2, 3, 4]);
        days.forEach((day, index) => {
          const expected = occupancyOn(everySuite, day);
          expect(figures.days[index]).toEqual({
            totalRsf: expected.totalRsf,
            preLeasedRsf: expected.preLeasedRsf,
            vacantRsf: expected.vacantRsf,
          });
        });
        expect([...figures.buildings.keys()].sort()).toEqual(propertyIds.slice(0, 2).sort());
        for (const [building, indexes] of buildingSuites.entries()) {
          const expected = occupancyOn(suitesOf(facts, indexes), today);
          expect(figures.buildings.get(propertyIds[building]!)).toEqual({
            totalRsf: expected.totalRsf,
            preLeasedRsf: expected.preLeasedRsf,
            vacantRsf: expected.vacantRsf,
          });
        }
      }),
      { seed: 20261125, numRuns: 150 },
    );
    // The portfolios drawn reach every lifecycle and every suite status.
    expect([...seen.lifecycles].sort()).toEqual([
      'active',
      'expired',
      'expiring',
      'holdover',
      'pending',
      'renewed',
      'terminated',
    ]);
    expect([...seen.statuses].sort()).toEqual(['expiring', 'occupied', 'pre-leased', 'renewed', 'vacant']);
  });
});
