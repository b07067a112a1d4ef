import { addDays, addMonths } from '@common/calendar-days';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leases, opportunities, properties, spaces, tenants } from '../../db/schema';
import { suiteStatusOf } from '../../db/suite-status-sql';
import { createTestApp, signIn, type TestApp } from '../../test/app';
import { isoDay } from '../properties/calendar-day';

/*
 * Winning a renewal deal puts its lease in the portfolio at once: the tenant's signed renewal is
 * linked to the deal, or the renewal lease is written from the proposal terms, running on from the
 * lease it renews; the suite then reads "renewed" everywhere.
 */

let app: TestApp;
let cookies: Record<string, string>;
const now = new Date();
const today = isoDay(now);

beforeAll(async () => {
  app = await createTestApp({ clock: () => now });
  cookies = await signIn(app);
});
afterAll(() => app.close());

const db = () => app.database.db;
const request = (method: 'POST' | 'PATCH', url: string, payload?: object) =>
  app.inject({ method, url, cookies, ...(payload ? { payload } : {}) });

const terms = {
  leaseType: 'net',
  term: 60,
  baseRent: 38,
  rentEscalation: 3,
  rentFreePeriod: 1,
  tenantImprovements: 10,
  securityDeposit: 0,
};

let suiteNumber = 900;
/** A suite of its own with one lease of a new tenant, ending `endsIn` days from today. */
async function leasedSuite(endsIn: number, recordStatus: 'active' | 'expired' = 'active') {
  const [property] = await db().select().from(properties).where(eq(properties.name, 'Downtown Tower'));
  const [floor] = await db().query.floors.findMany({
    where: (f, { eq: is }) => is(f.propertyId, property!.id),
  });
  suiteNumber += 1;
  const [space] = await db()
    .insert(spaces)
    .values({ propertyId: property!.id, floorId: floor!.id, suite: String(suiteNumber), rentableSf: 4000 })
    .returning();
  const [tenant] = await db()
    .insert(tenants)
    .values({ name: `Renewing Tenant ${suiteNumber}`, industry: 'Law' })
    .returning();
  const [lease] = await db()
    .insert(leases)
    .values({
      tenantId: tenant!.id,
      spaceId: space!.id,
      startDate: addDays(today, endsIn - 5 * 365),
      endDate: addDays(today, endsIn),
      baseRentPsf: 30,
      leaseType: 'net',
      status: recordStatus,
    })
    .returning();
  return { space: space!, tenant: tenant!, lease: lease! };
}

/** Start Renewal on the lease: the renewal deal it opens. */
async function renewalDeal(leaseId: number) {
  const started = await request('POST', `/api/leases/${leaseId}/renew`);
  expect(started.statusCode, started.body).toBe(201);
  return (started.json() as { opportunityId: number }).opportunityId;
}

const win = (dealId: number) => request('PATCH', `/api/opportunities/${dealId}/stage`, { stage: 'deal' });

const statusOf = async (spaceId: number) => {
  const [row] = await db()
    .select({ status: suiteStatusOf(spaces.id, today) })
    .from(spaces)
    .where(eq(spaces.id, spaceId));
  return row?.status;
};

describe('winning a renewal deal', () => {
  it('writes the renewal lease from the proposal terms, starting the day after the lease it renews', async () => {
    const { space, tenant, lease } = await leasedSuite(90);
    expect(await statusOf(space.id)).toBe('expiring');
    const dealId = await renewalDeal(lease.id);
    expect((await request('POST', `/api/opportunities/${dealId}/lease-terms`, terms)).statusCode).toBe(201);

    const won = await win(dealId);
    expect(won.statusCode, won.body).toBe(200);
    const renewal = await db().query.leases.findFirst({
      where: (l, { eq: is }) => is(l.opportunityId, dealId),
    });
    const start = addDays(lease.endDate, 1);
    expect(renewal).toMatchObject({
      tenantId: tenant.id,
      spaceId: space.id,
      followsLeaseId: lease.id,
      startDate: start,
      endDate: addDays(addMonths(start, 60), -1),
      baseRentPsf: 38,
      status: 'pending',
    });
    expect(won.json().leaseId).toBe(renewal!.id);
    expect(await statusOf(space.id)).toBe('renewed');
    // Start Renewal now says the lease is renewed instead of opening a second deal.
    expect((await request('POST', `/api/leases/${lease.id}/renew`)).statusCode).toBe(409);
  });

  it('links the renewal lease already signed instead of writing a second one', async () => {
    const { space, tenant, lease } = await leasedSuite(120);
    const [signed] = await db()
      .insert(leases)
      .values({
        tenantId: tenant.id,
        spaceId: space.id,
        startDate: addDays(lease.endDate, 1),
        endDate: addDays(lease.endDate, 3 * 365),
        baseRentPsf: 33,
        leaseType: 'net',
        status: 'pending',
      })
      .returning();
    // The renewal is signed, so Start Renewal refuses; a renewal deal entered by hand is won instead.
    const created = await request('POST', '/api/opportunities', {
      prospectName: tenant.name,
      tenantId: tenant.id,
      propertyId: space.propertyId,
      spaceId: space.id,
      dealType: 'renewal',
      squareFeetNeeded: 4000,
      stage: 'legal',
    });
    expect(created.statusCode, created.body).toBe(201);
    const dealId = created.json().id as number;

    expect((await win(dealId)).statusCode).toBe(200);
    const onSuite = await db().select().from(leases).where(eq(leases.spaceId, space.id));
    expect(onSuite).toHaveLength(2);
    expect(onSuite.find((row) => row.id === signed!.id)).toMatchObject({
      opportunityId: dealId,
      followsLeaseId: lease.id,
    });
  });

  it('closes a holdover: the renewal starts the day after the old end and is active at once', async () => {
    const { space, lease } = await leasedSuite(-20);
    expect(await statusOf(space.id)).toBe('expiring');
    const dealId = await renewalDeal(lease.id);
    expect((await request('POST', `/api/opportunities/${dealId}/lease-terms`, terms)).statusCode).toBe(201);

    expect((await win(dealId)).statusCode).toBe(200);
    const onSuite = await db().select().from(leases).where(eq(leases.spaceId, space.id));
    const renewal = onSuite.find((row) => row.opportunityId === dealId);
    expect(renewal).toMatchObject({ startDate: addDays(lease.endDate, 1), status: 'active' });
    expect(onSuite.find((row) => row.id === lease.id)?.status).toBe('expired');
    expect(await statusOf(space.id)).toBe('occupied');
  });

  it('without terms changes the stage only; Create Lease writes the renewal once terms exist', async () => {
    const { space, lease } = await leasedSuite(150);
    const dealId = await renewalDeal(lease.id);
    const won = await win(dealId);
    expect(won.statusCode).toBe(200);
    expect(won.json()).toMatchObject({ stage: 'deal', leaseId: null });
    expect(await statusOf(space.id)).toBe('expiring');

    expect((await request('POST', `/api/opportunities/${dealId}/lease-terms`, terms)).statusCode).toBe(201);
    // The renewed lease runs until the renewal starts, so it does not count as a lease for those dates.
    const created = await request('POST', `/api/opportunities/${dealId}/lease`);
    expect(created.statusCode, created.body).toBe(201);
    const renewal = await db().query.leases.findFirst({
      where: (l, { eq: is }) => is(l.id, created.json().leaseId),
    });
    expect(renewal).toMatchObject({ followsLeaseId: lease.id, startDate: addDays(lease.endDate, 1) });
    expect(await statusOf(space.id)).toBe('renewed');
  });

  it('writes nothing for a new-lease deal won: its lease is made with Create Lease', async () => {
    const { space, tenant } = await leasedSuite(400);
    const created = await request('POST', '/api/opportunities', {
      prospectName: tenant.name,
      tenantId: tenant.id,
      propertyId: space.propertyId,
      spaceId: space.id,
      dealType: 'expansion',
      squareFeetNeeded: 4000,
    });
    const dealId = created.json().id as number;
    expect((await request('POST', `/api/opportunities/${dealId}/lease-terms`, terms)).statusCode).toBe(201);
    expect((await win(dealId)).json()).toMatchObject({ stage: 'deal', leaseId: null });
    const linked = await db()
      .select()
      .from(leases)
      .where(and(eq(leases.spaceId, space.id), eq(leases.opportunityId, dealId)));
    expect(linked).toEqual([]);
    const [deal] = await db().select().from(opportunities).where(eq(opportunities.id, dealId));
    expect(deal?.stage).toBe('deal');
  });
});
