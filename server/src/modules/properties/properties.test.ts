import { buildingFigures } from '@common/building-figures';
import type { PropertyAggregate, PropertyDetail, PropertyListItem } from '@common/properties';
import { combineWalt, type Walt } from '@common/walt';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { floors, leases, opportunities, spaces, tenants, users } from '../../db/schema';
import { createTestApp, signIn, type TestApp } from '../../test/app';
import { suiteFactsByProperty } from '../../test/lease-facts';
import { isoDay } from './calendar-day';

let app: TestApp;
let admin: Record<string, string>;
const now = new Date();
const today = isoDay(now);

beforeAll(async () => {
  app = await createTestApp({ clock: () => now });
  admin = await signIn(app);
});
afterAll(() => app.close());

const get = (url: string, cookies = admin) => app.inject({ method: 'GET', url, cookies });
const list = async (query = '') =>
  (await get(`/api/properties${query}`)).json() as { items: PropertyListItem[]; total: number };
const names = (items: { name: string }[]) => items.map((item) => item.name);
const validProperty = {
  name: 'Riverside Commons',
  address: '100 River Road',
  // Apart from every seeded building's city, market, class and type, so the filter tests' answers stay put.
  city: 'Testville',
  state: 'tx',
  zipCode: '78701-1234',
  market: 'Test Market',
  assetClass: 'medical',
  assetType: 'opportunistic',
  totalSf: 42_000,
  yearBuilt: 2001,
};

/** The deal counts written a second, independent way: correlated subqueries, open stages named outright. */
async function dealCountsBySql() {
  const result = await app.database.db.execute<Record<string, number>>(sql`
    select p.id, p.total_sf as "totalSf",
      (select count(*) from opportunities o where o.property_id = p.id
         and o.stage in ('inquiry', 'touring', 'proposal', 'loi', 'legal', 'lease_execution'))::int as "activeDeals",
      (select count(*) from opportunities o where o.property_id = p.id and o.stage = 'deal')::int as "doneDeals"
    from properties p order by p.id`);
  return result.rows;
}

/** WALT as the pure rule gives it: equal to the last few decimals (the SQL sums in another order). */
function expectWalt(actual: Walt, expected: Walt) {
  expect(actual.inPlaceSf).toBe(expected.inPlaceSf);
  expect(actual.inPlaceRent).toBeCloseTo(expected.inPlaceRent, 4);
  for (const key of ['byArea', 'byRent'] as const) {
    if (expected[key] === null) expect(actual[key]).toBeNull();
    else expect(actual[key]).toBeCloseTo(expected[key], 8);
  }
}

describe('GET /api/properties', () => {
  it('lists every property by name with the suite rule figures and independently counted deals', async () => {
    const body = await list();
    const expected = await dealCountsBySql();
    const suitesByProperty = await suiteFactsByProperty(app.database.db);
    expect(body.total).toBe(expected.length);
    expect(names(body.items)).toEqual([...names(body.items)].sort((a, b) => a.localeCompare(b)));
    for (const row of expected) {
      const item = body.items.find((candidate) => candidate.id === row.id);
      const { id: _, ...counts } = row;
      expect(item).toMatchObject(counts);
      const suites = suitesByProperty.get(row.id!) ?? [];
      const { walt, ...figures } = buildingFigures(suites, today);
      expect(item).toMatchObject(figures);
      expectWalt(item!.walt, walt);
      // Every suite is leased or vacant, so the two make up the suites' area (in the seed, the building's size).
      const suitesSf = suites.reduce((sum, suite) => sum + suite.rentableSf, 0);
      expect(item!.leasedSf + item!.vacantSf).toBe(suitesSf);
      if (suites.length > 0)
        expect(item!.vacancyPct).toBe(Math.round((1000 * item!.vacantSf) / suitesSf) / 10);
    }
    // The seed's buildings (this test runs before any is added) are fully divided into suites.
    for (const item of body.items.filter((candidate) => candidate.units > 0)) {
      expect(item.leasedSf + item.vacantSf, item.name).toBe(item.totalSf);
    }
    expect(body.items.find((item) => item.name === 'Downtown Tower')).toMatchObject({
      market: 'Chicago',
      assetManager: { fullName: 'Alex Morgan' },
      ownerName: 'Madison Street Partners LP',
    });
  });

  it('computes each figure as the Assets table defines it (hand-counted building)', async () => {
    const db = app.database.db;
    const created = await app.inject({
      method: 'POST',
      url: '/api/properties',
      cookies: admin,
      payload: { ...validProperty, name: 'Handcount Plaza', address: '1 Count Way', totalSf: 10_500 },
    });
    const propertyId = created.json().id as number;
    const [floor] = await db.insert(floors).values({ propertyId, number: 1, totalSf: 10_500 }).returning();
    const suites = await db
      .insert(spaces)
      .values([
        { propertyId, floorId: floor!.id, suite: '101', rentableSf: 1000 },
        { propertyId, floorId: floor!.id, suite: '102', rentableSf: 2000, listingStatus: 'active' },
        { propertyId, floorId: floor!.id, suite: '103', rentableSf: 3000, listingStatus: 'active' },
        { propertyId, floorId: floor!.id, suite: '104', rentableSf: 4000 },
        { propertyId, floorId: floor!.id, suite: '105', rentableSf: 500, listingStatus: 'active' },
      ])
      .returning();
    const [tenant, newcomer] = await db
      .insert(tenants)
      .values([{ name: 'Handcount Tenant' }, { name: 'Handcount Newcomer' }])
      .returning();
    const inDays = (days: number) => isoDay(new Date(now.getTime() + days * 86_400_000));
    const lease = (
      spaceId: number,
      endsInDays: number,
      change: Partial<typeof leases.$inferInsert> = {},
    ): typeof leases.$inferInsert => ({
      tenantId: tenant!.id,
      spaceId,
      startDate: '2020-01-01',
      endDate: inDays(endsInDays),
      baseRentPsf: 30,
      leaseType: 'gross',
      status: 'active',
      ...change,
    });
    // 101 rolls in 100 days; 102 is leased for 400 more days at $60 (listed anyway); 103 is vacant
    // after an expired lease; 104 ends in 60 days but is renewed to day 1,000; 105 is vacant today
    // and let to a newcomer from day 30 (pre-leased, though listed).
    await db
      .insert(leases)
      .values([
        lease(suites[0]!.id, 100),
        lease(suites[1]!.id, 400, { baseRentPsf: 60 }),
        lease(suites[2]!.id, -5, { status: 'expired' }),
        lease(suites[3]!.id, 60),
        lease(suites[3]!.id, 1000, { startDate: inDays(61), status: 'pending' }),
        lease(suites[4]!.id, 2000, { tenantId: newcomer!.id, startDate: inDays(30), status: 'pending' }),
      ]);
    const [user] = await db.select({ id: users.id }).from(users).limit(1);
    const deal = (stage: 'inquiry' | 'loi' | 'deal' | 'dead' | 'idle') => ({
      title: `Deal ${stage}`,
      prospectName: 'Prospect',
      propertyId,
      stage,
      squareFeetNeeded: 1000,
      createdBy: user!.id,
    });
    await db
      .insert(opportunities)
      .values([deal('inquiry'), deal('loi'), deal('deal'), deal('dead'), deal('idle')]);

    const { items } = await list('?keyword=handcount');
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      totalSf: 10_500,
      units: 5,
      leasedSf: 7500,
      vacantSf: 3000,
      vacancyPct: 28.6,
      // Marketable: 101 (expiring) and 103 (vacant); not 102 (occupied) nor 105 (pre-leased).
      availableSf: 4000,
      // 104 is renewed: it does not roll.
      rollingSf10Mo: 1000,
      activeDeals: 2,
      doneDeals: 1,
    });
    const days = { area: (1000 * 100 + 2000 * 400 + 4000 * 1000) / 7000, rent: 0 };
    days.rent = (30_000 * 100 + 120_000 * 400 + 120_000 * 1000) / 270_000;
    expectWalt(items[0]!.walt, {
      inPlaceSf: 7000,
      inPlaceRent: 270_000,
      byArea: days.area / 365.25,
      byRent: days.rent / 365.25,
    });
    const detail = (await get(`/api/properties/${propertyId}`)).json() as PropertyDetail;
    expectWalt(detail.walt, items[0]!.walt);
  });

  it.each([
    ['keyword on the name, any case', '?keyword=dOWNTOWN', ['Downtown Tower']],
    ['keyword on the city', '?keyword=austin', ['Angelview Medical Center']],
    ['keyword on the market', '?keyword=south%20florida', ['Bayshore Marketplace']],
    ['keyword on the address', '?keyword=camino', ['Parkside Office Building']],
    ['asset class', '?assetClass=retail', ['Bayshore Marketplace']],
    ['asset type', '?assetType=valueadd', ['Chelsea Exchange', 'Parkside Office Building']],
    ['filters together', '?assetClass=office&assetType=core', ['Downtown Tower']],
    ['an empty filter value meaning all', '?assetClass=&keyword=tower', ['Downtown Tower']],
  ])('filters by %s', async (_, query, expected) => {
    const body = await list(query);
    expect(names(body.items)).toEqual(expected);
    expect(body.total).toBe(expected.length);
  });

  it('filters by asset manager (a real user id)', async () => {
    const [manager] = await app.database.db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.username} = 'amorgan'`);
    const body = await list(`?assetManagerId=${manager!.id}`);
    expect(names(body.items)).toEqual(
      expect.arrayContaining(['Angelview Medical Center', 'Bayshore Marketplace', 'Downtown Tower']),
    );
    expect(body.items.every((item) => item.assetManager?.id === manager!.id)).toBe(true);
    expect(names(body.items)).not.toContain('Parkside Office Building');
  });

  it.each(['%', '_', '\\'])('matches the LIKE wildcard %j literally', async (keyword) => {
    expect((await list(`?keyword=${encodeURIComponent(keyword)}`)).total).toBe(0);
  });

  it('pages with limit and offset and still reports the total', async () => {
    const all = await list();
    const page = await list('?limit=2&offset=1');
    expect(page.total).toBe(all.total);
    expect(page.items.map((item) => item.id)).toEqual(all.items.slice(1, 3).map((item) => item.id));
    expect((await list(`?offset=${all.total}`)).items).toEqual([]);
  });

  it.each([
    ['assetClass=industrial', 'assetClass', /\S/],
    ['assetType=core-plus', 'assetType', /\S/],
    ['assetManagerId=abc', 'assetManagerId', /^Must be a positive whole number/],
    ['assetManagerId=99999999999', 'assetManagerId', /\S/],
    ['limit=0', 'limit', /^Must be a whole number from 1 to 500/],
    ['limit=501', 'limit', /\S/],
    ['limit=ten', 'limit', /\S/],
    ['offset=-1', 'offset', /\S/],
    [`keyword=${'x'.repeat(201)}`, 'keyword', /^Must be at most 200 characters/],
  ])('answers 400 JSON naming the parameter for %s', async (query, field, message) => {
    const response = await get(`/api/properties?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.stringMatching(message), field, code: 'validation' });
  });

  it('answers 401 without a session', async () => {
    for (const url of [
      '/api/properties',
      '/api/properties/aggregates?by=market',
      '/api/properties/export.csv',
    ]) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

describe('GET /api/properties/aggregates', () => {
  const sumBy = (items: PropertyListItem[], key: (item: PropertyListItem) => string) => {
    const groups = new Map<string, PropertyListItem[]>();
    for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
    return groups;
  };

  it.each([
    ['market', (item: PropertyListItem) => item.market],
    ['city', (item: PropertyListItem) => `${item.city}, ${item.state}`],
  ] as const)('sums the list figures per %s', async (by, key) => {
    const { items } = await list('?assetClass=office');
    const response = await get(`/api/properties/aggregates?by=${by}&assetClass=office`);
    expect(response.statusCode).toBe(200);
    const rows = response.json() as PropertyAggregate[];
    const groups = sumBy(items, key);
    expect(rows.map((row) => row.name)).toEqual([...groups.keys()].sort());
    for (const row of rows) {
      const members = groups.get(row.name) ?? [];
      const total = (field: keyof PropertyListItem) =>
        members.reduce((sum, item) => sum + (item[field] as number), 0);
      const { walt, ...sums } = row;
      expectWalt(walt, combineWalt(members.map((item) => item.walt)));
      expect(sums).toEqual({
        name: row.name,
        properties: members.length,
        totalSf: total('totalSf'),
        leasedSf: total('leasedSf'),
        vacantSf: total('vacantSf'),
        vacancyPct: Math.round((1000 * total('vacantSf')) / (total('leasedSf') + total('vacantSf'))) / 10,
        availableSf: total('availableSf'),
        activeDeals: total('activeDeals'),
        doneDeals: total('doneDeals'),
        units: total('units'),
        rollingSf10Mo: total('rollingSf10Mo'),
      });
    }
  });

  it('names cities with their state', async () => {
    const rows = (await get('/api/properties/aggregates?by=city&keyword=austin')).json();
    expect(rows.map((row: PropertyAggregate) => row.name)).toEqual(['Austin, TX']);
  });

  it.each(['', '?by=state', '?by=market&assetClass=x'])('answers 400 JSON for %j', async (query) => {
    const response = await get(`/api/properties/aggregates${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBeTruthy();
  });
});
