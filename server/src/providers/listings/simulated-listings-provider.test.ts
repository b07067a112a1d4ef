import type { AvailableSpace } from '@common/listings';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leases, properties, spaces, tenants } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import type { ListingsProvider, ListingsResult } from './listings-provider';
import { askingRate } from './simulated-listings-mappers';
import { createSimulatedListingsProvider, likePattern } from './simulated-listings-provider';

let database: TestDatabase;
let listings: ListingsProvider;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  listings = createSimulatedListingsProvider(database.db);
});
afterAll(() => database.close());

function dataOf<T>(result: ListingsResult<T>): T {
  if (result.status !== 'found') throw new Error(`expected data, got ${result.status}`);
  return result.data;
}

async function buildingId(name: string): Promise<number> {
  const [row] = await database.db.select().from(properties).where(eq(properties.name, name));
  if (!row) throw new Error(`no building ${name}`);
  return row.id;
}

const suites = (list: AvailableSpace[]) => list.map((space) => space.suite);

describe('askingRate', () => {
  it('is psf × RSF a year and a twelfth of that a month, to the cent', () => {
    expect(askingRate(48, 24000)).toEqual({ psf: 48, annual: 1_152_000, monthly: 96_000 });
    expect(askingRate(34.5, 2100)).toEqual({ psf: 34.5, annual: 72_450, monthly: 6_037.5 });
    expect(askingRate(33.33, 1001)).toEqual({ psf: 33.33, annual: 33_363.33, monthly: 2_780.28 });
    expect(askingRate(null, 1000)).toEqual({ psf: null, annual: null, monthly: null });
  });
});

describe('simulated listings provider', () => {
  it('gives a medical building its hospital restrictions and an office building none', async () => {
    const medical = dataOf(await listings.getBuilding(await buildingId('Angelview Medical Center')));
    expect(medical).toMatchObject({
      is_medical: true,
      asset_class: 'medical',
      city: 'Austin',
      zip_code: '78705',
    });
    expect(medical.hospital_restrictions).toHaveLength(3);
    expect(medical.ownership.owner_name).toBe('Angelview Healthcare Properties LLC');
    const office = dataOf(await listings.getBuilding(await buildingId('Downtown Tower')));
    expect(office).toMatchObject({ is_medical: false, hospital_restrictions: [] });
    expect(office.certifications).toContain('LEED Gold');
  });

  it('lists only active listings, with rents that add up', async () => {
    const all = dataOf(await listings.getAvailableSpaces({}));
    const active = await database.db.select().from(spaces).where(eq(spaces.listingStatus, 'active'));
    expect(all.map((space) => space.space_id).sort()).toEqual(active.map((space) => space.id).sort());
    for (const space of all) {
      const { psf, annual, monthly } = space.asking_rate;
      expect(annual).toBeCloseTo((psf ?? 0) * space.rentable_sf, 2);
      expect(monthly).toBeCloseTo((annual ?? 0) / 12, 2);
    }
  });

  it("leaves out a building's suites that are off the market", async () => {
    const downtown = dataOf(
      await listings.getAvailableSpaces({ building_id: await buildingId('Downtown Tower') }),
    );
    expect(suites(downtown)).toEqual(['120', '700', '860', '1050']);
    expect(downtown[0]?.broker).toEqual({
      name: 'Jordan Rivera',
      company: null,
      email: 'jrivera@example.com',
      phone: null,
    });
  });

  it('filters by text, rent, type and date', async () => {
    const chicago = dataOf(await listings.getAvailableSpaces({ query: 'chicago', max_rate: 48 }));
    expect(suites(chicago)).toEqual(['120', '700']);
    const retail = dataOf(await listings.getAvailableSpaces({ space_type: 'retail', min_sf: 1000 }));
    expect(retail.every((space) => space.space_type === 'retail' && space.rentable_sf >= 1000)).toBe(true);
    const soon = dataOf(await listings.getAvailableSpaces({ available_before: '2000-01-01' }));
    expect(soon).toEqual([]);
  });

  it('offers a divisible suite to a smaller requirement', async () => {
    const upTo = dataOf(await listings.getAvailableSpaces({ max_sf: 10000.5, min_sf: 0.5 }));
    const floor = upTo.find((space) => space.building_name === 'Downtown Tower' && space.suite === '700');
    expect(floor).toMatchObject({ rentable_sf: 24000, is_divisible: true, min_divisible_sf: 6000 });
  });

  it('answers not_found for an unknown building', async () => {
    const missing = { status: 'not_found', message: 'Building not found' };
    expect(await listings.getBuilding(999_999)).toEqual(missing);
    expect(await listings.getAvailableSpaces({ building_id: 999_999 })).toEqual(missing);
    expect(await listings.getLeaseComps(999_999)).toEqual(missing);
  });

  it("returns a building's lease comps, newest first", async () => {
    const comps = dataOf(await listings.getLeaseComps(await buildingId('Angelview Medical Center')));
    expect(comps).toHaveLength(6);
    const dates = comps.map((comp) => comp.transaction_date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(comps[0]).toMatchObject({ expense_basis: 'net' });
  });

  it('returns a tenant with the suites it occupies under an active lease', async () => {
    const [cobalt] = await database.db.select().from(tenants).where(eq(tenants.name, 'Cobalt Software'));
    const tenant = dataOf(await listings.getTenant(cobalt!.id));
    const active = await database.db
      .select()
      .from(leases)
      .where(and(eq(leases.tenantId, cobalt!.id), eq(leases.status, 'active')));
    expect(tenant).toMatchObject({ name: 'Cobalt Software', industry: 'Technology' });
    expect(tenant.locations).toHaveLength(active.length);
    expect(tenant.locations.every((location) => location.building_name === 'Downtown Tower')).toBe(true);
    expect(await listings.getTenant(999_999)).toEqual({ status: 'not_found', message: 'Tenant not found' });
  });

  it('searches buildings by name, address or city and tenants by name or industry', async () => {
    const results = dataOf(await listings.search('angelview'));
    expect(results[0]).toMatchObject({ type: 'building', name: 'Angelview Medical Center' });
    expect(results[0]?.link).toBe(`/properties/${results[0]?.id}`);
    expect(results).toContainEqual(
      expect.objectContaining({ type: 'tenant', name: 'Angelview Family Medicine' }),
    );
    const law = dataOf(await listings.search('LAW'));
    expect(law.some((result) => result.type === 'tenant' && result.subtitle === 'Law')).toBe(true);
  });

  it('treats % and _ as plain characters and stops at 20 results', async () => {
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
    expect(dataOf(await listings.search('%%'))).toEqual([]);
    expect(dataOf(await listings.search('__'))).toEqual([]);
    expect(dataOf(await listings.search('an'))).toHaveLength(20);
  });
});
