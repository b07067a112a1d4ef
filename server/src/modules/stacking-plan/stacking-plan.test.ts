import { addDays } from '@common/calendar-days';
import { normalizeIndustry } from '@common/industries';
import { suiteStatus } from '@common/lease-lifecycle';
import { inPlaceRentPsf } from '@common/rent';
import {
  type StackingBuildingList,
  type StackingPlan,
  type StackingSpace,
  type StackingSpaceDetails,
  stackingBuildingNotFoundMessage,
  stackingSpaceNotFoundMessage,
} from '@common/stacking-plan';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { floors, leases, options, properties, spaces, tenants } from '../../db/schema';
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
const naturalOrder = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

async function rows<T extends Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await app.database.db.execute<T>(query)).rows as T[];
}

async function propertyId(name: string): Promise<number> {
  const [row] = await rows<{ id: number }>(sql`select id from properties where name = ${name}`);
  return row!.id;
}

async function spaceId(propertyName: string, suite: string): Promise<number> {
  const [row] = await rows<{ id: number }>(sql`
    select s.id from spaces s join properties p on p.id = s.property_id
    where p.name = ${propertyName} and s.suite = ${suite}`);
  return row!.id;
}

async function plan(id: number): Promise<StackingPlan> {
  const response = await get(`/api/stacking-plan/${id}`);
  expect(response.statusCode).toBe(200);
  return response.json() as StackingPlan;
}

const suitesOf = (body: StackingPlan) => body.floors.flatMap((floor) => floor.spaces);
const suiteNamed = (body: StackingPlan, suite: string): StackingSpace =>
  suitesOf(body).find((space) => space.suite === suite)!;

describe('GET /api/stacking-plan/buildings', () => {
  it('lists every building by name', async () => {
    const response = await get('/api/stacking-plan/buildings');
    expect(response.statusCode).toBe(200);
    const body = response.json() as StackingBuildingList;
    const expected = await rows<{ id: number; name: string; address: string; city: string; state: string }>(
      sql`select id, name, address, city, state from properties order by lower(name), id`,
    );
    expect(body.items).toEqual(expected);
    expect(body.items.map((item) => item.name)).toContain('Downtown Tower');
  });

  it('answers 401 without a session', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/stacking-plan/buildings' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/stacking-plan/:propertyId', () => {
  it('shows the building with its floors highest first and every suite in suite order', async () => {
    const id = await propertyId('Downtown Tower');
    const body = await plan(id);
    const [building] = await rows<Record<string, unknown>>(sql`
      select id, name, address, city, state, zip_code as "zipCode" from properties where id = ${id}`);
    expect(body.building).toMatchObject(building!);
    expect(body.today).toBe(today);

    const floorRows = await rows<{ id: number; number: number }>(
      sql`select id, number from floors where property_id = ${id}`,
    );
    expect(body.floors.map((floor) => floor.number)).toEqual(
      floorRows.map((floor) => floor.number).sort((a, b) => b - a),
    );
    const suiteRows = await rows<{ id: number; suite: string; number: number }>(sql`
      select s.id, s.suite, f.number from spaces s join floors f on f.id = s.floor_id where s.property_id = ${id}`);
    for (const floor of body.floors) {
      const expected = suiteRows
        .filter((row) => row.number === floor.number)
        .map((row) => row.suite)
        .sort(naturalOrder);
      expect(floor.spaces.map((space) => space.suite)).toEqual(expected);
    }
    expect(suitesOf(body)).toHaveLength(suiteRows.length);
    const top = body.floors[0]!;
    expect(top.number).toBe(Math.max(...floorRows.map((floor) => floor.number)));
  });

  it('adds up leased and vacant area per floor and for the building by the suite rule', async () => {
    const id = await propertyId('Downtown Tower');
    const body = await plan(id);
    const bySuite = await leaseFactsBySuite(app.database.db);
    const today = body.today;
    let buildingLeased = 0;
    let buildingVacant = 0;
    for (const floor of body.floors) {
      const status = (spaceId: number) => suiteStatus(bySuite.get(spaceId) ?? [], today);
      const vacant = floor.spaces
        .filter((space) => status(space.id) === 'vacant')
        .reduce((sum, space) => sum + space.rentableSf, 0);
      const suites = floor.spaces.reduce((sum, space) => sum + space.rentableSf, 0);
      // Pre-leased, expiring and renewed suites are leased; only a vacant suite is vacant.
      expect(floor).toMatchObject({ vacantSf: vacant, leasedSf: suites - vacant });
      expect(floor.totalSf).toBeGreaterThanOrEqual(suites);
      buildingLeased += suites - vacant;
      buildingVacant += vacant;
    }
    expect(body.building).toMatchObject({ leasedSf: buildingLeased, vacantSf: buildingVacant });
    expect(buildingLeased).toBeGreaterThan(0);
    expect(buildingVacant).toBeGreaterThan(0);
    // Suite 540 is pre-leased (Cobalt Software's signed lease): leased, not vacant.
    const suite540 = body.floors.flatMap((floor) => floor.spaces).find((space) => space.suite === '540');
    expect(suite540?.status).toBe('pre-leased');
  });

  it('gives each suite its active lease with occupant, industry and current rent, and none when vacant', async () => {
    const id = await propertyId('Downtown Tower');
    const body = await plan(id);
    const active = await rows<{
      space_id: number;
      id: number;
      tenant_id: number;
      name: string;
      industry: string | null;
      start_date: string;
      end_date: string;
      base_rent_psf: string;
      escalation_pct: string;
      lease_type: string;
    }>(sql`
      select l.space_id, l.id, t.id as tenant_id, t.name, t.industry, l.start_date::text, l.end_date::text,
        l.base_rent_psf, l.escalation_pct, l.lease_type
      from leases l join tenants t on t.id = l.tenant_id join spaces s on s.id = l.space_id
      where s.property_id = ${id} and l.status = 'active'`);
    const bySpace = new Map(active.map((lease) => [lease.space_id, lease]));
    for (const space of suitesOf(body)) {
      const lease = bySpace.get(space.id);
      if (!lease) {
        expect(space.lease).toBeNull();
        // No tenant in place: vacant, or pre-leased when a lease is signed to start later.
        expect(['vacant', 'pre-leased']).toContain(space.status);
        continue;
      }
      const terms = {
        baseRentPsf: Number(lease.base_rent_psf),
        escalationPct: Number(lease.escalation_pct),
        startDate: lease.start_date,
        endDate: lease.end_date,
      };
      expect(space.lease).toMatchObject({
        id: lease.id,
        tenant: { id: lease.tenant_id, name: lease.name },
        industry: normalizeIndustry(lease.industry),
        ...terms,
        inPlaceRentPsf: inPlaceRentPsf(terms, today),
        leaseType: lease.lease_type,
      });
    }
    const vacant = suiteNamed(body, '700');
    expect(vacant.lease).toBeNull();
    expect(vacant.status).toBe('vacant');
  });

  it('gives each suite its status by the suite rule and the lease signed to start next', async () => {
    const angelview = await plan(await propertyId('Angelview Medical Center'));
    const downtown = await plan(await propertyId('Downtown Tower'));
    const bySuite = await leaseFactsBySuite(app.database.db);
    for (const space of [...suitesOf(angelview), ...suitesOf(downtown)]) {
      expect(space.status, `suite ${space.suite}`).toBe(suiteStatus(bySuite.get(space.id) ?? [], today));
    }
    // Coral Pediatric Dentistry's signed lease of 220 starts later: pre-leased, not available.
    const suite220 = suiteNamed(angelview, '220');
    expect(suite220.status).toBe('pre-leased');
    expect(suite220.lease).toBeNull();
    expect(suite220.signedLease?.tenant.name).toBe('Coral Pediatric Dentistry');
    expect(suite220.signedLease!.startDate > today).toBe(true);
    // Hill Country Pediatrics signed a renewal of 110.
    const suite110 = suiteNamed(angelview, '110');
    expect(suite110.status).toBe('renewed');
    expect(suite110.signedLease?.tenant.name).toBe('Hill Country Pediatrics');
    expect(suiteNamed(downtown, '540').status).toBe('pre-leased');
  });

  it('shows the subtenant of a sublease as the occupant and names the sublessor', async () => {
    const body = await plan(await propertyId('Downtown Tower'));
    const lease = suiteNamed(body, '1050').lease!;
    expect(lease.isSublease).toBe(true);
    expect(lease.tenant.name).toBe('Pixel Forge Studios');
    const [calder] = await rows<{ id: number }>(
      sql`select id from tenants where name = 'Calder Private Equity'`,
    );
    expect(lease.sublessor).toEqual({ id: calder!.id, name: 'Calder Private Equity' });
    expect(suiteNamed(body, '1000').lease!.sublessor).toBeNull();
  });

  it('lists the live option types over each suite and counts the conflicting ROFOs over suite 860', async () => {
    const id = await propertyId('Downtown Tower');
    const body = await plan(id);
    const live = await rows<{ space_id: number; types: string[] }>(sql`
      select o.space_id, array_agg(distinct o.option_type order by o.option_type) as types
      from options o join spaces s on s.id = o.space_id
      where s.property_id = ${id} and o.effective_date >= ${today}::date group by o.space_id`);
    const typesBySpace = new Map(live.map((row) => [row.space_id, row.types]));
    for (const space of suitesOf(body)) {
      expect([...space.optionTypes].sort()).toEqual([...(typesBySpace.get(space.id) ?? [])].sort());
    }
    const suite860 = suiteNamed(body, '860');
    expect(suite860.optionTypes).toEqual(['ROFO']);
    expect(suite860.conflictCount).toBe(2);
    expect(suite860.lease).toBeNull();
    // The ROFN over 650 does not conflict: its lease ends before the right takes effect.
    expect(suiteNamed(body, '650').optionTypes).toEqual(['ROFN']);
    const others = suitesOf(body).filter((space) => space.suite !== '860');
    expect(others.every((space) => space.conflictCount === 0)).toBe(true);
  });

  it('counts a right over a suite leased to another tenant past its effective date as a conflict', async () => {
    const id = await propertyId('Downtown Tower');
    const target = await spaceId('Downtown Tower', '650');
    const [holder] = await rows<{ id: number; tenant_id: number }>(sql`
      select l.id, l.tenant_id from leases l join spaces s on s.id = l.space_id
      where s.property_id = ${id} and s.suite = '900' and l.status = 'active'`);
    const [inserted] = await app.database.db
      .insert(options)
      .values({
        propertyId: id,
        spaceId: target,
        leaseId: holder!.id,
        tenantId: holder!.tenant_id,
        optionType: 'ROFR',
        noticeStart: addDays(today, 10),
        noticeEnd: addDays(today, 20),
        effectiveDate: addDays(today, 30),
      })
      .returning({ id: options.id });
    try {
      const suite = suiteNamed(await plan(id), '650');
      // Ramos & Whitfield's lease runs past day 30; the ROFN (window from day 100) does not overlap the ROFR.
      expect(suite.optionTypes).toEqual(['ROFN', 'ROFR']);
      expect(suite.conflictCount).toBe(1);
    } finally {
      await app.database.db.delete(options).where(sql`${options.id} = ${inserted!.id}`);
    }
  });

  it('answers 404 for an unknown building, 400 for a bad id and 401 without a session', async () => {
    const missing = await get('/api/stacking-plan/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(stackingBuildingNotFoundMessage);
    for (const bad of ['abc', '0', '1.5', '-3', '99999999999']) {
      const response = await get(`/api/stacking-plan/${bad}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    const id = await propertyId('Downtown Tower');
    const anonymous = await app.inject({ method: 'GET', url: `/api/stacking-plan/${id}` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/stacking-plan/:propertyId/spaces/:spaceId', () => {
  const details = async (property: string, suite: string) => {
    const response = await get(
      `/api/stacking-plan/${await propertyId(property)}/spaces/${await spaceId(property, suite)}`,
    );
    expect(response.statusCode).toBe(200);
    return response.json() as StackingSpaceDetails;
  };

  it("shows suite 860's deal and both competing ROFOs with their conflict messages", async () => {
    const id = await spaceId('Downtown Tower', '860');
    const body = await details('Downtown Tower', '860');
    expect(body.spaceId).toBe(id);
    expect(body.subleases).toEqual([]);

    const deals = await rows<{
      id: number;
      prospect_name: string;
      stage: string;
      square_feet_needed: number;
    }>(sql`
      select id, prospect_name, stage, square_feet_needed from opportunities
      where space_id = ${id} order by last_activity_at desc, id desc`);
    expect(deals.length).toBeGreaterThan(0);
    expect(body.deals.map((deal) => [deal.id, deal.name, deal.stage, deal.squareFeet])).toEqual(
      deals.map((deal) => [deal.id, deal.prospect_name, deal.stage, deal.square_feet_needed]),
    );
    expect(body.deals[0]).toMatchObject({ name: 'Quantum Ledger', tenant: { name: 'Quantum Ledger' } });
    expect(body.budget).toEqual([]);

    const seeded = await rows<{ id: number; tenant: string }>(sql`
      select o.id, t.name as tenant from options o join tenants t on t.id = o.tenant_id
      where o.space_id = ${id} order by o.notice_start, o.id`);
    expect(body.options.map((option) => option.id)).toEqual(seeded.map((option) => option.id));
    const [quantum, harbor] = ['Quantum Ledger', 'Harbor Point Wealth'].map(
      (name) => body.options.find((option) => option.tenant?.name === name)!,
    );
    expect(quantum).toMatchObject({ optionType: 'ROFO', status: 'active', flag: null });
    expect(quantum!.noticeStart).toBe(addDays(today, -200));
    expect(quantum!.conflicts).toEqual([
      {
        kind: 'competing-right',
        otherOptionId: harbor!.id,
        message: "Competes with Harbor Point Wealth's ROFO over suite 860",
      },
    ]);
    expect(harbor!.conflicts).toEqual([
      {
        kind: 'competing-right',
        otherOptionId: quantum!.id,
        message: "Competes with Quantum Ledger's ROFO over suite 860",
      },
    ]);
  });

  it("shows a renewal's budget terms and the options over the holder's own suite", async () => {
    const id = await spaceId('Angelview Medical Center', '300');
    const body = await details('Angelview Medical Center', '300');
    const budget = await rows<Record<string, unknown>>(sql`
      select o.id as "dealId", o.prospect_name as "dealName", r.lease_type as "leaseType",
        r.term_months as "termMonths", r.base_rent::float as "baseRent",
        r.rent_escalation::float as "rentEscalation", r.rent_free_months::float as "rentFreeMonths",
        r.tenant_improvements::float as "tenantImprovements"
      from proposal_rounds r join opportunities o on o.id = r.opportunity_id
      where o.space_id = ${id} and r.side = 'budget' order by o.last_activity_at desc, o.id desc`);
    expect(budget).toHaveLength(1);
    expect(body.budget).toEqual(budget);
    expect(body.budget[0]!.dealName).toBe('Austin Orthopedic Associates');
    expect(body.deals.map((deal) => deal.name)).toContain('Austin Orthopedic Associates');

    // Parking took effect today: its window passed and nothing conflicts; the renewal is still ahead.
    const parking = body.options.find((option) => option.optionType === 'Parking')!;
    expect(parking).toMatchObject({ status: 'inactive', flag: 'window-passed', conflicts: [] });
    const renewal = body.options.find((option) => option.optionType === 'Renewal')!;
    expect(renewal.tenant?.name).toBe('Austin Orthopedic Associates');
    expect(renewal.conflicts).toEqual([]);
  });

  it('lists the subleases of a suite with subtenant and sublessor, newest first', async () => {
    const id = await spaceId('Downtown Tower', '1050');
    const body = await details('Downtown Tower', '1050');
    const expected = await rows<{ id: number; status: string }>(sql`
      select id, status from leases where space_id = ${id} and is_sublease order by start_date desc, id desc`);
    expect(body.subleases.map((lease) => [lease.id, lease.status])).toEqual(
      expected.map((lease) => [lease.id, lease.status]),
    );
    expect(body.subleases[0]).toMatchObject({
      subtenant: { name: 'Pixel Forge Studios' },
      sublessor: { name: 'Calder Private Equity' },
      status: 'active',
    });
    expect(body.deals).toEqual([]);
    expect(body.options).toEqual([]);
  });

  it('answers 404 for a suite of another building or an unknown one, and for an unknown building', async () => {
    const downtown = await propertyId('Downtown Tower');
    const elsewhere = await spaceId('Angelview Medical Center', '300');
    const otherBuilding = await get(`/api/stacking-plan/${downtown}/spaces/${elsewhere}`);
    expect(otherBuilding.statusCode).toBe(404);
    expect(otherBuilding.json().message).toBe(stackingSpaceNotFoundMessage);
    const unknownSuite = await get(`/api/stacking-plan/${downtown}/spaces/999999`);
    expect(unknownSuite.statusCode).toBe(404);
    expect(unknownSuite.json().message).toBe(stackingSpaceNotFoundMessage);
    const unknownBuilding = await get(`/api/stacking-plan/999999/spaces/${elsewhere}`);
    expect(unknownBuilding.statusCode).toBe(404);
    expect(unknownBuilding.json().message).toBe(stackingBuildingNotFoundMessage);
  });

  it('answers 400 for bad ids and 401 without a session', async () => {
    const downtown = await propertyId('Downtown Tower');
    const suite = await spaceId('Downtown Tower', '860');
    for (const url of [
      `/api/stacking-plan/${downtown}/spaces/abc`,
      `/api/stacking-plan/${downtown}/spaces/0`,
      `/api/stacking-plan/x/spaces/${suite}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    const anonymous = await app.inject({
      method: 'GET',
      url: `/api/stacking-plan/${downtown}/spaces/${suite}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('a building of 60 floors and 1,500 suites', () => {
  const floorCount = 60;
  const suitesPerFloor = 25;

  /** A tall building with two thirds of its suites leased and competing rights over some of them. */
  async function seedTower(): Promise<number> {
    const db = app.database.db;
    const sizeOf = (index: number) => 800 + (index % 5) * 300;
    const floorSf = Array.from({ length: suitesPerFloor }, (_, index) => sizeOf(index)).reduce(
      (a, b) => a + b,
    );
    const [property] = await db
      .insert(properties)
      .values({
        name: 'Stacking Load Tower',
        address: '1 Load Street',
        city: 'Chicago',
        state: 'IL',
        zipCode: '60601',
        market: 'Midwest',
        assetClass: 'office',
        assetType: 'core',
        floorCount,
        totalSf: floorSf * floorCount,
      })
      .returning({ id: properties.id });
    const id = property!.id;
    const floorRows = await db
      .insert(floors)
      .values(
        Array.from({ length: floorCount }, (_, index) => ({
          propertyId: id,
          number: index + 1,
          totalSf: floorSf,
        })),
      )
      .returning({ id: floors.id, number: floors.number });
    const spaceRows = await db
      .insert(spaces)
      .values(
        floorRows.flatMap((floor) =>
          Array.from({ length: suitesPerFloor }, (_, index) => ({
            propertyId: id,
            floorId: floor.id,
            suite: `${floor.number}${String(index + 1).padStart(2, '0')}`,
            rentableSf: sizeOf(index),
          })),
        ),
      )
      .returning({ id: spaces.id });
    const tenantRows = await db
      .insert(tenants)
      .values(
        Array.from({ length: 40 }, (_, index) => ({ name: `Load Tenant ${index + 1}`, industry: 'Law' })),
      )
      .returning({ id: tenants.id });
    const leaseRows = await db
      .insert(leases)
      .values(
        spaceRows
          .filter((_, index) => index % 3 !== 0)
          .map((space, index) => ({
            tenantId: tenantRows[index % tenantRows.length]!.id,
            spaceId: space.id,
            startDate: addDays(today, -400),
            endDate: addDays(today, 30 + (index % 700)),
            baseRentPsf: 40,
            escalationPct: 3,
            leaseType: 'gross' as const,
          })),
      )
      .returning({ id: leases.id, tenantId: leases.tenantId });
    await db.insert(options).values(
      Array.from({ length: 200 }, (_, index) => ({
        propertyId: id,
        // Two rights (index and index + 100) from different tenants over each of 100 suites.
        spaceId: spaceRows[(index % 100) * 7]!.id,
        leaseId: leaseRows[index]!.id,
        tenantId: leaseRows[index]!.tenantId,
        optionType: index % 2 === 0 ? ('ROFO' as const) : ('Expansion' as const),
        noticeStart: addDays(today, -30),
        noticeEnd: addDays(today, 60),
        effectiveDate: addDays(today, 90),
      })),
    );
    return id;
  }

  it('comes back whole in a constant number of queries (bench/stacking-plan.ts times it)', async () => {
    const id = await seedTower();
    const pool = app.database.db.$client;
    const spy = vi.spyOn(pool, 'query');
    const queriesFor = async (url: string) => {
      spy.mockClear();
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      // The session check's own lookups, and the one read of the organisation's day (its time
      // zone), are not the stacking plan's.
      return spy.mock.calls.filter(([query]) => {
        const text = typeof query === 'string' ? query : (query as { text: string }).text;
        return !/"sessions"|"app_settings"/.test(text);
      }).length;
    };
    const small = await queriesFor(`/api/stacking-plan/${await propertyId('Downtown Tower')}`);
    const large = await queriesFor(`/api/stacking-plan/${id}`);
    spy.mockRestore();
    expect(small).toBeLessThanOrEqual(4);
    expect(large).toBe(small);

    const body = await plan(id);
    expect(body.floors).toHaveLength(floorCount);
    expect(body.floors[0]!.number).toBe(floorCount);
    expect(suitesOf(body)).toHaveLength(floorCount * suitesPerFloor);
    expect(body.floors[0]!.spaces.map((space) => space.suite).slice(0, 3)).toEqual(['6001', '6002', '6003']);
    expect(body.building.leasedSf + body.building.vacantSf).toBe(body.building.totalSf);
    expect(suitesOf(body).filter((space) => space.lease)).toHaveLength(1000);
    // 100 suites each carry two overlapping rights from different tenants: both conflict.
    const conflicted = suitesOf(body).filter((space) => space.conflictCount > 0);
    expect(conflicted).toHaveLength(100);
    expect(conflicted.every((space) => space.conflictCount === 2)).toBe(true);
  });
});
