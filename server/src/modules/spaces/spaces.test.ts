import { addDays } from '@common/calendar-days';
import type { SuiteStatus } from '@common/lease-lifecycle';
import type { SpaceDetail, SpaceListItem } from '@common/spaces';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/app';
import { suitesWithStatus } from '../../test/lease-facts';
import { isoDay } from '../properties/calendar-day';

let app: TestApp;
let cookies: Record<string, string>;
const now = new Date();
const today = isoDay(now);

beforeAll(async () => {
  app = await createTestApp({ clock: () => now });
  cookies = await signIn(app, 'jrivera', 'leaselens123');
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url, cookies });
const list = async (query = '') =>
  (await get(`/api/spaces${query}`)).json() as { items: SpaceListItem[]; total: number };
const ids = (items: { id: number }[]) => items.map((item) => item.id).sort((a, b) => a - b);

/** Marketable suites (vacant, or expiring with nothing signed after) by id, by the pure suite rule. */
async function expectedIds(
  withinDays = 180,
  extra = sql`true`,
  statuses: SuiteStatus[] = ['vacant', 'expiring'],
) {
  const { rows } = await app.database.db.execute<{ id: number }>(sql`
    select s.id from spaces s join properties p on p.id = s.property_id where (${extra})`);
  return suitesWithStatus(
    app.database.db,
    rows.map((row) => row.id),
    today,
    statuses,
    withinDays,
  );
}

async function spaceId(propertyName: string, suite: string): Promise<number> {
  const { rows } = await app.database.db.execute<{ id: number }>(sql`
    select s.id from spaces s join properties p on p.id = s.property_id where p.name = ${propertyName} and s.suite = ${suite}`);
  return rows[0]!.id;
}

describe('GET /api/spaces', () => {
  it('never markets a let suite: pre-leased and renewed suites are left out', async () => {
    const listed = ids((await list()).items);
    // A signed lease starts later on Angelview 220 (vacant now) and Downtown Tower 540: pre-leased.
    expect(listed).not.toContain(await spaceId('Angelview Medical Center', '220'));
    expect(listed).not.toContain(await spaceId('Downtown Tower', '540'));
    // Hill Country Pediatrics' lease of Angelview 110 ends soon, but its renewal is signed.
    expect(listed).not.toContain(await spaceId('Angelview Medical Center', '110'));
  });

  it('counts as many vacant suites as the dashboard’s Vacancies tile', async () => {
    const dashboard = (await get('/api/dashboard')).json() as { tiles: { vacancies: number } };
    expect((await list('?availability=vacant')).total).toBe(dashboard.tiles.vacancies);
  });

  it('lists the vacant and upcoming-vacant suites across the portfolio', async () => {
    const body = await list();
    expect(ids(body.items)).toEqual(await expectedIds());
    expect(body.total).toBe(body.items.length);
    for (const item of body.items) {
      expect(item.status).toBe(item.currentLease ? 'expiring' : 'vacant');
    }
    const upcoming = body.items.find((item) => item.status === 'expiring')!;
    expect(upcoming.currentLease?.tenant.name).toBeTruthy();
  });

  it('narrows to vacant or to upcoming suites, and to a shorter window', async () => {
    const vacant = await list('?availability=vacant');
    expect(vacant.items.every((item) => item.status === 'vacant' && item.currentLease === null)).toBe(true);
    const upcoming = await list('?availability=upcoming&withinDays=30');
    expect(upcoming.items.every((item) => item.currentLease !== null)).toBe(true);
    const horizon = addDays(today, 30);
    expect(upcoming.items.every((item) => item.currentLease!.endDate <= horizon)).toBe(true);
    expect(ids([...vacant.items, ...upcoming.items])).toEqual(await expectedIds(30));
  });

  it.each([
    ['minSf=3000', sql`s.rentable_sf >= 3000`],
    ['maxSf=2000', sql`s.rentable_sf <= 2000`],
    ['minSf=2000&maxSf=5000', sql`s.rentable_sf between 2000 and 5000`],
    ['spaceType=medical', sql`s.space_type = 'medical'`],
    ['maxRate=40', sql`s.asking_rent_psf <= 40`],
    ['keyword=chelsea', sql`p.name ilike '%chelsea%'`],
    ['keyword=3A', sql`s.suite ilike '%3a%' or p.name ilike '%3a%'`],
  ])('filters by %s', async (query, condition) => {
    const body = await list(`?${query}`);
    expect(body.items.length).toBeGreaterThan(0);
    expect(ids(body.items)).toEqual(await expectedIds(180, condition));
  });

  it('filters by property', async () => {
    const id = await spaceId('Downtown Tower', '700');
    const [property] = (
      await app.database.db.execute<{ id: number }>(
        sql`select property_id as id from spaces where id = ${id}`,
      )
    ).rows;
    const body = await list(`?propertyId=${property!.id}`);
    expect(body.items.every((item) => item.property.name === 'Downtown Tower')).toBe(true);
    expect(body.items.map((item) => item.suite)).toContain('700');
  });

  it('pages with limit and offset', async () => {
    const all = await list();
    const page = await list('?limit=3&offset=2');
    expect(page.total).toBe(all.total);
    expect(page.items.map((item) => item.id)).toEqual(all.items.slice(2, 5).map((item) => item.id));
  });

  it.each([
    ['minSf=5000&maxSf=100', 'minSf', /^minSf must not exceed maxSf/],
    ['availability=soon', 'availability', /^Must be vacant, upcoming or all/],
    ['maxRate=-1', 'maxRate', /\S/],
    ['maxRate=cheap', 'maxRate', /\S/],
    ['spaceType=castle', 'spaceType', /\S/],
    ['propertyId=abc', 'propertyId', /\S/],
    ['withinDays=0', 'withinDays', /\S/],
    ['limit=1000', 'limit', /\S/],
  ])('answers 400 JSON naming the parameter for %s', async (query, field, message) => {
    const response = await get(`/api/spaces?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.stringMatching(message), field, code: 'validation' });
  });

  it('answers 401 without a session', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/spaces' })).statusCode).toBe(401);
  });
});

describe('GET /api/spaces/:id', () => {
  it('shows a renewed suite with its building, floor, current lease, history newest first and deals', async () => {
    const id = await spaceId('Chelsea Exchange', '3B');
    const response = await get(`/api/spaces/${id}`);
    expect(response.statusCode).toBe(200);
    const space = response.json() as SpaceDetail;
    expect(space).toMatchObject({
      id,
      suite: '3B',
      property: { name: 'Chelsea Exchange', city: 'New York', zipCode: '10001' },
      floor: { number: 3 },
      currentLease: { status: 'active', tenant: { name: 'Weiss & Ortega LLP' } },
    });
    expect(space.leases.map((lease) => lease.status)).toEqual(['active', 'expired']);
    expect(space.leases[0]!.startDate > space.leases[1]!.startDate).toBe(true);
    expect(['occupied', 'upcoming']).toContain(space.status);
  });

  it('shows a vacant suite with no current lease and the deals on it, latest activity first', async () => {
    const id = await spaceId('Downtown Tower', '700');
    const space = (await get(`/api/spaces/${id}`)).json() as SpaceDetail;
    expect(space.status).toBe('vacant');
    expect(space.currentLease).toBeNull();
    expect(space.leases.map((lease) => lease.tenant.name)).toEqual(['Prairie Media Group']);
    expect(space.deals.map((deal) => deal.prospectName).sort()).toEqual([
      'Northwind Analytics',
      'Vertex Robotics',
    ]);
    const activity = space.deals.map((deal) => deal.lastActivityAt);
    expect(activity).toEqual([...activity].sort().reverse());
    expect(space.deals.find((deal) => deal.prospectName === 'Northwind Analytics')?.tenant?.name).toBe(
      'Northwind Analytics',
    );
  });

  it('answers 404 JSON for an unknown id', async () => {
    const response = await get('/api/spaces/999999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Space not found', code: 'not_found' });
  });

  it.each(['abc', '0', '2.5', '3000000000'])('answers 400 JSON for the id %j', async (id) => {
    const response = await get(`/api/spaces/${id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'id', code: 'validation' });
  });

  it('answers 401 without a session', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/spaces/1' })).statusCode).toBe(401);
  });
});
