import type { RiskDemoSamples } from '@common/risk';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../db/schema';
import { createTestApp, signIn, type TestApp } from '../../test/app';
import { createRiskBuilding, type FixtureTenant } from './risk-test-fixture';

let app: TestApp;
let as: Record<string, string>;

beforeAll(async () => {
  app = await createTestApp();
  as = await signIn(app);
});
afterAll(() => app.close());

const get = (url: string, cookies: Record<string, string> | null = as) =>
  app.inject({ method: 'GET', url, ...(cookies ? { cookies } : {}) });
const samples = async () => (await get('/api/risk/demo-samples')).json() as RiskDemoSamples;

/** The building at an address, with its suites and the active tenants that have answered a survey. */
async function buildingAt(address: string) {
  const { rows } = await app.database.db.execute<{
    id: number;
    suites: number;
    surveyed: number;
    surveyed_names: string[];
  }>(sql`
    select p.id,
           (select count(*)::int from spaces s where s.property_id = p.id) as suites,
           count(distinct t.id)::int as surveyed,
           coalesce(array_agg(distinct t.name) filter (where t.id is not null), '{}') as surveyed_names
    from properties p
    left join spaces s on s.property_id = p.id
    left join leases l on l.space_id = s.id and l.status = 'active'
    left join tenants t on t.id = l.tenant_id
      and exists (select 1 from tenant_surveys ts where ts.tenant_id = t.id)
    where p.address = ${address}
    group by p.id`);
  expect(rows, address).toHaveLength(1);
  return rows[0]!;
}

const surveyedTenants = (prefix: string, count: number): FixtureTenant[] =>
  Array.from({ length: count }, (_, i) => ({
    name: `${prefix} Tenant ${i + 1}`,
    sf: 1000,
    endDate: '2030-12-31',
    surveys: [{ satisfaction: 7, renewal: 70 }],
  }));

describe('GET /api/risk/demo-samples', () => {
  it('prefills a building with suites and surveyed tenants, not the alphabetically first record', async () => {
    await app.database.db.insert(properties).values({
      name: 'AAA Test Record',
      address: '1 Empty Test Way',
      city: 'Testville',
      state: 'TX',
      zipCode: '75001',
      market: 'Test',
      assetClass: 'office',
      assetType: 'core',
      floorCount: 1,
      totalSf: 1000,
    });
    const response = await get('/api/risk/demo-samples');
    expect(response.statusCode).toBe(200);
    const sample: RiskDemoSamples = response.json();
    expect(sample.buildingAddress).not.toBe('1 Empty Test Way');
    const building = await buildingAt(sample.buildingAddress);
    expect(building.suites).toBeGreaterThan(0);
    expect(building.surveyed).toBeGreaterThan(0);
    expect(building.surveyed_names).toContain(sample.tenantName);
  });

  it('picks the building with the most surveyed tenants, then the most suites', async () => {
    const leader = await buildingAt((await samples()).buildingAddress);
    const more = leader.surveyed + 1;
    await createRiskBuilding(app.database.db, {
      name: 'Zephyr Survey Plaza',
      address: '900 Zephyr Plaza',
      totalSf: 100_000,
      tenants: surveyedTenants('Zephyr Plaza', more),
    });
    expect((await samples()).buildingAddress).toBe('900 Zephyr Plaza');

    await createRiskBuilding(app.database.db, {
      name: 'Zephyr Survey Tower',
      address: '901 Zephyr Tower',
      totalSf: 100_000,
      vacantSf: [500, 500],
      tenants: surveyedTenants('Zephyr Tower', more),
    });
    const sample = await samples();
    expect(sample.buildingAddress).toBe('901 Zephyr Tower');
    expect(sample.tenantName).toMatch(/^Zephyr Tower Tenant \d+$/);
  });

  it('prefills values the demo finds: the building search answers that building, the tenant search that tenant', async () => {
    const sample = await samples();
    const building = await get(
      `/api/risk/building-risk?building_address=${encodeURIComponent(sample.buildingAddress)}`,
    );
    expect(building.statusCode).toBe(200);
    expect(building.json().data.property_id).toBe((await buildingAt(sample.buildingAddress)).id);
    const tenant = await get(`/api/risk/tenant-status?tenant_name=${encodeURIComponent(sample.tenantName)}`);
    expect(tenant.statusCode).toBe(200);
  });

  it('finds a building by its exact address before one whose address merely contains it', async () => {
    await createRiskBuilding(app.database.db, {
      name: 'Aa Elm Annex',
      address: '112 Elm St',
      totalSf: 1000,
      tenants: [],
    });
    await createRiskBuilding(app.database.db, {
      name: 'Zz Elm House',
      address: '12 Elm St',
      totalSf: 1000,
      tenants: surveyedTenants('Elm House', 1),
    });
    const response = await get(`/api/risk/building-risk?building_address=${encodeURIComponent('12 elm st')}`);
    expect(response.json().data.property_id).toBe((await buildingAt('12 Elm St')).id);
  });

  it('answers 401 without a session', async () => {
    expect((await get('/api/risk/demo-samples', null)).statusCode).toBe(401);
  });
});
