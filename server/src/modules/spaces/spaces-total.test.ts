import type { SpaceListQuery } from '@common/spaces';
import { and, eq, gte, ilike, lte, or } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { floors, properties, spaces, tenants } from '../../db/schema';
import { suiteStatusIn } from '../../db/suite-status-sql';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { leaseDraftArb, writeDraftLeases } from '../../test/random-leases';
import { containsPattern, propertyMatches } from '../properties/sql-helpers';
import { countListedSuites, listSpaces } from './spaces.service';

/*
 * The Available Spaces total is counted without reading every suite's leases (vacant suites from the
 * kept cover days, expiring ones from the leases the date indexes find). It must equal counting the
 * suite rule over every suite, for any leases, day, window and filter.
 */

let database: TestDatabase;
let suiteIds: number[] = [];
let tenantIds: number[] = [];
const buildingIds: number[] = [];

const suites: Array<{
  building: number;
  suite: string;
  rentableSf: number;
  spaceType: 'office' | 'medical' | 'retail';
  askingRentPsf: number | null;
}> = [
  { building: 0, suite: '100', rentableSf: 1_500, spaceType: 'office', askingRentPsf: 30 },
  { building: 0, suite: '110', rentableSf: 4_000, spaceType: 'medical', askingRentPsf: 45 },
  { building: 0, suite: '120', rentableSf: 9_000, spaceType: 'office', askingRentPsf: 25 },
  { building: 1, suite: '200', rentableSf: 2_500, spaceType: 'retail', askingRentPsf: 55 },
  { building: 1, suite: '210', rentableSf: 6_000, spaceType: 'office', askingRentPsf: 38 },
  { building: 1, suite: 'A1', rentableSf: 800, spaceType: 'retail', askingRentPsf: null },
];

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  for (const [name, city] of [
    ['Harbor Point', 'Austin'],
    ['Lakeside Plaza', 'Chicago'],
  ] as const) {
    const [property] = await db
      .insert(properties)
      .values({
        name,
        address: `1 ${name} Way`,
        city,
        state: 'TX',
        zipCode: '78701',
        market: city,
        assetClass: 'office',
        assetType: 'core',
        floorCount: 1,
        totalSf: 30_000,
      })
      .returning({ id: properties.id });
    buildingIds.push(property!.id);
  }
  const floorIds: number[] = [];
  for (const propertyId of buildingIds) {
    const [floor] = await db
      .insert(floors)
      .values({ propertyId, number: 1, totalSf: 15_000 })
      .returning({ id: floors.id });
    floorIds.push(floor!.id);
  }
  suiteIds = (
    await db
      .insert(spaces)
      .values(
        suites.map(({ building, ...suite }) => ({
          ...suite,
          propertyId: buildingIds[building]!,
          floorId: floorIds[building]!,
        })),
      )
      .returning({ id: spaces.id })
  ).map((row) => row.id);
  tenantIds = (
    await db
      .insert(tenants)
      .values([1, 2, 3].map((n) => ({ name: `Total Tenant ${n}`, industry: 'Law' })))
      .returning({ id: tenants.id })
  ).map((row) => row.id);
});

afterAll(() => database?.close());

const today = '2026-11-25';
const windows = [30, 180, 365];
const edgeDays = [-1, 0, 1, 29, 30, 31, 179, 180, 181, 364, 365, 366];

/** The suites the list had before, by id: the suite rule read for every suite matching the query. */
async function everyListedSuite(query: SpaceListQuery, day: string): Promise<number[]> {
  const availability = query.availability ?? 'all';
  const statuses =
    availability === 'vacant'
      ? (['vacant'] as const)
      : availability === 'upcoming'
        ? (['expiring'] as const)
        : (['vacant', 'expiring'] as const);
  const pattern = query.keyword ? containsPattern(query.keyword) : undefined;
  const rows = await database.db
    .select({ id: spaces.id })
    .from(spaces)
    .innerJoin(properties, eq(properties.id, spaces.propertyId))
    .where(
      and(
        suiteStatusIn(spaces.id, day, statuses, query.withinDays ?? 180),
        query.minSf === undefined ? undefined : gte(spaces.rentableSf, query.minSf),
        query.maxSf === undefined ? undefined : lte(spaces.rentableSf, query.maxSf),
        query.spaceType ? eq(spaces.spaceType, query.spaceType) : undefined,
        query.maxRate === undefined ? undefined : lte(spaces.askingRentPsf, query.maxRate),
        query.propertyId ? eq(spaces.propertyId, query.propertyId) : undefined,
        pattern ? or(ilike(spaces.suite, pattern), propertyMatches(pattern)) : undefined,
      ),
    );
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

const filterArbs = {
  minSf: fc.constantFrom(1_000, 3_000),
  maxSf: fc.constantFrom(5_000, 8_000),
  spaceType: fc.constantFrom('office' as const, 'retail' as const),
  maxRate: fc.constantFrom(35, 50),
  building: fc.constantFrom(0, 1),
  keyword: fc.constantFrom('Harbor', 'plaza', '1'),
};

/** A query of the list: often no filter or one, sometimes several at once. */
const queryArb = fc
  .tuple(
    fc.constantFrom('all' as const, 'vacant' as const, 'upcoming' as const),
    fc.constantFrom(...windows),
    fc.oneof(
      { weight: 2, arbitrary: fc.constant({}) },
      {
        weight: 2,
        arbitrary: fc.oneof(
          ...Object.entries(filterArbs).map(([key, arb]) =>
            (arb as fc.Arbitrary<unknown>).map((value) => ({ [key]: value })),
          ),
        ),
      },
      { weight: 1, arbitrary: fc.record(filterArbs, { requiredKeys: [] }) },
    ),
  )
  .map(([availability, withinDays, filters]) => ({ availability, withinDays, ...filters }) as Query);

type Query = Omit<SpaceListQuery, 'propertyId'> & { building?: 0 | 1 };

describe('the Available Spaces list and total', () => {
  it('equal the suite rule read over every suite, for random leases, days, windows and filters', async () => {
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(
        fc.array(leaseDraftArb(edgeDays), { maxLength: 12 }),
        fc.array(queryArb, { minLength: 1, maxLength: 4 }),
        fc.constantFrom(today, '2026-11-24', '2027-05-24'),
        async (drafts, queries, day) => {
          await writeDraftLeases(database.db, drafts, { today, suiteIds, tenantIds });
          for (const { building, ...rest } of queries) {
            const query: SpaceListQuery = {
              ...rest,
              ...(building === undefined ? {} : { propertyId: buildingIds[building]! }),
            };
            const expected = await everyListedSuite(query, day);
            seen.add(`${query.availability ?? 'all'}:${expected.length > 0}`);
            const context = JSON.stringify({ query, day });
            expect(await countListedSuites(database.db, day, query), context).toBe(expected.length);
            // The rows read the rule only for the suites that can pass it: the same suites.
            const listed = await listSpaces(database.db, day, query);
            expect(
              listed.items.map((item) => item.id).sort((a, b) => a - b),
              context,
            ).toEqual(expected);
            expect(listed.total, context).toBe(expected.length);
          }
        },
      ),
      { numRuns: 80 },
    );
    // The runs reached both kinds of suite and the empty answer.
    expect(seen).toContain('vacant:true');
    expect(seen).toContain('upcoming:true');
    expect(seen).toContain('all:false');
  });
});
