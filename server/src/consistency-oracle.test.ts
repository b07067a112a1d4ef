import { buildingFigures } from '@common/building-figures';
import { addMonths } from '@common/calendar-days';
import type { DashboardResponse } from '@common/dashboard';
import { effectiveEnd, isAvailable, leaseLifecycle, suiteStatus } from '@common/lease-lifecycle';
import type { PropertyListResponse } from '@common/properties';
import { vacancyPct } from '@common/properties';
import type { BuildingHealth } from '@common/risk';
import type { SpaceListResponse } from '@common/spaces';
import type { StackingPlan } from '@common/stacking-plan';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { floors, properties, spaces, tenants } from './db/schema';
import { isoDay } from './modules/properties/calendar-day';
import { createTestApp, signIn, type TestApp } from './test/app';
import { suitesWithStatus } from './test/lease-facts';
import { leaseDraftArb, writeDraftLeases } from './test/random-leases';

/*
 * One truth across the API: fast-check writes random portfolios — buildings with pending, active,
 * expiring, renewed, terminated and held-over leases, vacant floors, and a building without suites —
 * and every endpoint that reports a suite's status, a building's leased, vacant and available sf,
 * its vacancy, its roll, its WALT, its expirations or a lease's state must say what the pure rules in common/ say,
 * with leased + vacant = the suites' total.
 */

let app: TestApp;
let cookies: Record<string, string>;
const now = new Date();
const today = isoDay(now);

type Building = { id: number; suites: { id: number; rentableSf: number }[] };
const buildings: Building[] = [];
let tenantIds: number[] = [];

beforeAll(async () => {
  app = await createTestApp({ clock: () => now });
  cookies = await signIn(app);
  const { db } = app.database;
  // Two buildings of two floors (the second floor of the second building has no suites: a vacant
  // floor with nothing recorded on it), and a third building without any suite.
  for (const [index, layout] of [[[5000, 12_000], [8000]], [[3000, 3000, 20_000], []], []].entries()) {
    const [property] = await db
      .insert(properties)
      .values({
        name: `Oracle Building ${index + 1}`,
        address: `${index + 1} Oracle Way`,
        city: 'Austin',
        state: 'TX',
        zipCode: '78701',
        market: 'Austin',
        assetClass: 'office',
        assetType: 'core',
        floorCount: Math.max(1, layout.length),
        totalSf: 60_000,
      })
      .returning({ id: properties.id });
    const suites: Building['suites'] = [];
    for (const [floorIndex, sizes] of layout.entries()) {
      const [floor] = await db
        .insert(floors)
        .values({ propertyId: property!.id, number: floorIndex + 1, totalSf: 30_000 })
        .returning({ id: floors.id });
      for (const [suiteIndex, rentableSf] of sizes.entries()) {
        const [space] = await db
          .insert(spaces)
          .values({
            propertyId: property!.id,
            floorId: floor!.id,
            suite: `${floorIndex + 1}0${suiteIndex}`,
            rentableSf,
          })
          .returning({ id: spaces.id, rentableSf: spaces.rentableSf });
        suites.push(space!);
      }
    }
    buildings.push({ id: property!.id, suites });
  }
  tenantIds = (
    await db
      .insert(tenants)
      .values([1, 2, 3].map((n) => ({ name: `Oracle Tenant ${n}`, industry: 'Law' })))
      .returning({ id: tenants.id })
  ).map((row) => row.id);
});
afterAll(() => app.close());

const allSuites = () => buildings.flatMap((building) => building.suites);

const edgeDays = [-1, 0, 1, 179, 180, 181, 300, 305];

const get = async <T>(url: string): Promise<T> => {
  const response = await app.inject({ method: 'GET', url, cookies });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json() as T;
};

const oneDecimal = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

describe('every endpoint agrees with the pure rules on random portfolios', () => {
  it('suite status, leased/vacant/available sf, vacancy, roll, WALT, health and the Vacancies tile', async () => {
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          leaseDraftArb(edgeDays, {
            baseRentPsf: fc.integer({ min: 10, max: 80 }),
            escalationPct: fc.constantFrom(0, 2.5, 3),
          }),
          { maxLength: 12 },
        ),
        async (drafts) => {
          const written = await writeDraftLeases(app.database.db, drafts, {
            today,
            suiteIds: allSuites().map((suite) => suite.id),
            tenantIds,
          });
          const leasesOf = (spaceId: number) => written.filter((lease) => lease.spaceId === spaceId);
          for (const lease of written) seen.add(leaseLifecycle(lease, leasesOf(lease.spaceId), today));

          const list = await get<PropertyListResponse>(`/api/properties?keyword=Oracle%20Building&limit=50`);
          expect(list.items).toHaveLength(buildings.length);
          // The dashboard's tile counts vacant suites across the whole portfolio (seed included).
          const { tiles } = await get<DashboardResponse>('/api/dashboard');
          const allSpaceIds = (await app.database.db.select({ id: spaces.id }).from(spaces)).map(
            (row) => row.id,
          );
          expect(tiles.vacancies).toBe(
            (await suitesWithStatus(app.database.db, allSpaceIds, today, ['vacant'])).length,
          );

          for (const building of buildings) {
            const suites = building.suites.map((suite) => ({
              rentableSf: suite.rentableSf,
              leases: leasesOf(suite.id),
            }));
            const expected = buildingFigures(suites, today);
            const suitesSf = building.suites.reduce((sum, suite) => sum + suite.rentableSf, 0);
            const statusOf = (spaceId: number) => suiteStatus(leasesOf(spaceId), today);
            for (const suite of building.suites) seen.add(statusOf(suite.id));

            // Assets (the list) and the property overview.
            const item = list.items.find((row) => row.id === building.id)!;
            expect(item).toMatchObject({
              units: expected.units,
              leasedSf: expected.leasedSf,
              vacantSf: expected.vacantSf,
              availableSf: expected.availableSf,
              rollingSf10Mo: expected.rollingSf10Mo,
              vacancyPct: vacancyPct(expected.vacantSf, suitesSf),
            });
            expect(item.leasedSf + item.vacantSf).toBe(suitesSf);
            expect(oneDecimal(item.walt.byArea)).toBe(oneDecimal(expected.walt.byArea));
            expect(oneDecimal(item.walt.byRent)).toBe(oneDecimal(expected.walt.byRent));
            const detail = await get<{ walt: typeof item.walt }>(`/api/properties/${building.id}`);
            expect(oneDecimal(detail.walt.byArea)).toBe(oneDecimal(expected.walt.byArea));

            // The stacking plan: every segment's status, and the building's leased and vacant sf.
            const plan = await get<StackingPlan>(`/api/stacking-plan/${building.id}`);
            const segments = plan.floors.flatMap((floor) => floor.spaces);
            expect(segments.map((space) => [space.id, space.status]).sort()).toEqual(
              building.suites.map((suite) => [suite.id, statusOf(suite.id)]).sort(),
            );
            expect(plan.building).toMatchObject({ leasedSf: expected.leasedSf, vacantSf: expected.vacantSf });

            // /spaces: exactly the suites that can be marketed.
            const listed = await get<SpaceListResponse>(`/api/spaces?propertyId=${building.id}&limit=100`);
            expect(listed.items.map((space) => space.id).sort()).toEqual(
              building.suites
                .filter((suite) => isAvailable(statusOf(suite.id)))
                .map((suite) => suite.id)
                .sort(),
            );
            for (const space of listed.items) expect(space.status).toBe(statusOf(space.id));

            // The health card (and so the risk demo, which reads the same rule): vacancy as Assets says.
            const health = await get<BuildingHealth>(`/api/risk/properties/${building.id}/health`);
            expect(health.hasSuites).toBe(building.suites.length > 0);
            expect(health.totalVacancy).toBe(expected.vacantSf.toLocaleString('en-US'));
            expect(Number(health.vacancyPercentage)).toBe(item.vacancyPct);
            if (building.suites.length === 0) expect(health.healthScore).toBeNull();
            // Its expirations: leases in place, not renewed, ending within 6, 12 and 18 months.
            const ends = building.suites.flatMap((suite) =>
              leasesOf(suite.id)
                .filter((lease) =>
                  ['active', 'expiring'].includes(leaseLifecycle(lease, leasesOf(suite.id), today)),
                )
                .map((lease) => effectiveEnd(lease)),
            );
            const endingWithin = (months: number) =>
              ends.filter((end) => end >= today && end < addMonths(today, months)).length;
            expect([
              health.upcomingExpirations6mo,
              health.upcomingExpirations12mo,
              health.upcomingExpirations18mo,
            ]).toEqual([endingWithin(6), endingWithin(12), endingWithin(18)]);
          }

          // The lease list's "expiring within 180 days": expiring (not renewed) or held over.
          const expiring = await get<{ items: { id: number }[] }>('/api/leases?expiring=180&limit=500');
          const writtenIds = new Set(written.map((lease) => lease.id));
          expect(
            expiring.items
              .map((lease) => lease.id)
              .filter((id) => writtenIds.has(id))
              .sort((a, b) => a - b),
          ).toEqual(
            written
              .filter((lease) =>
                ['expiring', 'holdover'].includes(leaseLifecycle(lease, leasesOf(lease.spaceId), today, 180)),
              )
              .map((lease) => lease.id)
              .sort((a, b) => a - b),
          );
        },
      ),
      { seed: 20261125, numRuns: 40 },
    );
    // The drawn portfolios reached every suite status and lease state the rules know.
    expect([...seen].sort()).toEqual(
      [
        'active',
        'expired',
        'expiring',
        'holdover',
        'pending',
        'renewed',
        'terminated',
        'occupied',
        'vacant',
        'pre-leased',
      ].sort(),
    );
  }, 240_000);
});
