import { buildingFigures, rollingHorizonDays } from '@common/building-figures';
import { suiteStatus } from '@common/lease-lifecycle';
import { leaseInPlace, type RentedLeaseFacts, type SuiteFacts, waltFromSums } from '@common/walt';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { leaseDraftArb, writeDraftLeases, writeOraclePortfolio } from '../test/random-leases';
import { properties } from './schema';
import { suiteFiguresByProperty, suiteStates } from './suite-figures-sql';

/*
 * The set-based SQL of the Assets figures must say what the pure rules say (suiteStatus(), the
 * 10-month roll, the lease in place, WALT's sums, buildingFigures()) for any portfolio: fast-check
 * writes random leases to the suites of two buildings (a third has none) and reads every suite and
 * building both ways.
 */

const today = '2026-11-25';
const rollDays = rollingHorizonDays(today);
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

// Offsets from today in days, often on the edges the rules turn on (today, 180 days, 10 months).
const edgeDays = [-366, -365, -1, 0, 1, 179, 180, 181, rollDays - 1, rollDays, rollDays + 1];

const suitesOf = (facts: RentedLeaseFacts[]): SuiteFacts[] =>
  spaceIds.map((id, index) => ({
    rentableSf: suiteSf[index]!,
    leases: facts.filter((lease) => lease.spaceId === id),
  }));

describe('the Assets figures in SQL agree with the pure rules', () => {
  it('for every suite and building of random portfolios', async () => {
    const { db } = database;
    const chosen = db.select({ id: properties.id }).from(properties);
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(fc.array(leaseDraftArb(edgeDays), { maxLength: 12 }), async (drafts) => {
        const suites = suitesOf(
          await writeDraftLeases(database.db, drafts, { today, suiteIds: spaceIds, tenantIds }),
        );
        const states = suiteStates(db, today, chosen);
        const rows = await db.select().from(states).orderBy(states.spaceId);
        expect(rows.map((row) => row.spaceId)).toEqual(spaceIds);
        rows.forEach((row, index) => {
          const suite = suites[index]!;
          const inPlace = leaseInPlace(suite, today);
          const label = `suite ${index}`;
          expect(row.status, label).toBe(suiteStatus(suite.leases, today));
          expect(row.rolls, label).toBe(suiteStatus(suite.leases, today, rollDays) === 'expiring');
          expect(row.inPlace, label).toBe(inPlace !== undefined);
          if (inPlace) {
            expect(row.remainingDays, label).toBe(inPlace.remainingDays);
            expect(Number(row.annualRent), label).toBeCloseTo(inPlace.annualRent, 6);
            seen.add(`${row.status}${inPlace.remainingDays > 0 ? '' : ' no term left'}`);
          }
          seen.add(row.status);
        });

        const figures = await db.select().from(suiteFiguresByProperty(db, today, chosen));
        expect(figures.map((row) => row.propertyId).sort()).toEqual(propertyIds.slice(0, 2));
        for (const row of figures) {
          const buildingSuites = suites.filter(
            (_, index) => (index < 3 ? 0 : 1) === propertyIds.indexOf(row.propertyId),
          );
          const expected = buildingFigures(buildingSuites, today);
          const label = `building ${row.propertyId}`;
          expect(
            {
              units: row.units,
              leasedSf: row.leasedSf,
              vacantSf: row.vacantSf,
              availableSf: row.availableSf,
              rollingSf10Mo: row.rollingSf10Mo,
            },
            label,
          ).toEqual({
            units: expected.units,
            leasedSf: expected.leasedSf,
            vacantSf: expected.vacantSf,
            availableSf: expected.availableSf,
            rollingSf10Mo: expected.rollingSf10Mo,
          });
          const walt = waltFromSums(row);
          expect(walt.inPlaceSf, label).toBe(expected.walt.inPlaceSf);
          expect(walt.inPlaceRent, label).toBeCloseTo(expected.walt.inPlaceRent, 4);
          expect(walt.byArea ?? -1, label).toBeCloseTo(expected.walt.byArea ?? -1, 8);
          expect(walt.byRent ?? -1, label).toBeCloseTo(expected.walt.byRent ?? -1, 8);
        }
      }),
      { seed: 20261125, numRuns: 150 },
    );
    // The portfolios drawn reach every status, and leases in place with and without term left.
    expect([...seen].sort()).toEqual(
      expect.arrayContaining([
        'expiring',
        'expiring no term left',
        'occupied',
        'pre-leased',
        'renewed',
        'vacant',
      ]),
    );
  });
});
