import { suiteStatus } from '@common/lease-lifecycle';
import type { PropertyDetail } from '@common/properties';
import type { PlacedLease, PropertyFloor } from '@common/spaces';
import type { PropertyTenant } from '@common/tenants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/app';
import { leaseFactsBySuite } from '../../test/lease-facts';
import { isoDay } from './calendar-day';

let app: TestApp;
let cookies: Record<string, string>;
let ids: { medical: number; tower: number };
const now = new Date();
const today = isoDay(now);

beforeAll(async () => {
  app = await createTestApp({ clock: () => now });
  cookies = await signIn(app, 'scho', 'leaselens123');
  const { rows } = await app.database.db.execute<{ id: number; name: string }>(
    sql`select id, name from properties`,
  );
  const idOf = (name: string) => rows.find((row) => row.name === name)!.id;
  ids = { medical: idOf('Angelview Medical Center'), tower: idOf('Downtown Tower') };
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url, cookies });
const rowsOf = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await app.database.db.execute<T>(query)).rows;

describe('GET /api/properties/:id', () => {
  it('answers the building info of a medical building, hospital restrictions included', async () => {
    const response = await get(`/api/properties/${ids.medical}`);
    expect(response.statusCode).toBe(200);
    const property = response.json() as PropertyDetail;
    expect(property).toMatchObject({
      id: ids.medical,
      name: 'Angelview Medical Center',
      zipCode: '78705',
      assetClass: 'medical',
      assetType: 'core',
      assetManager: { fullName: 'Alex Morgan' },
      owner: { name: 'Angelview Healthcare Properties LLC', contact: { name: 'Priya Raman' } },
      isMedical: true,
      yearBuilt: 2008,
      floorCount: 4,
    });
    expect(property.hospitalRestrictions.length).toBeGreaterThan(0);
    expect(property.certifications).toContain('LEED Silver');
  });

  it('sends no hospital restrictions for a building that is not medical', async () => {
    const property = (await get(`/api/properties/${ids.tower}`)).json() as PropertyDetail;
    expect(property.isMedical).toBe(false);
    expect(property.hospitalRestrictions).toEqual([]);
  });
});

describe('GET /api/properties/:id/spaces', () => {
  it('lists every floor with its suites, tenants and statuses as the leases say', async () => {
    const response = await get(`/api/properties/${ids.tower}/spaces`);
    expect(response.statusCode).toBe(200);
    const floors = response.json() as PropertyFloor[];
    const expected = await rowsOf<{
      id: number;
      floor: number;
      tenant: string | null;
      end_date: string | null;
    }>(sql`
      select s.id, f.number as floor, t.name as tenant, l.end_date::text
      from spaces s join floors f on f.id = s.floor_id
      left join leases l on l.space_id = s.id and l.status = 'active'
      left join tenants t on t.id = l.tenant_id
      where s.property_id = ${ids.tower}`);
    const suites = floors.flatMap((floor) => floor.spaces);
    expect(floors.map((floor) => floor.number)).toEqual(
      [...floors.map((floor) => floor.number)].sort((a, b) => a - b),
    );
    expect(suites).toHaveLength(expected.length);
    const bySuite = await leaseFactsBySuite(app.database.db);
    for (const row of expected) {
      const suite = suites.find((candidate) => candidate.id === row.id)!;
      expect(suite.floorNumber).toBe(row.floor);
      expect(suite.tenant?.name ?? null).toBe(row.tenant);
      expect(suite.leaseEnd).toBe(row.end_date);
      expect(suite.status).toBe(suiteStatus(bySuite.get(row.id) ?? [], today));
    }
    // The tower has let, expiring, vacant, renewed and pre-leased suites.
    expect(new Set(suites.map((suite) => suite.status))).toEqual(
      new Set(['vacant', 'expiring', 'occupied', 'renewed', 'pre-leased']),
    );
  });
});

describe('GET /api/properties/:id/leases', () => {
  it('lists every lease in the building, newest start first', async () => {
    const response = await get(`/api/properties/${ids.tower}/leases`);
    expect(response.statusCode).toBe(200);
    const leases = response.json() as PlacedLease[];
    const counted = await rowsOf<{ count: number }>(sql`
      select count(*)::int as count from leases l join spaces s on s.id = l.space_id where s.property_id = ${ids.tower}`);
    expect(leases).toHaveLength(counted[0]!.count);
    expect(leases.every((lease) => lease.property.id === ids.tower)).toBe(true);
    const starts = leases.map((lease) => lease.startDate);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(new Set(leases.map((lease) => lease.status))).toEqual(new Set(['active', 'pending', 'expired']));
    expect(leases.find((lease) => lease.tenant.name === 'Pixel Forge Studios')?.isSublease).toBe(true);
  });
});

describe('GET /api/properties/:id/tenants', () => {
  it('lists the tenants with an active or signed lease here, by name, each with its leases here', async () => {
    const response = await get(`/api/properties/${ids.tower}/tenants`);
    expect(response.statusCode).toBe(200);
    const tenants = response.json() as PropertyTenant[];
    const expected = await rowsOf<{ name: string }>(sql`
      select distinct t.name from tenants t join leases l on l.tenant_id = t.id join spaces s on s.id = l.space_id
      where s.property_id = ${ids.tower} and l.status in ('active', 'pending')`);
    expect(tenants.map((tenant) => tenant.name).sort()).toEqual(expected.map((row) => row.name).sort());
    expect(tenants.map((tenant) => tenant.name.toLowerCase())).toEqual(
      tenants.map((tenant) => tenant.name.toLowerCase()).sort(),
    );
    expect(tenants.map((tenant) => tenant.name)).not.toContain('Prairie Media Group');
    const cobalt = tenants.find((tenant) => tenant.name === 'Cobalt Software')!;
    expect(cobalt.leases.map((lease) => [lease.suite, lease.status]).sort()).toEqual([
      ['500', 'active'],
      ['540', 'pending'],
    ]);
    expect(cobalt.contactName).toBeTruthy();
  });
});

describe.each(['', '/spaces', '/tenants', '/leases'])('GET /api/properties/:id%s errors', (suffix) => {
  it('answers 404 JSON for an unknown id', async () => {
    const response = await get(`/api/properties/999999${suffix}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Property not found', code: 'not_found' });
  });

  it.each(['abc', '1.5', '0', '-3', '99999999999'])('answers 400 JSON for the id %j', async (id) => {
    const response = await get(`/api/properties/${id}${suffix}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'id', code: 'validation' });
  });

  it('answers 401 without a session', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/properties/${ids.tower}${suffix}` });
    expect(response.statusCode).toBe(401);
  });
});
