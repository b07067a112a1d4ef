import { aiOpportunityTypes } from '@common/ai-opportunities';
import { addDays } from '@common/calendar-days';
import { activeDealStages } from '@common/dashboard';
import { dealStages } from '@common/deal-stages';
import { effectiveEnd, expiryHorizonDays, suiteStatus } from '@common/lease-lifecycle';
import type { LeaseStatus } from '@common/lease-statuses';
import { type SQL, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toLeaseFacts } from '../../db/lease-facts';
import { leases } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { dayOffsetArb } from '../../test/random-leases';

/*
 * The dashboard's figures kept by the triggers of migration `dashboard_counts` (dashboard_counts,
 * dashboard_day_counts, suite_cover, suite_expiry_spans) must equal a fresh count of their tables after
 * any sequence of inserts, updates and deletes, and the vacant and expiring suites read from the
 * buckets must be the suites suiteStatus() calls so, on any day.
 */

let database: TestDatabase;
const today = '2026-11-25';
// The days the cover rule turns on: a lease's end, its termination, the day after either.
const edgeDays = [-2, -1, 0, 1, 2];

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
});
afterAll(() => database?.close());

const run = (query: SQL) => database.db.execute(query);
const rows = async <T>(query: SQL) =>
  (await database.db.execute<T & Record<string, unknown>>(query)).rows as T[];

/** The n-th row id of a table (wrapping), or none when it is empty. */
const nth = (table: string, n: number, where = 'true') =>
  sql.raw(
    `(select id from ${table} where ${where} order by id offset ${n} % greatest(1, (select count(*) from ${table} where ${where})) limit 1)`,
  );

const dayArb = dayOffsetArb(edgeDays, -800, 800).map((offset) => addDays(today, offset));
const statusArb = fc.constantFrom<LeaseStatus>('active', 'expired', 'pending', 'terminated');

/** One write to one of the tables the figures count. */
const writeArb = fc.oneof(
  fc.record({
    kind: fc.constant('lease insert' as const),
    suite: fc.nat(),
    tenant: fc.nat(),
    start: dayArb,
    length: fc.integer({ min: 1, max: 900 }),
    status: statusArb,
    terminatedOn: fc.option(dayArb, { freq: 3 }),
  }),
  fc.record({
    kind: fc.constant('lease update' as const),
    lease: fc.nat(),
    status: statusArb,
    end: fc.option(dayArb, { freq: 2 }),
    terminatedOn: fc.option(dayArb, { freq: 2 }),
    suite: fc.option(fc.nat(), { freq: 3 }),
  }),
  fc.record({ kind: fc.constant('lease delete' as const), lease: fc.nat() }),
  fc.record({
    kind: fc.constant('suite insert' as const),
    building: fc.nat(),
    rsf: fc.integer({ min: 1, max: 9000 }),
  }),
  fc.record({
    kind: fc.constant('suite resize' as const),
    suite: fc.nat(),
    rsf: fc.integer({ min: 1, max: 9000 }),
  }),
  fc.record({ kind: fc.constant('suite delete' as const), suite: fc.nat() }),
  fc.record({ kind: fc.constant('option insert' as const), building: fc.nat(), effective: dayArb }),
  fc.record({ kind: fc.constant('option update' as const), option: fc.nat(), effective: dayArb }),
  fc.record({ kind: fc.constant('option delete' as const), option: fc.nat() }),
  fc.record({
    kind: fc.constant('deal stage' as const),
    deal: fc.nat(),
    stage: fc.constantFrom('inquiry', 'proposal', 'deal', 'dead'),
  }),
  fc.record({ kind: fc.constant('deal copy' as const), deal: fc.nat() }),
  fc.record({ kind: fc.constant('deal delete' as const), deal: fc.nat() }),
  fc.record({
    kind: fc.constant('ai update' as const),
    opportunity: fc.nat(),
    status: fc.constantFrom('new', 'viewed', 'dismissed'),
    type: fc.option(fc.constantFrom(...aiOpportunityTypes), { freq: 2 }),
    retired: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('ai insert' as const),
    status: fc.constantFrom('new', 'saved'),
    retired: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('ai delete' as const), opportunity: fc.nat() }),
  fc.record({
    kind: fc.constant('deal created' as const),
    deal: fc.nat(),
    day: dayArb,
    minute: fc.integer({ min: 0, max: 1439 }),
  }),
  fc.record({
    kind: fc.constant('building class' as const),
    building: fc.nat(),
    assetClass: fc.constantFrom('medical', 'office', 'retail'),
  }),
  fc.record({ kind: fc.constant('tenant intent' as const), tenant: fc.nat(), intent: fc.boolean() }),
  fc.record({
    kind: fc.constant('survey insert' as const),
    tenant: fc.nat(),
    day: dayArb,
    intent: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('survey delete' as const), survey: fc.nat() }),
  fc.record({ kind: fc.constant('building insert' as const), withFloor: fc.boolean() }),
  fc.record({ kind: fc.constant('building delete' as const), building: fc.nat() }),
  fc.record({ kind: fc.constant('floor insert' as const), building: fc.nat() }),
  fc.record({ kind: fc.constant('floor move' as const), floor: fc.nat(), building: fc.nat() }),
  fc.record({ kind: fc.constant('floor delete' as const), floor: fc.nat() }),
);
type Write = typeof writeArb extends fc.Arbitrary<infer T> ? T : never;

let made = 0;

async function apply(write: Write): Promise<void> {
  made += 1;
  // A write the schema refuses (a second active lease of a suite, a suite or building still leased)
  // changes nothing: the figures must still hold.
  await database.db
    .transaction(async (tx) => {
      const exec = (query: SQL) => tx.execute(query);
      switch (write.kind) {
        case 'lease insert':
          await exec(sql`insert into leases (space_id, tenant_id, start_date, end_date, status, terminated_on, base_rent_psf, lease_type)
            select ${nth('spaces', write.suite)}, ${nth('tenants', write.tenant)}, ${write.start}::date,
              ${write.start}::date + ${write.length}::int, ${write.status}, ${write.terminatedOn}::date, 30, 'gross'`);
          break;
        case 'lease update':
          await exec(sql`update leases set status = ${write.status},
              end_date = greatest(start_date + 1, coalesce(${write.end}::date, end_date)),
              terminated_on = ${write.terminatedOn}::date,
              space_id = coalesce(${write.suite === null ? null : nth('spaces', write.suite)}, space_id)
            where id = ${nth('leases', write.lease)}`);
          break;
        case 'lease delete':
          await exec(sql`delete from leases where id = ${nth('leases', write.lease)}`);
          break;
        case 'suite insert':
          await exec(sql`insert into spaces (property_id, floor_id, suite, rentable_sf, usable_sf)
            select f.property_id, f.id, ${`R${made}`}, ${write.rsf}, ${write.rsf}
            from floors f where f.id = ${nth('floors', write.building)}`);
          break;
        case 'suite resize':
          await exec(sql`update spaces set rentable_sf = ${write.rsf}, usable_sf = least(usable_sf, ${write.rsf}),
              min_divisible_sf = least(min_divisible_sf, ${write.rsf})
            where id = ${nth('spaces', write.suite)}`);
          break;
        case 'suite delete':
          await exec(sql`delete from spaces where id = ${nth('spaces', write.suite)}`);
          break;
        case 'option insert':
          await exec(sql`insert into options (property_id, option_type, notice_start, notice_end, effective_date)
            select ${nth('properties', write.building)}, 'Renewal', ${write.effective}::date - 30, ${write.effective}::date - 10,
              ${write.effective}::date`);
          break;
        case 'option update':
          await exec(sql`update options set notice_start = ${write.effective}::date - 30, notice_end = ${write.effective}::date - 10,
              effective_date = ${write.effective}::date
            where id = ${nth('options', write.option)}`);
          break;
        case 'option delete':
          await exec(sql`delete from options where id = ${nth('options', write.option)}`);
          break;
        case 'deal stage':
          await exec(sql`update opportunities set stage = ${write.stage},
              lost_at_stage = case when ${write.stage} = 'dead' then 'inquiry' end
            where id = ${nth('opportunities', write.deal)}`);
          break;
        case 'deal copy':
          await exec(sql`insert into opportunities (title, prospect_name, property_id, square_feet_needed, created_by, stage, lost_at_stage)
            select title, prospect_name, property_id, square_feet_needed, created_by, stage, lost_at_stage
            from opportunities where id = ${nth('opportunities', write.deal)}`);
          break;
        case 'deal delete':
          await exec(sql`delete from opportunities where id = ${nth('opportunities', write.deal)}`);
          break;
        case 'ai update':
          await exec(sql`update ai_opportunities set status = ${write.status},
              type = coalesce(${write.type}, type),
              retired_at = case when ${write.retired} then now() end
            where id = ${nth('ai_opportunities', write.opportunity)}`);
          break;
        case 'ai insert':
          await exec(sql`insert into ai_opportunities (type, title, description, confidence_score, fingerprint, status, retired_at)
            values ('market', 'A test opportunity', 'Written by the counts test', 50, ${`counts-test-${made}`},
              ${write.status}, case when ${write.retired} then now() end)`);
          break;
        case 'ai delete':
          await exec(
            sql`delete from ai_opportunities where id = ${nth('ai_opportunities', write.opportunity)}`,
          );
          break;
        case 'deal created':
          await exec(sql`update opportunities
            set created_at = (${write.day}::date + make_interval(mins => ${write.minute})) at time zone 'UTC'
            where id = ${nth('opportunities', write.deal)}`);
          break;
        case 'building class':
          await exec(sql`update properties set asset_class = ${write.assetClass},
              is_medical = ${write.assetClass === 'medical'}
            where id = ${nth('properties', write.building)}`);
          break;
        case 'tenant intent':
          await exec(sql`update tenants set has_expansion_intent = ${write.intent}
            where id = ${nth('tenants', write.tenant)}`);
          break;
        case 'survey insert':
          await exec(sql`insert into tenant_surveys (tenant_id, satisfaction_score, renewal_likelihood,
              has_expansion_intentions, parking_satisfaction, ti_satisfaction, landlord_responsiveness, survey_date)
            select ${nth('tenants', write.tenant)}, 5, 50, ${write.intent}, 5, 5, 5, ${write.day}::date`);
          break;
        case 'survey delete':
          await exec(sql`delete from tenant_surveys where id = ${nth('tenant_surveys', write.survey)}`);
          break;
        case 'building insert': {
          const [building] = (
            await exec(sql`insert into properties (name, address, city, state, zip_code, market, asset_class, asset_type, floor_count, total_sf)
              values (${`Counts ${made}`}, '1 Test Street', 'Austin', 'TX', '78701', 'Austin', 'office', 'core', 1, 1000)
              returning id`)
          ).rows as { id: number }[];
          if (write.withFloor)
            await exec(
              sql`insert into floors (property_id, number, total_sf) values (${building!.id}, 1, 1000)`,
            );
          break;
        }
        case 'building delete':
          await exec(sql`delete from properties where id = ${nth('properties', write.building)}`);
          break;
        case 'floor insert':
          await exec(sql`insert into floors (property_id, number, total_sf)
            select ${nth('properties', write.building)}, ${100 + made}, 1000`);
          break;
        case 'floor move':
          // Only a floor with no suites may move (a suite names its floor and building together).
          await exec(sql`update floors set property_id = ${nth('properties', write.building)}, number = ${200 + made}
            where id = ${nth('floors', write.floor, 'not exists (select 1 from spaces s where s.floor_id = floors.id)')}`);
          break;
        case 'floor delete':
          await exec(sql`delete from floors where id = ${nth('floors', write.floor)}`);
          break;
      }
    })
    .catch((error: unknown) => {
      const code =
        (error as { cause?: { code?: string }; code?: string }).cause?.code ??
        (error as { code?: string }).code;
      // 23xxx: a constraint refused the write.
      if (!code?.startsWith('23')) throw error;
    });
}

async function expectFiguresFresh(days: readonly string[]) {
  const kept = Object.fromEntries(
    (await rows<{ figure: string; n: number }>(sql`select figure, n::int as n from dashboard_counts`)).map(
      (row) => [row.figure, row.n],
    ),
  );
  const [fresh] = await rows<Record<string, number>>(sql`select
    (select count(*)::int from opportunities where stage not in ('deal', 'dead')) as active_deals,
    (select count(*)::int from ai_opportunities where status = 'new' and retired_at is null) as new_ai_opportunities,
    (select count(*)::int from properties) as properties,
    (select count(*)::int from properties p where exists (select 1 from floors f where f.property_id = p.id)) as stacking_plans,
    (select count(*)::int from leases where status = 'active') as active_leases,
    (select count(*)::int from tenants t where exists (select 1 from leases l where l.tenant_id = t.id and l.status = 'active')
      and (t.has_expansion_intent or coalesce((select s.has_expansion_intentions from tenant_surveys s
        where s.tenant_id = t.id order by s.survey_date desc, s.id desc limit 1), false))) as expanding_tenants`);
  // Standing AI opportunities by status and type (migration `ai_opportunity_counts`); a figure
  // emptied by its last write stays at 0.
  const freshAi = await rows<{ figure: string; n: number }>(
    sql`select 'ai:' || status || ':' || type as figure, count(*)::int as n from ai_opportunities
      where retired_at is null group by 1`,
  );
  const keptAi = Object.fromEntries(
    Object.entries(kept).filter(([figure, n]) => figure.startsWith('ai:') && n !== 0),
  );
  expect(keptAi).toEqual(Object.fromEntries(freshAi.map((row) => [row.figure, row.n])));
  expect(Object.fromEntries(Object.entries(kept).filter(([figure]) => !figure.startsWith('ai:')))).toEqual(
    fresh,
  );

  const buckets = await rows<{ day: string; n: number }>(
    sql`select to_char(day, 'YYYY-MM-DD') as day, n from dashboard_day_counts where figure = 'option_effective' order by day`,
  );
  const freshOptions = await rows<{ day: string; n: number }>(
    sql`select to_char(effective_date, 'YYYY-MM-DD') as day, count(*)::int as n from options group by 1 order by 1`,
  );
  expect(buckets).toEqual(freshOptions);

  // Deals of medical buildings created before an instant: whole days from the buckets, the rest of
  // the instant's day counted (as the AI insights read them).
  for (const day of days) {
    for (const instant of [`${day}T00:00:00Z`, `${day}T13:30:00Z`]) {
      const [medical] = await rows<{ kept: number; fresh: number }>(sql`select
        ((select coalesce(sum(n), 0) from dashboard_day_counts
            where figure = 'medical_deal_created' and day < ${day}::date)
          + (select count(*) from opportunities o join properties p on p.id = o.property_id
            where p.asset_class = 'medical' and o.created_at >= ${day}::date at time zone 'UTC'
              and o.created_at < ${instant}::timestamptz))::int as kept,
        (select count(*)::int from opportunities o join properties p on p.id = o.property_id
          where p.asset_class = 'medical' and o.created_at < ${instant}::timestamptz) as fresh`);
      expect(medical?.kept, `medical deals before ${instant}`).toBe(medical?.fresh);
    }
  }

  // Retail suites' RSF, and of those an active or expired lease covers, on a day (AI insights).
  for (const day of days) {
    const [retail] = await rows<Record<string, number | null>>(sql`select
      (select sum(rsf)::float8 from dashboard_day_counts where figure = 'retail_suites' and day <= ${day}::date) as kept_total,
      (select sum(rsf)::float8 from dashboard_day_counts where figure = 'retail_leased' and day <= ${day}::date) as kept_leased,
      (select sum(s.rentable_sf)::float8 from spaces s join properties p on p.id = s.property_id
        where p.asset_class = 'retail') as total,
      (select sum(s.rentable_sf)::float8 from spaces s join properties p on p.id = s.property_id
        where p.asset_class = 'retail' and exists (select 1 from leases l where l.space_id = s.id
          and l.status in ('active', 'expired') and l.start_date <= ${day}::date and l.end_date >= ${day}::date)) as leased`);
    expect(
      { total: retail?.kept_total ?? 0, leased: retail?.kept_leased ?? 0 },
      `retail RSF on ${day}`,
    ).toEqual({ total: retail?.total ?? 0, leased: retail?.leased ?? 0 });
  }

  const leaseRows = (await database.db.select().from(leases)).map(toLeaseFacts);
  const suites = await rows<{ id: number; rsf: number }>(
    sql`select id, rentable_sf::float8 as rsf from spaces`,
  );
  for (const day of days) {
    const vacant = suites.filter(
      (suite) =>
        suiteStatus(
          leaseRows.filter((lease) => lease.spaceId === suite.id),
          day,
        ) === 'vacant',
    );
    const [fromBuckets] = await rows<{ n: number; rsf: number }>(
      sql`select coalesce(sum(n), 0)::int as n, coalesce(sum(rsf), 0)::float8 as rsf from dashboard_day_counts
        where figure = 'suite_cover' and day < ${day}::date`,
    );
    expect(fromBuckets, `vacant suites on ${day}`).toEqual({
      n: vacant.length,
      rsf: vacant.reduce((total, suite) => total + suite.rsf, 0),
    });
  }

  // Suites expiring with the default horizon (the Available Spaces total): on the days asked, and on
  // the days the rule turns on for a few leases (a horizon before their end, the day after it).
  const turns = leaseRows.slice(0, 4).flatMap((lease) => {
    const end = effectiveEnd(lease);
    return [addDays(end, -expiryHorizonDays - 1), addDays(end, -expiryHorizonDays), end, addDays(end, 1)];
  });
  for (const day of [...days, ...turns]) {
    const expiring = suites.filter(
      (suite) =>
        suiteStatus(
          leaseRows.filter((lease) => lease.spaceId === suite.id),
          day,
        ) === 'expiring',
    ).length;
    const [fromBuckets] = await rows<{ n: number }>(
      sql`select coalesce(sum(n), 0)::int as n from dashboard_day_counts
        where figure = 'suite_expiring' and day <= ${day}::date`,
    );
    expect(fromBuckets?.n, `expiring suites on ${day}`).toBe(expiring);
  }
}

describe('the dashboard figures kept by triggers', () => {
  it('count active deals by the rule of common/dashboard.ts (every stage but deal and dead)', () => {
    // The trigger's SQL names the stages it leaves out; the rule names those it keeps.
    expect(dealStages.filter((stage) => !activeDealStages.includes(stage))).toEqual(['deal', 'dead']);
  });

  it('start equal to a fresh count of the seeded portfolio', async () => {
    await expectFiguresFresh([today, addDays(today, -400), addDays(today, 400)]);
  });

  it('stay equal to a fresh count after random inserts, updates and deletes', async () => {
    const kinds = new Set<string>();
    await fc.assert(
      fc.asyncProperty(
        fc.array(writeArb, { minLength: 1, maxLength: 12 }),
        fc.array(dayArb, { minLength: 1, maxLength: 3 }),
        async (writes, days) => {
          for (const write of writes) {
            kinds.add(write.kind);
            await apply(write);
          }
          await expectFiguresFresh(days);
        },
      ),
      { seed: 20261126, numRuns: 60 },
    );
    expect(kinds.size).toBe(25);
  });

  it('are counted afresh after a table they count is truncated', async () => {
    await run(sql`truncate ai_opportunities`);
    await expectFiguresFresh([today]);
  });
});
