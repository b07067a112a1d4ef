import type { ExpirySchedule, OccupancyResponse } from '@common/analytics';
import {
  type DashboardResponse,
  type PortfolioSnapshot,
  snapshotYears,
  workflowTiles,
} from '@common/dashboard';
import type { DealListResponse } from '@common/deal-list';
import { leaseLifecycle } from '@common/lease-lifecycle';
import { optionStatus } from '@common/options';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/app';
import { leaseFactsBySuite, suitesWithStatus } from '../../test/lease-facts';

let app: TestApp;
let cookies: Record<string, string>;
let userId: number;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  app = await createTestApp();
  cookies = await signIn(app, 'amorgan', 'leaselens123');
  const { rows } = await app.database.db.execute<{ id: number }>(
    sql`select id from users where username = 'amorgan'`,
  );
  userId = (rows[0] as { id: number }).id;
});
afterAll(() => app.close());

const one = async (query: ReturnType<typeof sql>) =>
  ((await app.database.db.execute<{ n: number }>(query)).rows[0] as { n: number }).n;

const dashboard = async () => {
  const response = await app.inject({ method: 'GET', url: '/api/dashboard', cookies });
  expect(response.statusCode).toBe(200);
  return response.json() as DashboardResponse;
};

/** Every figure counted by its own query, options and vacancies through the shared rules. */
async function expectedFigures() {
  const { rows: options } = await app.database.db.execute<{
    noticeStart: string;
    noticeEnd: string;
    effectiveDate: string;
  }>(sql`select to_char(notice_start, 'YYYY-MM-DD') as "noticeStart", to_char(notice_end, 'YYYY-MM-DD') as "noticeEnd",
      to_char(effective_date, 'YYYY-MM-DD') as "effectiveDate" from options`);
  return {
    openTasks: await one(
      sql`select count(*)::int as n from tasks where assignee_id = ${userId} and completed_at is null`,
    ),
    tiles: {
      activeDeals: await one(
        sql`select count(*)::int as n from opportunities where stage not in ('deal', 'dead')`,
      ),
      // Expiring (not renewed) or held over within 90 days, by the lifecycle rule.
      leasesExpiring90: [...(await leaseFactsBySuite(app.database.db)).values()]
        .flatMap((suite) => suite.map((lease) => leaseLifecycle(lease, suite, today, 90)))
        .filter((state) => state === 'expiring' || state === 'holdover').length,
      newAiOpportunities: await one(
        sql`select count(*)::int as n from ai_opportunities where status = 'new' and retired_at is null`,
      ),
      vacancies: (
        await suitesWithStatus(
          app.database.db,
          (
            await app.database.db.execute<{ id: number }>(sql`select id from spaces`)
          ).rows.map((row) => row.id),
          today,
          ['vacant'],
        )
      ).length,
      properties: await one(sql`select count(*)::int as n from properties`),
      options: options.filter((option) => optionStatus(option, today) !== 'expired').length,
      stackingPlans: await one(sql`select count(distinct property_id)::int as n from floors`),
    },
  };
}

describe('GET /api/dashboard', () => {
  it('answers 401 JSON without a session', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/dashboard' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBeTruthy();
  });

  it('computes every figure from the portfolio', async () => {
    const figures = await dashboard();
    expect({ openTasks: figures.openTasks, tiles: figures.tiles }).toEqual(await expectedFigures());
    // The seed is a real portfolio: the tiles are not all zero.
    expect(figures.tiles.properties).toBeGreaterThan(0);
    expect(figures.tiles.stackingPlans).toBeGreaterThan(0);
  });

  it("opens Active Deals on the stages it counts: the pipeline's total there is the tile's figure", async () => {
    const figures = await dashboard();
    const link = new URL(workflowTiles.activeDeals.path, 'http://app.test');
    expect(link.pathname).toBe('/deals');
    const response = await app.inject({ method: 'GET', url: `/api/opportunities${link.search}`, cookies });
    expect(response.statusCode).toBe(200);
    const deals = response.json() as DealListResponse;
    expect(deals.total).toBe(figures.tiles.activeDeals);
    // Idle deals are active deals: the seed has some, and the link carries their stage.
    expect(deals.stageCounts.idle).toBeGreaterThan(0);
    expect(deals.items.filter((deal) => deal.stage === 'idle')).toHaveLength(deals.stageCounts.idle);
  });

  it('moves each figure when the data changes', async () => {
    const before = await dashboard();
    const db = app.database.db;
    const [{ id: propertyId }] = (
      await db.execute<{ id: number }>(sql`select id from properties order by id limit 1`)
    ).rows as [{ id: number }];

    // A new building with one floor and one vacant suite: properties, stacking plans, vacancies.
    const { rows: built } = await db.execute<{ property: number; floor: number }>(sql`
      with p as (
        insert into properties (name, address, city, state, zip_code, market, asset_class, asset_type, floor_count, total_sf)
        select 'Dashboard Test Tower', '1 Test Way', city, state, zip_code, market, asset_class, asset_type, 1, 10000
        from properties where id = ${propertyId} returning id
      ), f as (insert into floors (property_id, number, total_sf) select id, 1, 10000 from p returning id, property_id)
      insert into spaces (property_id, floor_id, suite, rentable_sf) select property_id, id, '100', 5000 from f
      returning property_id as property, floor_id as floor`);
    expect(built).toHaveLength(1);
    // A building without floors has no stacking plan.
    await db.execute(sql`insert into properties (name, address, city, state, zip_code, market, asset_class, asset_type, floor_count, total_sf)
      select 'No Floors Yet', '2 Test Way', city, state, zip_code, market, asset_class, asset_type, 1, 1000
      from properties where id = ${propertyId}`);
    // An active deal and a closed one.
    await db.execute(sql`insert into opportunities (title, prospect_name, property_id, stage, square_feet_needed, created_by)
      values ('Test deal', 'Dashboard Prospect', ${propertyId}, 'touring', 1000, ${userId}),
             ('Closed deal', 'Closed Prospect', ${propertyId}, 'dead', 1000, ${userId})`);
    // A lease now ending in 60 days (it was later than 90).
    await db.execute(sql`update leases set end_date = ${today}::date + 60 where id =
      (select id from leases where status = 'active' and end_date > ${today}::date + 90
        and lease_lifecycle(id, ${today}::date) = 'active' order by id limit 1)`);
    // A new AI opportunity, a retired one and a viewed one.
    await db.execute(sql`insert into ai_opportunities (type, title, description, confidence_score, status, fingerprint, retired_at)
      values ('market', 'New one', 'd', 50, 'new', 'dash-new', null),
             ('market', 'Retired', 'd', 50, 'new', 'dash-retired', now()),
             ('market', 'Viewed', 'd', 50, 'viewed', 'dash-viewed', null)`);
    // A live option and an expired one.
    await db.execute(sql`insert into options (property_id, option_type, notice_start, notice_end, effective_date)
      values (${propertyId}, 'Renewal', ${today}::date + 10, ${today}::date + 40, ${today}::date + 100),
             (${propertyId}, 'Renewal', ${today}::date - 100, ${today}::date - 50, ${today}::date - 1)`);
    // An open task for this user, a completed one, and one for someone else.
    await db.execute(sql`insert into tasks (opportunity_id, title, assignee_id, due_date, created_by, completed_at)
      select id, 'Call the broker', ${userId}::int, ${today}::date - 3, ${userId}::int, null::timestamptz from opportunities where prospect_name = 'Dashboard Prospect'
      union all
      select id, 'Done already', ${userId}::int, null, ${userId}::int, now() from opportunities where prospect_name = 'Dashboard Prospect'
      union all
      select id, 'Not mine', (select id from users where username = 'demo'), null, ${userId}::int, null
        from opportunities where prospect_name = 'Dashboard Prospect'`);

    const after = await dashboard();
    expect(after.openTasks).toBe(before.openTasks + 1);
    expect(after.tiles).toEqual({
      activeDeals: before.tiles.activeDeals + 1,
      leasesExpiring90: before.tiles.leasesExpiring90 + 1,
      newAiOpportunities: before.tiles.newAiOpportunities + 1,
      vacancies: before.tiles.vacancies + 1,
      properties: before.tiles.properties + 2,
      options: before.tiles.options + 1,
      stackingPlans: before.tiles.stackingPlans + 1,
    });
    expect({ openTasks: after.openTasks, tiles: after.tiles }).toEqual(await expectedFigures());
    // The overdue task comes first among the user's upcoming tasks and links to its deal.
    const first = after.upcomingTasks[0];
    expect(first?.title).toBe('Call the broker');
    expect(first?.opportunity.prospectName).toBe('Dashboard Prospect');
    expect(first?.path).toBe(`/deals/${first?.opportunity.id}?tab=tasks`);
    expect(after.upcomingTasks.map((task) => task.title)).not.toContain('Done already');
    expect(after.upcomingTasks.map((task) => task.title)).not.toContain('Not mine');
  });

  it('lists at most 5 upcoming tasks, due soonest first and undated last', async () => {
    const db = app.database.db;
    await db.execute(sql`insert into tasks (opportunity_id, title, assignee_id, due_date, created_by)
      select o.id, 'Batch task ' || n, ${userId}, case when n = 1 then null else ${today}::date + n end, ${userId}
      from opportunities o, generate_series(1, 6) n where o.prospect_name = 'Dashboard Prospect'`);
    const { upcomingTasks, openTasks } = await dashboard();
    expect(upcomingTasks).toHaveLength(5);
    expect(openTasks).toBe(
      await one(
        sql`select count(*)::int as n from tasks where assignee_id = ${userId} and completed_at is null`,
      ),
    );
    const dates = upcomingTasks.map((task) => task.dueDate);
    expect(dates.every((date) => date !== null)).toBe(true);
    expect([...dates].sort()).toEqual(dates);
  });
});

describe('GET /api/dashboard/portfolio', () => {
  it('answers 401 JSON without a session', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/dashboard/portfolio' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBeTruthy();
  });

  it("says what Analytics says of the whole portfolio today: occupancy, and the next five years' expiries", async () => {
    const get = async <T>(url: string) => {
      const response = await app.inject({ method: 'GET', url, cookies });
      expect(response.statusCode).toBe(200);
      return response.json() as T;
    };
    const [snapshot, expiry, occupancy] = await Promise.all([
      get<PortfolioSnapshot>('/api/dashboard/portfolio'),
      get<ExpirySchedule>('/api/analytics/expiry'),
      get<OccupancyResponse>('/api/analytics/occupancy'),
    ]);
    expect(snapshot.asOf).toBe(expiry.asOf);
    const { month: _, date: __, ...today } = occupancy.months.find((month) => month.date === occupancy.asOf)!;
    expect(snapshot.occupancy).toEqual(today);
    expect(snapshot.years).toEqual(
      expiry.years
        .slice(0, snapshotYears)
        .map(({ byBuilding: _, annualRent: __, shareOfRent: ___, ...year }) => year),
    );
    // The seeded portfolio has leases ending in these years: the comparison is not of empty charts.
    expect(snapshot.years.some((year) => year.leases > 0)).toBe(true);
  });
});
