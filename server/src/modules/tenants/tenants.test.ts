import type { TenantDetail, TenantListItem } from '@common/tenants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../../db/schema';
import { createTestApp, signIn, type TestApp } from '../../test/app';

let app: TestApp;
let cookies: Record<string, string>;

beforeAll(async () => {
  app = await createTestApp();
  cookies = await signIn(app, 'scho', 'leaselens123');
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url, cookies });
const list = async (query = '') =>
  (await get(`/api/tenants${query}`)).json() as { items: TenantListItem[]; total: number };
const tenantCount = async () => (await app.database.db.select({ id: tenants.id }).from(tenants)).length;
const post = (payload: object, as = cookies) =>
  app.inject({ method: 'POST', url: '/api/tenants', cookies: as, payload });

describe('GET /api/tenants', () => {
  it('lists every tenant by name with active leases and their RSF matching an independent count', async () => {
    const body = await list();
    const { rows } = await app.database.db.execute<{ id: number; active: number; sf: number }>(sql`
      select t.id,
        (select count(*) from leases l where l.tenant_id = t.id and l.status = 'active')::int as active,
        (select coalesce(sum(s.rentable_sf), 0) from leases l join spaces s on s.id = l.space_id
          where l.tenant_id = t.id and l.status = 'active')::int as sf
      from tenants t`);
    expect(body.total).toBe(rows.length);
    expect(body.items).toHaveLength(rows.length);
    const lowered = body.items.map((item) => item.name.toLowerCase());
    expect(lowered).toEqual([...lowered].sort());
    for (const row of rows) {
      expect(body.items.find((item) => item.id === row.id)).toMatchObject({
        activeLeases: row.active,
        totalSf: row.sf,
      });
    }
    expect(body.items.find((item) => item.name === 'Cobalt Software')).toMatchObject({
      industry: 'Technology',
      contactName: "Kevin O'Brien",
      activeLeases: 1,
      totalSf: 9000,
    });
  });

  it('searches name or industry, ignoring case', async () => {
    const body = await list('?search=LAW');
    const names = body.items.map((item) => item.name);
    expect(names).toContain('Moreno Family Law');
    expect(names).toContain('Hartwell & Pierce LLP');
    expect(body.items.every((item) => /law/i.test(item.name) || /law/i.test(item.industry ?? ''))).toBe(true);
  });

  it('filters one industry (a directory tab)', async () => {
    const body = await list('?industry=Dental');
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.every((item) => item.industry === 'Dental')).toBe(true);
  });

  it('finds nothing for a search that matches nothing, wildcards included', async () => {
    expect(await list('?search=zzzz-no-such-tenant')).toEqual({ items: [], total: 0 });
    expect((await list('?search=%25')).total).toBe(0);
  });

  it('pages with limit and offset', async () => {
    const all = await list();
    const page = await list('?limit=5&offset=5');
    expect(page.total).toBe(all.total);
    expect(page.items.map((item) => item.id)).toEqual(all.items.slice(5, 10).map((item) => item.id));
  });

  it.each([
    ['limit=0', 'limit'],
    ['offset=x', 'offset'],
    [`search=${'a'.repeat(201)}`, 'search'],
  ])('answers 400 JSON naming the parameter for %s', async (query, field) => {
    const response = await get(`/api/tenants?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.stringMatching(/\S/), field, code: 'validation' });
  });
});

describe('GET /api/tenants/industries', () => {
  it('answers the distinct industries present, sorted', async () => {
    const response = await get('/api/tenants/industries');
    expect(response.statusCode).toBe(200);
    const { rows } = await app.database.db.execute<{ industry: string }>(
      sql`select distinct industry from tenants where industry is not null order by industry`,
    );
    expect(response.json()).toEqual(rows.map((row) => row.industry));
  });
});

describe('GET /api/tenants/:id', () => {
  it('shows a tenant with its contact, leases (with property and suite) and deals', async () => {
    const [cobalt] = (
      await app.database.db.execute<{ id: number }>(
        sql`select id from tenants where name = 'Cobalt Software'`,
      )
    ).rows;
    const response = await get(`/api/tenants/${cobalt!.id}`);
    expect(response.statusCode).toBe(200);
    const tenant = response.json() as TenantDetail;
    expect(tenant.contacts).toEqual([
      {
        name: "Kevin O'Brien",
        email: expect.stringContaining('@'),
        phone: expect.any(String),
        role: 'Primary contact',
      },
    ]);
    expect(tenant.leases.map((lease) => [lease.property.name, lease.suite, lease.status])).toEqual([
      ['Downtown Tower', '540', 'pending'],
      ['Downtown Tower', '500', 'active'],
    ]);
    const { rows } = await app.database.db.execute<{ count: number }>(
      sql`select count(*)::int as count from opportunities where tenant_id = ${cobalt!.id}`,
    );
    expect(tenant.deals).toHaveLength(rows[0]!.count);
  });

  it('answers 404 JSON for an unknown id and 400 JSON for a bad one', async () => {
    expect((await get('/api/tenants/999999')).json()).toEqual({
      message: 'Tenant not found',
      code: 'not_found',
    });
    expect((await get('/api/tenants/999999')).statusCode).toBe(404);
    const bad = await get('/api/tenants/x1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'id', code: 'validation' });
  });
});

describe('POST /api/tenants', () => {
  it('creates a tenant (201), storing untouched optional fields as empty', async () => {
    const response = await post({
      name: '  Nova Clinic ',
      industry: 'Medical',
      contactName: '',
      contactEmail: '',
      contactPhone: '',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      name: 'Nova Clinic',
      industry: 'Medical',
      contactName: null,
      contactEmail: null,
      contactPhone: null,
    });
    expect((await list('?search=nova clinic')).items).toHaveLength(1);
  });

  it.each(['jrivera', 'amorgan'])('lets %s create one too', async (username) => {
    const as = await signIn(app, username, 'leaselens123');
    const response = await post({ name: `Tenant of ${username}`, contactPhone: '+1 512.555.0100 x12' }, as);
    expect(response.statusCode).toBe(201);
  });

  it('answers 409 for a name that exists in another case, and adds nothing', async () => {
    const before = await tenantCount();
    const response = await post({ name: 'COBALT software' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'A tenant named "COBALT software" already exists',
      code: 'conflict',
    });
    expect(await tenantCount()).toBe(before);
  });

  it.each([
    ['no name', {}, 'name', /^Name is required$/],
    ['a blank name', { name: '   ' }, 'name', /^Name is required$/],
    ['a long name', { name: 'x'.repeat(201) }, 'name', /^Name must be at most 200 characters$/],
    [
      'an unknown industry',
      { name: 'A', industry: 'Aerospace' },
      'industry',
      /^Industry must be one of: Medical/,
    ],
    [
      'a bad email',
      { name: 'A', contactEmail: 'not-an-email' },
      'contactEmail',
      /^Enter a valid email address$/,
    ],
    ['a bad phone', { name: 'A', contactPhone: 'call me' }, 'contactPhone', /^Enter a valid phone number$/],
    ['a short phone', { name: 'A', contactPhone: '12' }, 'contactPhone', /^Enter a valid phone number$/],
  ])('answers 400 JSON for %s and adds nothing', async (_, payload, field, message) => {
    const before = await tenantCount();
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.stringMatching(message), field, code: 'validation' });
    expect(await tenantCount()).toBe(before);
  });
});

describe('without a session', () => {
  it.each([
    ['GET', '/api/tenants'],
    ['GET', '/api/tenants/industries'],
    ['GET', '/api/tenants/1'],
    ['GET', '/api/tenants/import-template.csv'],
    ['POST', '/api/tenants'],
    ['POST', '/api/tenants/import'],
  ] as const)('%s %s answers 401', async (method, url) => {
    const response = await app.inject({
      method,
      url,
      payload: method === 'POST' ? { name: 'X' } : undefined,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Authentication required', code: 'unauthenticated' });
  });
});
