import { type LeaseLifecycle, leaseLifecycle, type SuiteStatus, suiteStatus } from '@common/lease-lifecycle';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDay } from '../modules/properties/calendar-day';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { leaseDraftArb, writeDraftLeases } from '../test/random-leases';
import { floors, properties, spaces, tenants } from './schema';
import { leaseRunsOutWithin, suiteStatusOf } from './suite-status-sql';

/*
 * The SQL forms that lists and counts use — the function lease_lifecycle(), suiteStatusOf() and
 * leaseRunsOutWithin() — must say what the pure rules in common/src/lease-lifecycle.ts say, for any
 * portfolio: fast-check writes random
 * leases (pending, active, expiring, renewed, held over, expired, terminated, none at all) to a few
 * suites, and every suite and lease is read both ways.
 */

const suiteCount = 4;
let database: TestDatabase;
let spaceIds: number[] = [];
let tenantIds: number[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const [property] = await db
    .insert(properties)
    .values({
      name: 'Oracle Tower',
      address: '1 Oracle Street',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      market: 'Austin',
      assetClass: 'office',
      assetType: 'core',
      floorCount: 1,
      totalSf: 40_000,
    })
    .returning({ id: properties.id });
  const [floor] = await db
    .insert(floors)
    .values({ propertyId: property!.id, number: 1, totalSf: 40_000 })
    .returning({ id: floors.id });
  spaceIds = (
    await db
      .insert(spaces)
      .values(
        Array.from({ length: suiteCount }, (_, index) => ({
          propertyId: property!.id,
          floorId: floor!.id,
          suite: `10${index}`,
          rentableSf: 10_000,
        })),
      )
      .returning({ id: spaces.id })
  ).map((row) => row.id);
  tenantIds = (
    await db
      .insert(tenants)
      .values([1, 2, 3].map((n) => ({ name: `Oracle Tenant ${n}`, industry: 'Law' })))
      .returning({ id: tenants.id })
  ).map((row) => row.id);
});

afterAll(() => database?.close());

const today = '2026-11-25';

// Offsets from today in days, often on the edges the rules turn on (today, the horizons below).
const horizons = [0, 30, 180];
const edgeDays = [-1, 0, 1, 29, 30, 31, 179, 180, 181];

describe('lease_lifecycle() and suiteStatusOf() in SQL agree with the pure rules', () => {
  it('for every suite and every lease of random portfolios', async () => {
    const seen = { lifecycles: new Set<string>(), statuses: new Set<string>() };
    await fc.assert(
      fc.asyncProperty(
        fc.array(leaseDraftArb(edgeDays), { maxLength: 10 }),
        fc.constantFrom(...horizons),
        async (drafts, horizon) => {
          const facts = await writeDraftLeases(database.db, drafts, { today, suiteIds: spaceIds, tenantIds });
          // As the services write it: a one-table select, where drizzle leaves the id unqualified.
          const suiteRows = await database.db
            .select({ id: spaces.id, status: suiteStatusOf(spaces.id, today, horizon) })
            .from(spaces)
            .orderBy(spaces.id);
          for (const row of suiteRows) {
            const suiteLeases = facts.filter((lease) => lease.spaceId === row.id);
            expect(row.status, `suite ${row.id}`).toBe(suiteStatus(suiteLeases, today, horizon));
            seen.statuses.add(row.status);
          }
          const leaseRows = await database.db.execute<{ id: number; lifecycle: LeaseLifecycle }>(
            sql`select id, lease_lifecycle(id, ${today}::date, ${horizon}) as lifecycle from leases`,
          );
          for (const row of leaseRows.rows) {
            const lease = facts.find((fact) => fact.id === row.id)!;
            const suiteLeases = facts.filter((other) => other.spaceId === lease.spaceId);
            expect(row.lifecycle, `lease ${row.id}`).toBe(leaseLifecycle(lease, suiteLeases, today, horizon));
            seen.lifecycles.add(row.lifecycle);
          }
          // leaseRunsOutWithin(), the lists' and counts' inline form: expiring or held over.
          const runningOut = await database.db.execute<{ id: number; runs_out: boolean }>(
            sql`select l.id, ${leaseRunsOutWithin(
              {
                id: sql`l.id`,
                status: sql`l.status`,
                endDate: sql`l.end_date`,
                terminatedOn: sql`l.terminated_on`,
              },
              today,
              horizon,
            )} as runs_out from leases l`,
          );
          for (const row of runningOut.rows) {
            const lease = facts.find((fact) => fact.id === row.id)!;
            const suiteLeases = facts.filter((other) => other.spaceId === lease.spaceId);
            const lifecycle = leaseLifecycle(lease, suiteLeases, today, horizon);
            expect(row.runs_out, `lease ${row.id} (${lifecycle})`).toBe(
              lifecycle === 'expiring' || lifecycle === 'holdover',
            );
          }
        },
      ),
      { seed: 20261125, numRuns: 150 },
    );
    // The portfolios drawn reach every state, so the comparison covered each branch of both forms.
    expect([...seen.statuses].sort()).toEqual(['expiring', 'occupied', 'pre-leased', 'renewed', 'vacant']);
    expect([...seen.lifecycles].sort()).toEqual([
      'active',
      'expired',
      'expiring',
      'holdover',
      'pending',
      'renewed',
      'terminated',
    ]);
  });
});

describe('the seeded portfolio read through suiteStatusOf()', () => {
  let seeded: TestDatabase;
  beforeAll(async () => {
    seeded = await createTestDatabase({ seeded: true });
  });
  afterAll(() => seeded?.close());

  const statusOf = async (property: string, suite: string) => {
    const { rows } = await seeded.db.execute<{ status: SuiteStatus }>(
      sql`select ${suiteStatusOf(sql`s.id`, isoDay(new Date()))} as status
          from spaces s join properties p on p.id = s.property_id
          where p.name = ${property} and s.suite = ${suite}`,
    );
    return rows[0]?.status;
  };

  it('calls let suites let: a signed lease starting later pre-leases, a signed renewal renews', async () => {
    expect(await statusOf('Angelview Medical Center', '220')).toBe('pre-leased');
    expect(await statusOf('Angelview Medical Center', '110')).toBe('renewed');
    expect(await statusOf('Downtown Tower', '540')).toBe('pre-leased');
  });

  it('links each signed renewal to the lease it follows', async () => {
    const { rows } = await seeded.db.execute<{ tenant: string; follows: string | null }>(
      sql`select t.name as tenant, followed_tenant.name as follows
          from leases l join tenants t on t.id = l.tenant_id
          left join leases f on f.id = l.follows_lease_id
          left join tenants followed_tenant on followed_tenant.id = f.tenant_id
          where l.status = 'pending' order by t.name`,
    );
    expect(rows).toEqual([
      { tenant: 'Cobalt Software', follows: 'Cobalt Software' },
      { tenant: 'Coral Pediatric Dentistry', follows: null },
      { tenant: 'Hill Country Pediatrics', follows: 'Hill Country Pediatrics' },
      { tenant: 'Sterling Mutual Insurance', follows: 'Sterling Mutual Insurance' },
    ]);
  });
});
