import { leaseLifecycle } from '@common/lease-lifecycle';
import {
  type LeaseDetail,
  type LeaseListItem,
  leaseNotFoundMessage,
  leaseRenewedMessage,
  renewalExistsMessage,
  renewalWonMessage,
} from '@common/leases';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/app';
import { leaseFactsBySuite } from '../../test/lease-facts';
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
  (await get(`/api/leases${query}`)).json() as { items: LeaseListItem[]; total: number };
const ids = (items: { id: number }[]) => items.map((item) => item.id).sort((a, b) => a - b);

/** Lease ids worked out without the service's query. */
async function expectedIds(condition = sql`true`) {
  const { rows } = await app.database.db.execute<{ id: number }>(sql`
    select l.id from leases l join tenants t on t.id = l.tenant_id
    join spaces s on s.id = l.space_id join properties p on p.id = s.property_id
    where ${condition}`);
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

async function firstLease(condition = sql`true`) {
  const { rows } = await app.database.db.execute<{ id: number; tenant_id: number; space_id: number }>(sql`
    select l.id, l.tenant_id, l.space_id from leases l where ${condition} order by l.id limit 1`);
  return rows[0]!;
}

describe('GET /api/leases', () => {
  it('lists every lease, soonest end first', async () => {
    const body = await list();
    expect(ids(body.items)).toEqual(await expectedIds());
    expect(body.total).toBe(body.items.length);
    const ends = body.items.map((item) => item.endDate);
    expect(ends).toEqual([...ends].sort());
    expect(body.items[0]!.tenant.name).toBeTruthy();
    expect(body.items[0]!.property.name).toBeTruthy();
  });

  it.each([30, 90, 180])(
    'filters by expiring=%i: leases expiring (not renewed) or held over by the lifecycle',
    async (days) => {
      const body = await list(`?expiring=${days}`);
      const bySuite = await leaseFactsBySuite(app.database.db);
      const expected = [...bySuite.values()]
        .flatMap((suite) =>
          suite.filter((lease) =>
            ['expiring', 'holdover'].includes(leaseLifecycle(lease, suite, today, days)),
          ),
        )
        .map((lease) => lease.id)
        .sort((a, b) => a - b);
      expect(expected.length).toBeGreaterThan(0);
      expect(ids(body.items)).toEqual(expected);
      expect(body.total).toBe(expected.length);
      // The seed's renewed leases (Hill Country Pediatrics ends within 30 days) are not expiring.
      expect(body.items.map((item) => item.tenant.name)).not.toContain('Hill Country Pediatrics');
    },
  );

  it.each([
    ['status=expired', sql`l.status = 'expired'`],
    ['keyword=tower', sql`t.name ilike '%tower%' or p.name ilike '%tower%' or s.suite ilike '%tower%'`],
    // A suite number, and a tenant's name: each of the three fields is searched.
    ['keyword=10', sql`t.name ilike '%10%' or p.name ilike '%10%' or s.suite ilike '%10%'`],
    ['keyword=health', sql`t.name ilike '%health%' or p.name ilike '%health%' or s.suite ilike '%health%'`],
  ])('filters by %s', async (query, condition) => {
    const body = await list(`?${query}`);
    expect(body.items.length).toBeGreaterThan(0);
    expect(ids(body.items)).toEqual(await expectedIds(condition));
    expect(body.total).toBe(body.items.length);
  });

  it('filters by tenant and by property', async () => {
    const lease = await firstLease();
    const byTenant = await list(`?tenant=${lease.tenant_id}`);
    expect(ids(byTenant.items)).toEqual(await expectedIds(sql`l.tenant_id = ${lease.tenant_id}`));
    const [space] = (
      await app.database.db.execute<{ property_id: number }>(
        sql`select property_id from spaces where id = ${lease.space_id}`,
      )
    ).rows;
    const byProperty = await list(`?propertyId=${space!.property_id}`);
    expect(byProperty.items.length).toBeGreaterThan(0);
    expect(ids(byProperty.items)).toEqual(await expectedIds(sql`s.property_id = ${space!.property_id}`));
  });

  it('pages with limit and offset while total counts every match', async () => {
    const all = await list();
    const page = await list('?limit=2&offset=1');
    expect(page.items.map((item) => item.id)).toEqual(all.items.slice(1, 3).map((item) => item.id));
    expect(page.total).toBe(all.total);
  });

  it('answers 400 for an unknown expiring window', async () => {
    const response = await get('/api/leases?expiring=60');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Must be 30, 90 or 180');
  });

  it('answers 401 without a session', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/leases' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/leases/:id', () => {
  it('returns the lease with its suite and current rent', async () => {
    const lease = await firstLease(sql`l.status = 'active'`);
    const response = await get(`/api/leases/${lease.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as LeaseDetail;
    expect(body.id).toBe(lease.id);
    expect(body.spaceId).toBe(lease.space_id);
    expect(body.inPlaceRentPsf).toBeGreaterThanOrEqual(body.baseRentPsf);
  });

  it('answers 404 for a lease that does not exist and 400 for a bad id', async () => {
    const missing = await get('/api/leases/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(leaseNotFoundMessage);
    expect((await get('/api/leases/abc')).statusCode).toBe(400);
  });
});

describe('POST /api/leases/:id/renew', () => {
  const renew = (id: number | string) =>
    app.inject({ method: 'POST', url: `/api/leases/${id}/renew`, cookies });
  /** Renewal deals of the lease's tenant on its suite, whatever their stage. */
  const renewalDeals = async (lease: { tenant_id: number; space_id: number }) =>
    (
      await app.database.db.execute<{ n: number }>(sql`
        select count(*)::int as n from opportunities where deal_type = 'renewal'
        and tenant_id = ${lease.tenant_id} and space_id = ${lease.space_id}`)
    ).rows[0]!.n;

  it('creates one renewal deal prefilled from the lease, then answers 409', async () => {
    // A lease not renewed whose tenant has no renewal deal open or won on its suite yet.
    const lease =
      await firstLease(sql`l.status = 'active' and lease_lifecycle(l.id, current_date) <> 'renewed'
      and not exists (
      select 1 from opportunities o where o.deal_type = 'renewal' and o.tenant_id = l.tenant_id
      and o.space_id = l.space_id and o.stage <> 'dead')`);
    const detail = (await get(`/api/leases/${lease.id}`)).json() as LeaseDetail;

    const first = await renew(lease.id);
    expect(first.statusCode).toBe(201);
    const { opportunityId } = first.json() as { opportunityId: number };
    const deal = (await get(`/api/opportunities/${opportunityId}`)).json();
    expect(deal).toMatchObject({
      title: `${detail.tenant.name} renewal — ${detail.property.name}`,
      prospectName: detail.tenant.name,
      dealType: 'renewal',
      stage: 'inquiry',
      squareFeetNeeded: detail.squareFeet,
      proposedRent: detail.inPlaceRentPsf,
      probability: 10,
    });
    const history = (await get(`/api/opportunities/${opportunityId}/history`)).json();
    expect(history.events.map((event: { text: string }) => event.text)).toEqual([
      'Created the deal at Inquiry',
    ]);

    const second = await renew(lease.id);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(renewalExistsMessage);
    const { rows } = await app.database.db.execute<{ n: number }>(sql`
      select count(*)::int as n from opportunities where deal_type = 'renewal'
      and tenant_id = ${lease.tenant_id} and space_id = ${lease.space_id} and stage not in ('deal', 'dead')`);
    expect(rows[0]!.n).toBe(1);
  });

  it('answers 409 for a lease already renewed (Hill Country Pediatrics signed its next lease of 110)', async () => {
    const lease = await firstLease(sql`l.status = 'active' and l.tenant_id =
      (select id from tenants where name = 'Hill Country Pediatrics') and l.space_id =
      (select s.id from spaces s join properties p on p.id = s.property_id
        where p.name = 'Angelview Medical Center' and s.suite = '110')`);
    const before = await renewalDeals(lease);
    const response = await renew(lease.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(leaseRenewedMessage);
    expect(await renewalDeals(lease)).toBe(before);
  });

  it('answers 409 once a renewal deal of the tenant on the suite is won', async () => {
    const lease =
      await firstLease(sql`l.status = 'active' and lease_lifecycle(l.id, current_date) <> 'renewed'
      and not exists (select 1 from opportunities o where o.deal_type = 'renewal' and o.tenant_id = l.tenant_id
      and o.space_id = l.space_id)`);
    await app.database.db.execute(sql`
      insert into opportunities (title, prospect_name, tenant_id, property_id, space_id, stage, deal_type, square_feet_needed, created_by)
      select 'Won renewal', t.name, l.tenant_id, s.property_id, l.space_id, 'deal', 'renewal', 1000, (select id from users limit 1)
      from leases l join tenants t on t.id = l.tenant_id join spaces s on s.id = l.space_id where l.id = ${lease.id}`);
    const response = await renew(lease.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(renewalWonMessage);
    expect(await renewalDeals(lease)).toBe(1);
  });

  it('answers 404 for a missing lease and 401 without a session', async () => {
    expect((await renew(999999)).statusCode).toBe(404);
    expect((await renew('x')).statusCode).toBe(400);
    const anonymous = await app.inject({ method: 'POST', url: '/api/leases/1/renew' });
    expect(anonymous.statusCode).toBe(401);
  });
});
