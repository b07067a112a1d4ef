import { parseCsv } from '@common/csv';
import type { PropertyListItem } from '@common/properties';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, users } from '../../db/schema';
import { createTestApp, signIn, type TestApp } from '../../test/app';

let app: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  app = await createTestApp();
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
const propertyCount = async () =>
  (await app.database.db.select({ id: properties.id }).from(properties)).length;

describe('GET /api/properties/export.csv', () => {
  it('downloads the filtered rows as CSV with a header row', async () => {
    const response = await get('/api/properties/export.csv?assetClass=office');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="properties-export.csv"; filename*=UTF-8''properties-export.csv`,
    );
    const [header, ...rows] = parseCsv(response.body);
    expect(header?.slice(0, 3)).toEqual(['#', 'Asset', 'Address']);
    expect(header).toContain('Vacancy %');
    const { items } = await list('?assetClass=office');
    expect(rows.map((row) => row[1])).toEqual(names(items));
    const tower = rows.find((row) => row[1] === 'Downtown Tower')!;
    const item = items.find((candidate) => candidate.name === 'Downtown Tower')!;
    expect(tower[header!.indexOf('Size (RSF)')]).toBe(String(item.totalSf));
    expect(tower[header!.indexOf('Customer')]).toBe('Madison Street Partners LP');
  });

  it('neutralises a name a spreadsheet would run as a formula', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/properties',
      cookies: admin,
      payload: { ...validProperty, name: '=HYPERLINK("http://evil.example","x")', address: '9 Formula Row' },
    });
    const response = await get('/api/properties/export.csv?keyword=formula');
    const [, row] = parseCsv(response.body);
    expect(row?.[1]).toBe('\'=HYPERLINK("http://evil.example","x")');
  });

  it('answers 400 JSON for a bad filter', async () => {
    const response = await get('/api/properties/export.csv?assetType=nope');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'assetType', code: 'validation' });
  });
});

describe('POST /api/properties', () => {
  const post = (payload: object, cookies = admin) =>
    app.inject({ method: 'POST', url: '/api/properties', cookies, payload });

  it('creates a property (201) and answers it as an Assets row with empty figures', async () => {
    const response = await post({ ...validProperty, name: '  Created Building ', ownerName: 'Acme REIT' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      id: expect.any(Number),
      name: 'Created Building',
      state: 'TX',
      zipCode: '78701-1234',
      ownerName: 'Acme REIT',
      assetManager: null,
      totalSf: 42_000,
      units: 0,
      vacantSf: 0,
      vacancyPct: 0,
      activeDeals: 0,
    });
    expect((await get(`/api/properties/${response.json().id}`)).json()).toMatchObject({
      floorCount: 1,
      yearBuilt: 2001,
    });
  });

  it('lets an asset manager create one and name an asset manager', async () => {
    const cookies = await signIn(app, 'amorgan', 'leaselens123');
    const [manager] = await app.database.db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.username} = 'amorgan'`);
    const response = await post(
      { ...validProperty, name: 'Managed Place', assetManagerId: manager!.id },
      cookies,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().assetManager).toEqual({ id: manager!.id, fullName: 'Alex Morgan' });
  });

  it('answers 409 for the same name and address in another case, and adds nothing', async () => {
    const before = await propertyCount();
    const response = await post({
      ...validProperty,
      name: 'DOWNTOWN TOWER',
      address: ' 200 west madison street',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'A property named "DOWNTOWN TOWER" at 200 west madison street already exists',
      code: 'conflict',
    });
    expect(await propertyCount()).toBe(before);
  });

  it.each([
    ['no name', { name: '' }, { message: 'Name is required', field: 'name', code: 'validation' }],
    [
      'a long state',
      { state: 'Texas' },
      { message: 'State must be a 2-letter code', field: 'state', code: 'validation' },
    ],
    [
      'a short ZIP',
      { zipCode: '7870' },
      { message: 'ZIP code must be 5 digits or ZIP+4', field: 'zipCode', code: 'validation' },
    ],
    [
      'an unknown asset class',
      { assetClass: 'industrial' },
      { message: 'Choose an asset class', field: 'assetClass', code: 'validation' },
    ],
    [
      'a zero size',
      { totalSf: 0 },
      { message: 'Size must be greater than 0', field: 'totalSf', code: 'validation' },
    ],
    [
      'a missing size',
      { totalSf: undefined },
      { message: 'Size must be a number', field: 'totalSf', code: 'validation' },
    ],
    [
      'a year before 1800',
      { yearBuilt: 1700 },
      { message: 'Year built must be 1800 or later', field: 'yearBuilt', code: 'validation' },
    ],
    [
      'a future year',
      { yearBuilt: new Date().getFullYear() + 1 },
      { message: 'Year built cannot be in the future', field: 'yearBuilt', code: 'validation' },
    ],
    [
      'an unknown asset manager',
      { assetManagerId: 999_999 },
      { message: 'No such user', field: 'assetManagerId', code: 'invalid_value' },
    ],
  ])('answers 400 JSON for %s and adds nothing', async (_, change, body) => {
    const before = await propertyCount();
    const response = await post({ ...validProperty, name: 'Rejected Place', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(body);
    expect(await propertyCount()).toBe(before);
  });

  it.each([
    ['jrivera', 'a broker'],
    ['scho', 'a leasing associate'],
  ])('answers 403 to %s (%s) and adds nothing', async (username) => {
    const before = await propertyCount();
    const cookies = await signIn(app, username, 'leaselens123');
    const response = await post({ ...validProperty, name: 'Forbidden Place' }, cookies);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBeTruthy();
    expect(await propertyCount()).toBe(before);
  });

  it('answers 401 without a session', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/properties', payload: validProperty });
    expect(response.statusCode).toBe(401);
  });
});
