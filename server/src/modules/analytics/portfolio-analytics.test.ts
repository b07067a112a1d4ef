import type {
  ExpirySchedule,
  HeatmapCellLeases,
  HeatmapResponse,
  OccupancyResponse,
  TenantConcentration,
  WaltResponse,
} from '@common/analytics';
import {
  expirySchedule,
  occupancyDates,
  occupancyOn,
  type ScopeSuite,
  tenantConcentration,
} from '@common/analytics-rules';
import { addDays, daysBetween } from '@common/calendar-days';
import type { PropertyListResponse } from '@common/properties';
import { combineWalt, walt } from '@common/walt';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { floors, properties, spaces, tenants } from '../../db/schema';
import { createTestApp, signIn, type TestApp } from '../../test/app';
import { suiteFactsByProperty } from '../../test/lease-facts';
import { type LeaseDraft, leaseDraftArb, writeDraftLeases } from '../../test/random-leases';
import { isoDay } from '../properties/calendar-day';

/*
 * The portfolio analytics API against the pure rules of common/src/analytics-rules.ts and walt.ts,
 * run over the same portfolio: random leases on three buildings of their own market (one without
 * suites) beside the sample portfolio, and the sample portfolio itself.
 */

let app: TestApp;
let cookies: Record<string, string>;
const market = 'Oracle Bay';
/** The three buildings of the market as created: North (suites 0–2), South (3–4), Empty. */
let created: { id: number; name: string }[] = [];
/** The same, by name (as the analytics list them). */
let buildings: { id: number; name: string }[] = [];
let spaceIds: number[] = [];
let tenantIds: number[] = [];
const suiteSf = [1000, 2500, 4000, 800, 12_000];
const suiteBuilding = [0, 0, 0, 1, 1];
/** The user managing North and Empty; no sample building is theirs. */
let managerId: number;

beforeAll(async () => {
  app = await createTestApp();
  cookies = await signIn(app, 'jrivera', 'leaselens123');
  const { db } = app.database;
  const [manager] = await db
    .execute<{ id: number }>(sql`select id from users where username = 'scho'`)
    .then((result) => result.rows);
  managerId = manager!.id;
  created = await db
    .insert(properties)
    .values(
      ['North', 'South', 'Empty'].map((name) => ({
        name: `Oracle ${name}`,
        address: `1 ${name} Street`,
        city: 'Austin',
        state: 'TX',
        zipCode: '78701',
        market,
        assetClass: 'office' as const,
        assetType: 'core' as const,
        assetManagerId: name === 'South' ? null : managerId,
        floorCount: 1,
        totalSf: 20_000,
      })),
    )
    .returning({ id: properties.id, name: properties.name });
  buildings = [...created].sort((a, b) => a.name.localeCompare(b.name));
  const floorIds = (
    await db
      .insert(floors)
      .values(
        created.slice(0, 2).map((building) => ({ propertyId: building.id, number: 1, totalSf: 20_000 })),
      )
      .returning({ id: floors.id })
  ).map((row) => row.id);
  spaceIds = (
    await db
      .insert(spaces)
      .values(
        suiteSf.map((rentableSf, index) => ({
          propertyId: created[suiteBuilding[index]!]!.id,
          floorId: floorIds[suiteBuilding[index]!]!,
          suite: `10${index}`,
          rentableSf,
        })),
      )
      .returning({ id: spaces.id })
  ).map((row) => row.id);
  tenantIds = (
    await db
      .insert(tenants)
      .values([1, 2, 3].map((n) => ({ name: `Oracle Tenant ${n}`, industry: 'Law' })))
      .returning({ id: tenants.id })
  ).map((row) => row.id);
});

afterAll(() => app.close());

async function get<T>(url: string): Promise<T> {
  const response = await app.inject({ method: 'GET', url, cookies });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json() as T;
}

/** `actual` equals `expected`, numbers to 6 decimals (sums in SQL and JavaScript add in other orders). */
function expectClose(actual: unknown, expected: unknown, path = '') {
  if (typeof expected === 'number' && typeof actual === 'number') {
    expect(actual, path).toBeCloseTo(expected, 6);
  } else if (Array.isArray(expected)) {
    expect(Array.isArray(actual), path).toBe(true);
    expect((actual as unknown[]).length, `${path}.length`).toBe(expected.length);
    for (const [index, item] of expected.entries()) {
      expectClose((actual as unknown[])[index], item, `${path}[${index}]`);
    }
  } else if (expected !== null && typeof expected === 'object') {
    expect(Object.keys(actual as object).sort(), path).toEqual(Object.keys(expected).sort());
    for (const [key, value] of Object.entries(expected)) {
      expectClose((actual as Record<string, unknown>)[key], value, `${path}.${key}`);
    }
  } else {
    expect(actual, path).toEqual(expected);
  }
}

/** Every suite of the chosen buildings (all when none are named), as the pure rules read them. */
async function scopeSuites(buildingIds?: readonly number[]): Promise<ScopeSuite[]> {
  const byProperty = await suiteFactsByProperty(app.database.db);
  return [...byProperty].flatMap(([buildingId, suites]) =>
    buildingIds === undefined || buildingIds.includes(buildingId)
      ? suites.map((suite) => ({ ...suite, buildingId }))
      : [],
  );
}

/** The buildings of a scope by name, read by a query of its own. */
async function buildingsWhere(where?: SQL) {
  return app.database.db
    .select({ id: properties.id, name: properties.name })
    .from(properties)
    .where(where)
    .orderBy(asc(properties.name), asc(properties.id));
}

/** Every figure of the analytics API on a scope, held against the pure rules over `suites`. */
async function expectFiguresOf(
  query: string,
  scope: { id: number; name: string }[],
  suites: ScopeSuite[],
  asOf: string,
) {
  const ofBuilding = (id: number) => suites.filter((suite) => suite.buildingId === id);

  const expiry = await get<ExpirySchedule>(`/api/analytics/expiry?${query}&asOf=${asOf}`);
  expectClose(expiry, { asOf, buildings: scope, ...expirySchedule(suites, scope, asOf) });
  // Each lease is counted once: the years hold every counted lease ending within them, and the
  // quarters hold the same leases as the years over the days they share.
  const rsfEnding = (periods: ExpirySchedule['years'], until: string) =>
    periods.filter((period) => period.end <= until).reduce((sum, period) => sum + period.rsf, 0);
  const quartersEnd = expiry.quarters.at(-1)!.end;
  const yearsWithin = expiry.years.filter((period) => period.end <= quartersEnd).at(-1)?.end;
  if (yearsWithin) {
    expect(rsfEnding(expiry.quarters, yearsWithin)).toBeCloseTo(rsfEnding(expiry.years, yearsWithin), 6);
  }

  const occupancy = await get<OccupancyResponse>(`/api/analytics/occupancy?${query}&asOf=${asOf}`);
  expectClose(occupancy, {
    asOf,
    buildings: scope.map((building) => ({ ...building, ...occupancyOn(ofBuilding(building.id), asOf) })),
    months: occupancyDates(asOf).map((entry) => ({ ...entry, ...occupancyOn(suites, entry.date) })),
  });

  const walts = await get<WaltResponse>(`/api/analytics/walt?${query}&asOf=${asOf}`);
  const buildingWalts = scope.map((building) => ({ ...building, ...walt(ofBuilding(building.id), asOf) }));
  expectClose(walts, { asOf, portfolio: walt(suites, asOf), buildings: buildingWalts });
  expectClose(walts.portfolio, combineWalt(buildingWalts));

  const concentration = await get<TenantConcentration>(`/api/analytics/tenants?${query}&asOf=${asOf}`);
  const expected = tenantConcentration(suites, asOf);
  const names = new Map(
    (await app.database.db.select({ id: tenants.id, name: tenants.name }).from(tenants)).map((row) => [
      row.id,
      row.name,
    ]),
  );
  expectClose(concentration, {
    asOf,
    totalAnnualRent: expected.totalAnnualRent,
    otherRent: expected.otherRent,
    tenants: expected.tenants.map((tenant) => ({ ...tenant, name: names.get(tenant.tenantId) })),
  });

  // The heatmap's cells are the schedule's quarters, building by building.
  const heatmap = await get<HeatmapResponse>(`/api/analytics/heatmap?${query}&asOf=${asOf}`);
  expect(heatmap.quarters).toEqual(expiry.quarters.map(({ label, start, end }) => ({ label, start, end })));
  expect(heatmap.buildings.map(({ id, name }) => ({ id, name }))).toEqual(scope);
  for (const row of heatmap.buildings) {
    const totalRsf = ofBuilding(row.id).reduce((sum, suite) => sum + suite.rentableSf, 0);
    expect(row.totalRsf).toBe(totalRsf);
    row.cells.forEach((cell, index) => {
      const scheduled = expiry.quarters[index]!.byBuilding.find((entry) => entry.buildingId === row.id);
      expect(cell.rsf, `${row.name} ${heatmap.quarters[index]!.label}`).toBe(scheduled?.rsf ?? 0);
      expect(cell.share).toBeCloseTo(totalRsf > 0 ? cell.rsf / totalRsf : 0, 12);
    });
  }
  return { expiry, heatmap };
}

/** The leases behind each cell with any add up to the cell, end within its quarter, soonest first. */
async function expectCellLeases(heatmap: HeatmapResponse, expiry: ExpirySchedule) {
  let opened = 0;
  for (const row of heatmap.buildings) {
    for (const [index, cell] of row.cells.entries()) {
      if (cell.leases === 0) continue;
      const quarter = heatmap.quarters[index]!;
      const { items } = await get<HeatmapCellLeases>(
        `/api/analytics/heatmap/leases?building=${row.id}&start=${quarter.start}&end=${quarter.end}&asOf=${heatmap.asOf}`,
      );
      const scheduled = expiry.quarters[index]!.byBuilding.find((entry) => entry.buildingId === row.id)!;
      expect(items).toHaveLength(cell.leases);
      expect(items.reduce((sum, item) => sum + item.rsf, 0)).toBe(cell.rsf);
      expect(items.reduce((sum, item) => sum + item.annualRent, 0)).toBeCloseTo(scheduled.annualRent, 6);
      expect(items.every((item) => quarter.start <= item.endDate && item.endDate <= quarter.end)).toBe(true);
      expect(items.map((item) => item.endDate)).toEqual(items.map((item) => item.endDate).sort());
      opened += 1;
    }
  }
  return opened;
}

describe('the portfolio analytics agree with the pure rules', () => {
  const today = '2026-11-25';
  // Days the rules turn on: the as-of day and the horizon, period ends, the occupancy window's ends.
  const edgeDays = [
    ...[-1, 0, 1, 179, 180, 181],
    ...['2026-12-31', '2027-01-01', '2027-03-31', '2028-09-30', '2028-10-01', '2027-12-31'].map((day) =>
      daysBetween(today, day),
    ),
    ...[0, 48].map((index) => daysBetween(today, occupancyDates(today)[index]!.date)),
  ];

  it('on random portfolios of their own market', async () => {
    const { db } = app.database;
    let cellsOpened = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(leaseDraftArb(edgeDays), { maxLength: 10 }), async (drafts) => {
        await writeDraftLeases(db, drafts, { today, suiteIds: spaceIds, tenantIds });
        const suites = await scopeSuites(buildings.map((building) => building.id));
        // Markets compare without case.
        const { expiry, heatmap } = await expectFiguresOf('market=oRACLE%20bAY', buildings, suites, today);
        cellsOpened += await expectCellLeases(heatmap, expiry);
      }),
      { seed: 20261125, numRuns: 40 },
    );
    expect(cellsOpened).toBeGreaterThan(10);
  });

  it('over the whole sample portfolio, today, with more tenants than the ten shown', async () => {
    const today = isoDay(new Date());
    const drafts: LeaseDraft[] = [0, 1, 2, 3, 4].map((suite) => ({
      suite,
      tenant: suite,
      start: -400,
      end: 200 + suite * 150,
      recordStatus: 'active',
      terminatedIn: null,
      baseRentPsf: 30.5,
      escalationPct: 3,
    }));
    await writeDraftLeases(app.database.db, drafts, { today, suiteIds: spaceIds, tenantIds });
    const { expiry, heatmap } = await expectFiguresOf('', await buildingsWhere(), await scopeSuites(), today);
    expect(await expectCellLeases(heatmap, expiry)).toBeGreaterThan(0);
    const concentration = await get<TenantConcentration>('/api/analytics/tenants');
    expect(concentration.tenants).toHaveLength(10);
    expect(concentration.otherRent).toBeGreaterThan(0);
  });

  it('counts a lease ending on the last day of the tenth year, and not one ending the day after', async () => {
    const asOf = '2026-11-25';
    const lastDay = '2035-12-31';
    const endingOn = (suite: number, day: string): LeaseDraft => ({
      suite,
      tenant: suite,
      start: -10,
      end: daysBetween(asOf, day),
      recordStatus: 'active',
      terminatedIn: null,
      baseRentPsf: 10,
      escalationPct: 0,
    });
    await writeDraftLeases(app.database.db, [endingOn(0, lastDay), endingOn(3, addDays(lastDay, 1))], {
      today: asOf,
      suiteIds: spaceIds,
      tenantIds,
    });
    const expiry = await get<ExpirySchedule>(`/api/analytics/expiry?market=${market}&asOf=${asOf}`);
    expect(expiry.years.at(-1)).toMatchObject({ label: '2035', leases: 1, rsf: suiteSf[0] });
    expect(expiry.years.reduce((sum, period) => sum + period.leases, 0)).toBe(1);
  });
});

describe('the scope of the analytics', () => {
  const asOf = '2026-11-25';

  it('narrows to one building, to an asset manager’s buildings and to a market', async () => {
    const [north, south] = created;
    const one = await get<OccupancyResponse>(`/api/analytics/occupancy?building=${south!.id}&asOf=${asOf}`);
    expect(one.buildings.map((building) => building.id)).toEqual([south!.id]);
    expect(one.months[24]!.totalRsf).toBe(suiteSf[3]! + suiteSf[4]!);

    const managed = await get<ExpirySchedule>(`/api/analytics/expiry?assetManager=${managerId}&asOf=${asOf}`);
    expect(managed.buildings).toEqual(await buildingsWhere(eq(properties.assetManagerId, managerId)));
    expect(managed.buildings.map((building) => building.id)).toContain(north!.id);
    expect(managed.totalRsf).toBe(suiteSf[0]! + suiteSf[1]! + suiteSf[2]!);

    const { rows } = await app.database.db.execute<{ market: string }>(
      sql`select market from properties where id not in ${buildings.map((building) => building.id)} limit 1`,
    );
    const sampleMarket = rows[0]!.market;
    const byMarket = await get<WaltResponse>(
      `/api/analytics/walt?market=${encodeURIComponent(sampleMarket.toUpperCase())}&asOf=${asOf}`,
    );
    expect(byMarket.buildings.map(({ id, name }) => ({ id, name }))).toEqual(
      await buildingsWhere(eq(properties.market, sampleMarket)),
    );

    // Filters combine: a building outside the market leaves nothing.
    const none = await get<HeatmapResponse>(`/api/analytics/heatmap?building=${north!.id}&market=Nowhere`);
    expect(none.buildings).toEqual([]);
  });

  it('answers empty figures, not 404, for a building that does not exist', async () => {
    const query = `building=987654&asOf=${asOf}`;
    const expiry = await get<ExpirySchedule>(`/api/analytics/expiry?${query}`);
    expect(expiry).toMatchObject({ buildings: [], totalRsf: 0, totalAnnualRent: 0 });
    expect(expiry.years.every((period) => period.leases === 0 && period.shareOfRsf === 0)).toBe(true);
    const occupancy = await get<OccupancyResponse>(`/api/analytics/occupancy?${query}`);
    expect(occupancy.buildings).toEqual([]);
    expect(occupancy.months.every((month) => month.totalRsf === 0 && month.occupancy === null)).toBe(true);
    const walts = await get<WaltResponse>(`/api/analytics/walt?${query}`);
    expect(walts.portfolio).toEqual({ inPlaceSf: 0, inPlaceRent: 0, byArea: null, byRent: null });
    const concentration = await get<TenantConcentration>(`/api/analytics/tenants?${query}`);
    expect(concentration).toEqual({ asOf, totalAnnualRent: 0, tenants: [], otherRent: 0 });
    expect((await get<HeatmapResponse>(`/api/analytics/heatmap?${query}`)).buildings).toEqual([]);
    const cell = await get<HeatmapCellLeases>(
      `/api/analytics/heatmap/leases?building=987654&start=2027-01-01&end=2027-03-31`,
    );
    expect(cell.items).toEqual([]);
  });

  it('reads the organisation’s today when no as-of day is given', async () => {
    for (const path of ['expiry', 'occupancy', 'walt', 'tenants', 'heatmap']) {
      const body = await get<{ asOf: string }>(`/api/analytics/${path}`);
      expect(body.asOf, path).toBe(isoDay(new Date()));
    }
  });

  it('shows each building occupied now as the Assets screen does', async () => {
    const occupancy = await get<OccupancyResponse>('/api/analytics/occupancy');
    const assets = await get<PropertyListResponse>('/api/properties');
    expect(occupancy.buildings.map((building) => building.id).sort()).toEqual(
      assets.items.map((item) => item.id).sort(),
    );
    for (const item of assets.items) {
      const building = occupancy.buildings.find((entry) => entry.id === item.id)!;
      expect(
        { leased: building.leasedRsf + building.preLeasedRsf, vacant: building.vacantRsf },
        building.name,
      ).toEqual({ leased: item.leasedSf, vacant: item.vacantSf });
    }
    expect(occupancy.buildings.some((building) => building.preLeasedRsf > 0)).toBe(true);
  });
});

describe('who may read the analytics, and what they may ask', () => {
  const paths = ['expiry', 'occupancy', 'walt', 'tenants', 'heatmap'];

  it.each([...paths, 'heatmap/leases?building=1&start=2027-01-01&end=2027-03-31'])(
    'answers 401 JSON without a session: %s',
    async (path) => {
      const response = await app.inject({ method: 'GET', url: `/api/analytics/${path}` });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBeTruthy();
    },
  );

  it.each(
    paths.flatMap((path) =>
      [
        'asOf=tomorrow',
        'asOf=2026-13-01',
        'asOf=2026-02-30',
        'asOf=1800-01-01',
        'building=abc',
        'building=0',
        'assetManager=-1',
        `market=${'x'.repeat(101)}`,
      ].map((query) => `${path}?${query}`),
    ),
  )('answers 400 JSON for %s', async (url) => {
    const response = await app.inject({ method: 'GET', url: `/api/analytics/${url}`, cookies });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBeTruthy();
  });

  it.each([
    ['no building', 'start=2027-01-01&end=2027-03-31'],
    ['a bad building', 'building=x&start=2027-01-01&end=2027-03-31'],
    ['no start', 'building=1&end=2027-03-31'],
    ['a start that is no day', 'building=1&start=2027-02-30&end=2027-03-31'],
    ['an end before the start', 'building=1&start=2027-04-01&end=2027-03-31'],
    ['a bad as-of day', 'building=1&start=2027-01-01&end=2027-03-31&asOf=2027'],
  ])('answers 400 JSON for the leases of a cell with %s', async (_, query) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/analytics/heatmap/leases?${query}`,
      cookies,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBeTruthy();
  });

  it('lets any signed-in role read them', async () => {
    for (const [username, password] of [
      ['demo', 'demo1234'],
      ['scho', 'leaselens123'],
    ] as const) {
      const session = await signIn(app, username, password);
      const response = await app.inject({ method: 'GET', url: '/api/analytics/tenants', cookies: session });
      expect(response.statusCode, username).toBe(200);
    }
  });
});
