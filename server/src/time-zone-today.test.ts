import { addDays, addMonths } from '@common/calendar-days';
import type { LeaseListItem } from '@common/leases';
import type { SpaceListItem } from '@common/spaces';
import { serverTimeZone, todayIn } from '@common/time-zone';
import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { floors, leases, spaces, tenants } from './db/schema';
import { suiteStatusIn } from './db/suite-status-sql';
import { createTestApp, signIn, type TestApp } from './test/app';

/*
 * Every "today" the server reads is the organisation's day. At 03:00 UTC on Nov 26 it is still the
 * evening of Nov 25 in Los Angeles: a lease that ends on Nov 25 still runs there.
 */
const now = new Date('2026-11-26T03:00:00Z');
const laDay = '2026-11-25';

let app: TestApp;
let cookies: Record<string, string>;
let tenantId: number;
let suite: string;
let freeSuites: { id: number; propertyId: number }[] = [];
let dealTenants: number[] = [];

const db = () => app.database.db;
const get = (url: string) => app.inject({ method: 'GET', url, cookies });

async function setZone(zone: string | null) {
  await db().execute(sql`
    insert into app_settings (id, time_zone) values (1, ${zone})
    on conflict (id) do update set time_zone = excluded.time_zone`);
}

beforeAll(async () => {
  app = await createTestApp({ clock: () => now });
  cookies = await signIn(app);
  const [floor] = await db().select().from(floors).orderBy(floors.id).limit(1);
  suite = 'TZ-TODAY-1';
  const [space] = await db()
    .insert(spaces)
    .values({ propertyId: floor!.propertyId, floorId: floor!.id, suite, rentableSf: 1800 })
    .returning({ id: spaces.id });
  const [tenant] = await db().insert(tenants).values({ name: 'Evening Ledger LLC' }).returning();
  tenantId = tenant!.id;
  // Moved out on its last day and recorded so: it runs through Nov 25, then the suite is vacant.
  await db().insert(leases).values({
    tenantId,
    spaceId: space!.id,
    startDate: '2024-11-26',
    endDate: laDay,
    baseRentPsf: 38,
    leaseType: 'gross',
    status: 'expired',
  });
  freeSuites = await db()
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
  freeSuites = freeSuites.filter((free) => free.id !== space!.id);
  dealTenants = (await db().select({ id: tenants.id }).from(tenants).orderBy(tenants.id)).map(
    (row) => row.id,
  );
});
afterAll(() => app.close());

/** What the screens say on the day the server reads. */
async function readBack() {
  const expiring = (await get(`/api/leases?tenant=${tenantId}&expiring=30`)).json() as {
    items: LeaseListItem[];
  };
  const available = (await get(`/api/spaces?keyword=${suite}`)).json() as { items: SpaceListItem[] };
  const dashboard = (await get('/api/dashboard')).json() as {
    tiles: { vacancies: number; leasesExpiring90: number };
  };
  return {
    leaseExpiring: expiring.items.length === 1,
    suiteStatus: available.items.find((item) => item.suite === suite)?.status ?? null,
    vacancies: dashboard.tiles.vacancies,
  };
}

async function vacanciesOn(day: string) {
  const { rows } = await db().execute<{ count: number }>(
    sql`select count(*)::int as count from spaces s where ${suiteStatusIn(sql`s.id`, day, ['vacant'])}`,
  );
  return rows[0]!.count;
}

/** Create Lease on a won deal with no expected close date: the start day it writes. */
async function createLeaseStart(): Promise<string> {
  const free = freeSuites.shift()!;
  const created = await app.inject({
    method: 'POST',
    url: '/api/opportunities',
    cookies,
    payload: {
      prospectName: 'Evening Deal Co',
      propertyId: free.propertyId,
      spaceId: free.id,
      tenantId: dealTenants.shift(),
      squareFeetNeeded: 1500,
      stage: 'deal',
      allowDuplicate: true,
      expectedCloseDate: null,
    },
  });
  expect(created.statusCode).toBe(201);
  const id: number = created.json().id;
  const terms = await app.inject({
    method: 'POST',
    url: `/api/opportunities/${id}/lease-terms`,
    cookies,
    payload: {
      leaseType: 'gross',
      term: 36,
      baseRent: 40,
      rentEscalation: 3,
      rentFreePeriod: 0,
      tenantImprovements: 0,
      securityDeposit: 0,
    },
  });
  expect(terms.statusCode).toBe(201);
  const lease = await app.inject({ method: 'POST', url: `/api/opportunities/${id}/lease`, cookies });
  expect(lease.statusCode).toBe(201);
  const [row] = await db().select().from(leases).where(eq(leases.opportunityId, id));
  expect(row!.endDate).toBe(addDays(addMonths(row!.startDate, 36), -1));
  return row!.startDate;
}

describe('"today" on the server', () => {
  it('is the organisation’s day: at 03:00 UTC on Nov 26, Los Angeles still reads Nov 25', async () => {
    await setZone('America/Los_Angeles');
    // The two days must tell apart for this test to mean anything.
    expect(await vacanciesOn(laDay)).not.toBe(await vacanciesOn('2026-11-26'));

    expect(await readBack()).toEqual({
      leaseExpiring: true,
      suiteStatus: 'expiring',
      vacancies: await vacanciesOn(laDay),
    });
    expect(await createLeaseStart()).toBe(laDay);
  });

  it('is the server zone’s day while no organisation zone is set', async () => {
    await setZone(null);
    const serverDay = todayIn(serverTimeZone(), now);
    const stillRunning = serverDay <= laDay;
    expect(await readBack()).toEqual({
      leaseExpiring: stillRunning,
      suiteStatus: stillRunning ? 'expiring' : 'vacant',
      vacancies: await vacanciesOn(serverDay),
    });
    expect(await createLeaseStart()).toBe(serverDay);
  });
});
