import { addDays, addMonths } from '@common/calendar-days';
import { createLeaseMessages } from '@common/create-lease';
import { opportunityNotFoundMessage } from '@common/deal-detail';
import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leases, opportunities, spaces, tenants } from '../../db/schema';
import { createTestApp, signIn, type TestApp } from '../../test/app';
import { isoDay } from '../properties/calendar-day';

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
const post = (url: string, payload?: object, withSession = true) =>
  app.inject({ method: 'POST', url, ...(payload ? { payload } : {}), ...(withSession ? { cookies } : {}) });
const createLease = (id: number, withSession = true) =>
  post(`/api/opportunities/${id}/lease`, undefined, withSession);

const terms = {
  leaseType: 'gross',
  term: 36,
  baseRent: 41.5,
  rentEscalation: 3,
  rentFreePeriod: 2,
  tenantImprovements: 15,
  securityDeposit: 9000,
};

/** Suites with no active or pending lease, one per test, so each test makes its own deal. */
let vacantSuites: { id: number; propertyId: number }[] = [];
let tenantIds: number[] = [];
beforeAll(async () => {
  vacantSuites = await db()
    .select({ id: spaces.id, propertyId: spaces.propertyId })
    .from(spaces)
    .where(
      notExists(
        db()
          .select({ id: leases.id })
          .from(leases)
          .where(and(eq(leases.spaceId, spaces.id), inArray(leases.status, ['active', 'pending']))),
      ),
    )
    .orderBy(spaces.id);
  tenantIds = (await db().select({ id: tenants.id }).from(tenants).orderBy(tenants.id)).map((row) => row.id);
});

type DealSetup = {
  stage?: string;
  tenant?: boolean;
  space?: boolean;
  terms?: boolean;
  expectedCloseDate?: string;
};

async function wonDeal(setup: DealSetup = {}) {
  const suite = vacantSuites.shift()!;
  const response = await post('/api/opportunities', {
    prospectName: 'Lease Test Co',
    propertyId: suite.propertyId,
    spaceId: setup.space === false ? null : suite.id,
    tenantId: setup.tenant === false ? null : tenantIds.shift(),
    squareFeetNeeded: 2000,
    stage: setup.stage ?? 'deal',
    allowDuplicate: true,
    expectedCloseDate: setup.expectedCloseDate ?? null,
  });
  expect(response.statusCode).toBe(201);
  const id: number = response.json().id;
  if (setup.terms !== false) {
    expect((await post(`/api/opportunities/${id}/lease-terms`, terms)).statusCode).toBe(201);
  }
  return { id, spaceId: suite.id };
}

const leasesOf = (id: number) => db().select().from(leases).where(eq(leases.opportunityId, id));

describe('POST /api/opportunities/:id/lease', () => {
  it('turns a won deal into the space’s lease from its proposal terms (201 { leaseId })', async () => {
    const start = '2026-01-31';
    const deal = await wonDeal({ expectedCloseDate: start });
    const response = await createLease(deal.id);
    expect(response.statusCode).toBe(201);
    const { leaseId } = response.json();
    const [lease] = await leasesOf(deal.id);
    expect(lease).toMatchObject({
      id: leaseId,
      spaceId: deal.spaceId,
      startDate: start,
      // 36 months from Jan 31: the last day is the day before the third anniversary.
      endDate: '2029-01-30',
      baseRentPsf: 41.5,
      escalationPct: 3,
      leaseType: 'gross',
      freeRentMonths: 2,
      tiPsf: 15,
      securityDeposit: 9000,
      status: start <= today ? 'active' : 'pending',
      opportunityId: deal.id,
    });
    const detail = (
      await app.inject({ method: 'GET', url: `/api/opportunities/${deal.id}`, cookies })
    ).json();
    expect(detail.leaseId).toBe(leaseId);
  });

  it('starts today without an expected close date, the lease then active', async () => {
    const deal = await wonDeal();
    expect((await createLease(deal.id)).statusCode).toBe(201);
    const [lease] = await leasesOf(deal.id);
    expect(lease).toMatchObject({ startDate: today, status: 'active' });
    expect(lease!.endDate).toBe(addDays(addMonths(today, 36), -1));
  });

  it('a future start waits as a pending lease', async () => {
    const start = addMonths(today, 2);
    const deal = await wonDeal({ expectedCloseDate: start });
    expect((await createLease(deal.id)).statusCode).toBe(201);
    expect((await leasesOf(deal.id))[0]).toMatchObject({ startDate: start, status: 'pending' });
  });

  it('answers 409 on a second call, creating nothing more', async () => {
    const deal = await wonDeal();
    expect((await createLease(deal.id)).statusCode).toBe(201);
    const again = await createLease(deal.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: createLeaseMessages.alreadyCreated, code: 'conflict' });
    expect(await leasesOf(deal.id)).toHaveLength(1);
  });

  it('creates one lease when two calls race', async () => {
    const deal = await wonDeal();
    const answers = await Promise.all([createLease(deal.id), createLease(deal.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await leasesOf(deal.id)).toHaveLength(1);
  });

  it.each([
    [createLeaseMessages.notWon, { stage: 'lease_execution' }],
    [createLeaseMessages.noTenant, { tenant: false }],
    [createLeaseMessages.noSpace, { space: false }],
    [createLeaseMessages.noTerms, { terms: false }],
  ])('answers 409 "%s" and creates nothing', async (message, setup) => {
    const deal = await wonDeal(setup);
    const response = await createLease(deal.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message, code: 'conflict' });
    expect(await leasesOf(deal.id)).toEqual([]);
  });

  it('answers 409 when the space is leased for overlapping dates', async () => {
    const deal = await wonDeal();
    const [leased] = await db()
      .select({ spaceId: leases.spaceId, tenantId: leases.tenantId })
      .from(leases)
      .where(and(eq(leases.status, 'active'), sql`${leases.endDate} > ${today}::date + 400`))
      .limit(1);
    const [space] = await db().select().from(spaces).where(eq(spaces.id, leased!.spaceId));
    await db()
      .update(opportunities)
      .set({ propertyId: space!.propertyId, spaceId: space!.id })
      .where(eq(opportunities.id, deal.id));
    const before = (await db().select({ id: leases.id }).from(leases)).length;
    const response = await createLease(deal.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: createLeaseMessages.spaceLeased, code: 'conflict' });
    expect((await db().select({ id: leases.id }).from(leases)).length).toBe(before);
  });

  it('answers 404 for a missing deal, 400 for a bad id, 401 without a session', async () => {
    const missing = await createLease(999999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: opportunityNotFoundMessage, code: 'not_found' });
    expect((await post('/api/opportunities/abc/lease')).statusCode).toBe(400);
    const deal = await wonDeal();
    expect((await createLease(deal.id, false)).statusCode).toBe(401);
    expect(await leasesOf(deal.id)).toEqual([]);
  });
});
