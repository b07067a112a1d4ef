import { funnelStages } from '@common/analytics';
import { dealLostReasons } from '@common/deal-history';
import { industries } from '@common/industries';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../database';

/**
 * The large data set: 1,000 buildings (5 floors each), 20,000 suites, 10,000 tenants,
 * 50,000 deals (three in five with proposal terms, so the NER column is filled by its trigger, each
 * with four proposal rounds: budget, landlord offer, tenant counter and the accepted offer; each with
 * its stage history, about 200,000 events, and dead ones with the stage and reason they died), 30,000
 * leases (14,000 active — one per suite at most — and 16,000 expired, earlier, on the same suites),
 * 20,000 options and 100,000 comments (and about 33,000 more posted as updates, half of them tours),
 * added on top of the sample portfolio. At scale N (`seedLarge(db, { scale: N })`) every count is N times
 * that — 10,000 buildings, 500,000 deals, a million comments at 10 — so the ratios between tables stay.
 *
 * Everything is generated inside PostgreSQL (`insert … select … from generate_series`), so it is a
 * dozen statements, not a million round trips. It is deterministic: every value is a seeded integer
 * hash of the row number (no `random()`), and dates are relative to the day it runs, like the seed's.
 */
export const largeSize = {
  buildings: 1000,
  floorsPerBuilding: 5,
  suitesPerFloor: 4,
  tenants: 10_000,
  deals: 50_000,
  activeLeases: 14_000,
  expiredLeases: 16_000,
  options: 20_000,
  commentsPerDeal: 2,
} as const;

/** The set at `scale` times the size: every count multiplied, so the ratios between tables stay. */
export function largeSizeAt(scale: number): LargeSize {
  if (!Number.isInteger(scale) || scale < 1)
    throw new Error(`the scale must be a whole number ≥ 1 (got ${scale})`);
  return {
    ...largeSize,
    buildings: largeSize.buildings * scale,
    tenants: largeSize.tenants * scale,
    deals: largeSize.deals * scale,
    activeLeases: largeSize.activeLeases * scale,
    expiredLeases: largeSize.expiredLeases * scale,
    options: largeSize.options * scale,
  };
}

export type LargeSize = { [key in keyof typeof largeSize]: number };

/** The marker: the first generated building's name. */
export const largeBuildingPrefix = 'Large Building ';
const seed = 20_261_124;

/**
 * A deterministic pseudo-random integer in [0, n) for the row number `column` (salted per use): a seeded
 * integer hash (multiply, xor-shift, multiply, xor-shift), written out as one arithmetic expression so
 * PostgreSQL evaluates it in line (a SQL function with a sub-select is called row by row, ten times
 * slower at a million rows).
 */
function pick(column: string, salt: number, n: number): SQL {
  const x1 = `(((${column})::bigint * 2654435761 + ${salt * 40503 + seed}) & 2147483647)`;
  const x2 = `(((${x1} # (${x1} >> 15)) * 2246822519) & 2147483647)`;
  return sql.raw(`((${x2} # (${x2} >> 13)) % ${n})::int`);
}

const words = (list: readonly string[]) =>
  sql.raw(`array[${list.map((w) => `'${w.replace(/'/g, "''")}'`).join(', ')}]`);

const cities = [
  ['Austin', 'TX', 'Southwest'],
  ['Chicago', 'IL', 'Chicago'],
  ['New York', 'NY', 'NYC'],
  ['San Francisco', 'CA', 'San Francisco'],
  ['Miami', 'FL', 'South Florida'],
  ['Seattle', 'WA', 'Pacific NW'],
  ['Boston', 'MA', 'Northeast'],
  ['Denver', 'CO', 'Mountain'],
] as const;
const prefixes = [
  'Orion',
  'Vertex',
  'Summit',
  'Harbor',
  'Cobalt',
  'Lumen',
  'Meridian',
  'Northwind',
  'Bluewater',
  'Sterling',
];
const suffixes = [
  'Health',
  'Robotics',
  'Capital',
  'Legal',
  'Analytics',
  'Dental',
  'Labs',
  'Partners',
  'Foods',
  'Therapy',
];
const stages = ['inquiry', 'touring', 'proposal', 'loi', 'legal', 'lease_execution', 'deal', 'dead', 'idle'];
const funnelSteps = funnelStages;
const lostReasons = dealLostReasons;
/** Each funnel stage's share of a deal's time (inquiry 2, touring 3, …), summed up to each stage. */
const stayWeightsSoFar = sql.raw('array[2, 5, 9, 12, 17, 19]');
const optionTypes = [
  'Renewal',
  'Termination',
  'Expansion',
  'ROFR',
  'ROFO',
  'Contraction',
  'Signage',
  'Parking',
];
const leaseTypes = ['gross', 'net', 'triple-net', 'modified-gross'];
const commentTexts = [
  'Sent the revised proposal, waiting on their broker.',
  'Tour went well; they asked about parking ratios.',
  'Legal is reviewing the assignment clause.',
  'Need updated TI budget from construction.',
  'Tenant wants an early termination right at year 5.',
  'Following up after the holidays.',
];

export type LargeCounts = Record<
  | 'properties'
  | 'floors'
  | 'spaces'
  | 'tenants'
  | 'opportunities'
  | 'leases'
  | 'options'
  | 'comments'
  | 'leaseTerms'
  | 'proposalRounds',
  number
>;

export async function hasLargeData(db: Database): Promise<boolean> {
  const { rows } = await db.execute(
    sql`select 1 from properties where name = ${`${largeBuildingPrefix}0001`} limit 1`,
  );
  return rows.length > 0;
}

/**
 * Adds the large data set in one transaction, `scale` times its size (1 by default); the caller has
 * migrated and seeded the database.
 */
export async function seedLarge(
  db: Database,
  { scale = 1, onStep }: { scale?: number; onStep?: (step: string, seconds: number) => void } = {},
): Promise<void> {
  const size = largeSizeAt(scale);
  const suites = size.buildings * size.floorsPerBuilding * size.suitesPerFloor;
  const city = (column: string, index: 0 | 1 | 2) =>
    sql.raw(`(array[${cities.map((c) => `'${c[index]}'`).join(', ')}])[1 + (${column}) % ${cities.length}]`);
  await db.transaction(async (tx) => {
    /**
     * Drops the plain secondary indexes of `table`; the function it returns builds them again from their
     * own definitions: one sorted build per index instead of an insert into each per row written (a
     * trigram index especially). Unique indexes and those of constraints stay. Only for tables that the
     * statements in between, and their triggers, read by key alone.
     */
    const dropIndexes = async (table: string): Promise<() => Promise<void>> => {
      const { rows } = await tx.execute<{ name: string; definition: string }>(sql`
        select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
        from pg_index i
        where i.indrelid = ${table}::regclass and not i.indisunique and not i.indisprimary
          and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
        order by 1`);
      for (const { name } of rows) await tx.execute(sql.raw(`drop index ${name}`));
      return async () => {
        const started = performance.now();
        for (const { definition } of rows) await tx.execute(sql.raw(definition));
        onStep?.(`${table}: ${rows.length} indexes built`, (performance.now() - started) / 1000);
      };
    };
    /**
     * Runs `insert` with the trigger `trigger` of `table` off (when the database has it): for a trigger
     * whose work the seed does in bulk itself, or that has nothing to do on rows inserted in order.
     */
    const withoutTrigger = async (table: string, trigger: string, insert: () => Promise<void>) => {
      const found = await tx.execute(
        sql`select 1 from pg_trigger where tgrelid = ${table}::regclass and tgname = ${trigger}`,
      );
      if (found.rows.length === 0) return insert();
      await tx.execute(sql.raw(`alter table ${table} disable trigger ${trigger}`));
      await insert();
      await tx.execute(sql.raw(`alter table ${table} enable trigger ${trigger}`));
    };
    /**
     * Runs one of the seed's statements, then refreshes the statistics of the table it filled (`table`):
     * the triggers of the next statements plan their look-ups with them, and with the statistics of the
     * table as it was before (nearly empty) they scanned where they should seek. `onStep` hears how
     * long each took.
     */
    const step = async (label: string, query: SQL, table?: string) => {
      const started = performance.now();
      await tx.execute(query);
      if (table) await tx.execute(sql.raw(`analyze ${table}`));
      onStep?.(label, (performance.now() - started) / 1000);
    };
    await tx.execute(sql`set local synchronous_commit = off`);
    // Sorts and hashes of a million rows stay in memory instead of spilling to disk.
    await tx.execute(sql`set local work_mem = '256MB'`);
    await tx.execute(sql`set local maintenance_work_mem = '512MB'`);
    // The triggers that keep counts run inside each bulk insert, planned with the statistics of the
    // table before it (nearly empty): they chose nested loops that probe an index once per suite and
    // build a bitmap of every lease each time (hours at 10×). Every statement here is bulk: hash joins.
    await tx.execute(sql`set local enable_nestloop = off`);
    const users = await tx.execute<{ id: number }>(sql`select id from users order by id`);
    const userIds = users.rows.map((row) => Number(row.id));
    if (userIds.length === 0)
      throw new Error('seed the sample portfolio first (its users own the generated rows)');
    const userArray = sql.raw(`array[${userIds.join(', ')}]`);
    const managers = await tx.execute<{ id: number }>(
      sql`select id from users where role = 'asset_manager' order by id`,
    );
    const managerArray = sql.raw(
      `array[${[...managers.rows.map((row) => Number(row.id)), 'null'].join(', ')}]::int[]`,
    );

    await step(
      'buildings',
      sql`
      insert into properties (name, address, city, state, zip_code, market, asset_class, asset_type,
                              asset_manager_id, year_built, is_medical, floor_count, total_sf)
      select ${largeBuildingPrefix} || lpad(g::text, greatest(4, length(g::text)), '0'), (100 + ${pick('g', 1, 9000)}) || ' ' ||
             (array['Main', 'Oak', 'Market', 'Lake', 'Park', 'Congress'])[1 + ${pick('g', 2, 6)}] || ' Street',
             ${city('g', 0)}, ${city('g', 1)}, lpad((10000 + g)::text, 5, '0'), ${city('g', 2)},
             (array['office', 'medical', 'retail'])[1 + ${pick('g', 3, 3)}],
             (array['core', 'valueadd', 'opportunistic'])[1 + ${pick('g', 4, 3)}],
             (${managerArray})[1 + ${pick('g', 5, managers.rows.length + 1)}],
             1950 + ${pick('g', 6, 70)}, ${pick('g', 3, 3)} = 1, ${size.floorsPerBuilding}, 1
      from generate_series(1, ${size.buildings}) g order by g`,
      'properties',
    );
    await step(
      'floors',
      sql`
      insert into floors (property_id, number, total_sf)
      select p.id, f, 1 from properties p cross join generate_series(1, ${size.floorsPerBuilding}) f
      where p.name like ${`${largeBuildingPrefix}%`} order by p.id, f`,
      'floors',
    );
    await step(
      'suites',
      sql`
      insert into spaces (property_id, floor_id, suite, rentable_sf, space_type, asking_rent_psf, listing_status)
      select f.property_id, f.id, (f.number * 100 + s)::text, 1000 + ${pick('f.id * 8 + s', 7, 31)} * 100,
             (array['office', 'office', 'medical', 'retail'])[1 + ${pick('f.id * 8 + s', 8, 4)}],
             20 + ${pick('f.id * 8 + s', 9, 35)}, case when ${pick('f.id * 8 + s', 10, 5)} = 0 then 'active' else 'inactive' end
      from floors f join properties p on p.id = f.property_id cross join generate_series(1, ${size.suitesPerFloor}) s
      where p.name like ${`${largeBuildingPrefix}%`} order by f.id, s`,
      'spaces',
    );
    await step(
      'floor areas',
      sql`
      update floors f set total_sf = sub.sf
      from (select floor_id, sum(rentable_sf)::int as sf from spaces group by floor_id) sub
      where sub.floor_id = f.id and f.property_id in (select id from properties where name like ${`${largeBuildingPrefix}%`})`,
    );
    await step(
      'building areas',
      sql`
      update properties p set total_sf = sub.sf
      from (select property_id, sum(total_sf)::int as sf from floors group by property_id) sub
      where sub.property_id = p.id and p.name like ${`${largeBuildingPrefix}%`}`,
    );

    const tenantsBefore = await tx.execute<{ max: number | null }>(sql`select max(id) as max from tenants`);
    const firstTenant = Number(tenantsBefore.rows[0]?.max ?? 0);
    await step(
      'tenants',
      sql`
      insert into tenants (name, industry, headcount, has_expansion_intent, contact_email)
      select (${words(prefixes)})[1 + ${pick('g', 11, prefixes.length)}] || ' ' ||
             (${words(suffixes)})[1 + ${pick('g', 12, suffixes.length)}] || ' ' || g,
             (${words(industries)})[1 + ${pick('g', 13, industries.length)}],
             case when g % 3 = 0 then 5 + ${pick('g', 14, 200)} end, ${pick('g', 15, 10)} = 0,
             'contact' || g || '@example.com'
      from generate_series(1, ${size.tenants}) g order by g`,
      'tenants',
    );

    // Leases: active on the first 14,000 suites of the large set (one per suite), expired on the last
    // 16,000 suites, each ending before any active lease there begins. The trigger that keeps
    // expanding_tenants reads each touched tenant's leases in a statement planned before they were
    // there (it sought them by status over every active lease: hours at 10×); it is off for this insert,
    // and the new tenants are read once the statistics know the leases.
    await withoutTrigger('leases', 'expanding_tenants_insert', () =>
      step(
        'leases',
        sql`
      with numbered as (
        select s.id, row_number() over (order by s.id) as n from spaces s
        join properties p on p.id = s.property_id where p.name like ${`${largeBuildingPrefix}%`}),
      tenant_ids as (select id, row_number() over (order by id) - 1 as n from tenants where id > ${firstTenant})
      insert into leases (tenant_id, space_id, start_date, end_date, base_rent_psf, escalation_pct, lease_type,
                          status, security_deposit, free_rent_months, ti_psf)
      select t.id, numbered.id, current_date - (400 + ${pick('numbered.n', 16, 1400)})::int,
             current_date + (1 + ${pick('numbered.n', 17, 2500)})::int, 22 + ${pick('numbered.n', 18, 30)},
             ${pick('numbered.n', 19, 4)}, (${words(leaseTypes)})[1 + ${pick('numbered.n', 20, leaseTypes.length)}],
             'active', 10000, ${pick('numbered.n', 21, 4)}, ${pick('numbered.n', 22, 60)}
      from numbered join tenant_ids t on t.n = ${pick('numbered.n', 23, size.tenants)}
      where numbered.n <= ${size.activeLeases}
      union all
      select t.id, numbered.id, current_date - 4000 - ${pick('numbered.n', 24, 300)}::int, current_date - 1900,
             18 + ${pick('numbered.n', 25, 20)}, 2, 'gross', 'expired', 0, 0, 0
      from numbered join tenant_ids t on t.n = ${pick('numbered.n', 26, size.tenants)}
      where numbered.n > ${suites - size.expiredLeases}`,
        'leases',
      ),
    );
    await step(
      'expanding tenants',
      sql`
      insert into expanding_tenants (tenant_id)
      select id from tenants where id > ${firstTenant} and tenant_has_expansion_potential(id) order by id
      on conflict do nothing`,
    );

    const dealsBefore = await tx.execute<{ max: number | null }>(
      sql`select max(id) as max from opportunities`,
    );
    const firstDeal = Number(dealsBefore.rows[0]?.max ?? 0);
    // The deals' indexes are built once the deals, their events, terms, rounds and NER are written.
    const buildDealIndexes = await dropIndexes('opportunities');
    await step(
      'deals',
      sql`
      with buildings as (select id, row_number() over (order by id) - 1 as n from properties
                         where name like ${`${largeBuildingPrefix}%`}),
           tenant_ids as (select id, name, row_number() over (order by id) - 1 as n from tenants where id > ${firstTenant})
      insert into opportunities (title, prospect_name, tenant_id, property_id, stage, deal_type, square_feet_needed,
                                 proposed_rent, broker_name, broker_company, lead_user_id, probability,
                                 expected_close_date, last_activity_at, stage_entered_at, lost_at_stage, lost_reason,
                                 created_by, created_at, updated_at)
      select 'Large deal ' || g,
             case when g % 3 = 0 then t.name
                  else (${words(prefixes)})[1 + ${pick('g', 27, prefixes.length)}] || ' ' ||
                       (${words(suffixes)})[1 + ${pick('g', 28, suffixes.length)}] || ' ' || g end,
             case when g % 3 = 0 then t.id end, b.id, d.stage,
             (array['new', 'renewal', 'expansion'])[1 + ${pick('g', 30, 3)}],
             1000 + ${pick('g', 31, 40)} * 500, case when g % 10 = 0 then null else 25 + ${pick('g', 32, 30)} end,
             case when g % 4 = 0 then null else 'Broker ' || ${pick('g', 33, 50)} end,
             case when g % 4 = 0 then null else 'Advisors ' || ${pick('g', 34, 20)} end,
             (${userArray})[1 + ${pick('g', 35, userIds.length)}], ${pick('g', 36, 101)},
             current_date + (${pick('g', 37, 365)} - 60)::int,
             -- The last activity moved the deal into its stage; a dead deal was lost at a funnel stage,
             -- mostly with a reason (the seventh choice is none recorded).
             d.last_activity_at, d.last_activity_at,
             case when d.stage = 'dead' then (${words(funnelSteps)})[1 + ${pick('g', 56, funnelSteps.length - 1)}] end,
             case when d.stage = 'dead' then (${words(lostReasons)})[1 + ${pick('g', 57, lostReasons.length + 1)}] end,
             ${userIds[0] ?? 1}, now() - make_interval(days => 200 + ${pick('g', 40, 100)}::int), now()
      from generate_series(1, ${size.deals}) g
      join buildings b on b.n = ${pick('g', 41, size.buildings)}
      join tenant_ids t on t.n = ${pick('g', 42, size.tenants)}
      cross join lateral (
        select (${words(stages)})[1 + ${pick('g', 29, stages.length)}] as stage,
               now() - make_interval(days => ${pick('g', 38, 200)}::int, hours => ${pick('g', 39, 24)}::int)
                 as last_activity_at) d
      order by g`,
      'opportunities',
    );
    // Each deal's history: created at Inquiry, then moved up the funnel one stage at a time to its stage
    // (or to where it was lost or went idle, then to Dead or Idle), the last move at its last activity.
    // The time from creation to then is shared among the stays by each stage's weight (legal longest).
    await step(
      'deal creation events',
      sql`
      insert into deal_events (opportunity_id, user_id, kind, to_value, created_at)
      select id, created_by, 'created', 'inquiry', created_at from opportunities where id > ${firstDeal} order by id`,
      'deal_events',
    );
    // A stage change's row trigger moves the start of the stay after it, when a later change is already
    // recorded: never here, each deal's changes are inserted in order (so it is off for this insert).
    await withoutTrigger('deal_events', 'deal_events_next_stay_start', () =>
      step(
        'deal stage events',
        sql`
      with deals as (
        select o.id, o.lead_user_id, o.stage, o.created_at, o.stage_entered_at,
               case when o.stage = 'dead' then array_position(${words(funnelSteps)}, o.lost_at_stage)
                    when o.stage = 'idle' then 1 + ${pick('o.id', 58, 4)}
                    else array_position(${words(funnelSteps)}, o.stage) end as reached
        from opportunities o where o.id > ${firstDeal}),
      paths as (
        select *, reached - 1 + case when stage in ('dead', 'idle') then 1 else 0 end as moves from deals)
      insert into deal_events (opportunity_id, user_id, kind, from_value, to_value, created_at, stay_started_at)
      select p.id, p.lead_user_id, 'stage', (${words(funnelSteps)})[k],
             case when k < p.reached then (${words(funnelSteps)})[k + 1] else p.stage end,
             p.created_at + (p.stage_entered_at - p.created_at)
               * ((${stayWeightsSoFar})[k]::float8 / (${stayWeightsSoFar})[p.moves]),
             -- Each stay began at the previous move (the first at the deal's creation), given here so the
             -- row trigger need not look it up a million times.
             case when k = 1 then p.created_at
                  else p.created_at + (p.stage_entered_at - p.created_at)
                         * ((${stayWeightsSoFar})[k - 1]::float8 / (${stayWeightsSoFar})[p.moves]) end
      from paths p cross join generate_series(1, p.moves) k
      order by p.id, k`,
        'deal_events',
      ),
    );
    // Proposal terms on three deals in five. The lease_terms row trigger would copy each one's NER to its
    // deal, one update per row; it is off for this insert and the deals take their NER in one update below.
    await withoutTrigger('lease_terms', 'lease_terms_proposal_ner', () =>
      step(
        'proposal terms',
        sql`
      insert into lease_terms (opportunity_id, kind, lease_type, term_months, base_rent, rent_escalation,
                               rent_free_months, tenant_improvements, leasing_commission_pct)
      select id, 'proposal', (${words(leaseTypes)})[1 + ${pick('id', 43, leaseTypes.length)}],
             36 + ${pick('id', 44, 5)} * 12, 25 + ${pick('id', 45, 30)}, ${pick('id', 46, 4)},
             ${pick('id', 47, 6)}, ${pick('id', 48, 8)} * 5, 4
      from opportunities where id > ${firstDeal} and ${pick('id', 49, 5)} < 3 order by id`,
        'lease_terms',
      ),
    );
    // The rounds behind those terms: the budget, an offer above them, a counter below, the accepted offer
    // (approved from LOI on, by the building's asset manager or else the first admin, never the lead).
    const firstUser = userIds[0] ?? 1;
    const buildRoundIndexes = await dropIndexes('proposal_rounds');
    await step(
      'proposal rounds',
      sql`
      insert into proposal_rounds (opportunity_id, side, round_date, lease_type, area_rsf, term_months, base_rent,
                                   rent_escalation, rent_free_months, tenant_improvements, leasing_commission_pct,
                                   accepted, approval_status, submitted_by, submitted_at, decided_by, decided_at,
                                   created_by, created_at, updated_at)
      select t.opportunity_id, r.side, (o.last_activity_at - make_interval(days => r.days_before))::date,
             t.lease_type, o.square_feet_needed, t.term_months, t.base_rent + r.rent_delta, t.rent_escalation,
             greatest(0, t.rent_free_months + r.free_delta), greatest(0, t.tenant_improvements + r.ti_delta),
             t.leasing_commission_pct, r.accepted,
             case when a.approved then 'approved' end, case when a.approved then o.lead_user_id end,
             case when a.approved then o.last_activity_at - make_interval(days => r.days_before - 1) end,
             case when a.approved then a.decider end,
             case when a.approved then o.last_activity_at - make_interval(days => r.days_before - 2) end,
             o.created_by, o.last_activity_at - make_interval(days => r.days_before),
             o.last_activity_at - make_interval(days => r.days_before)
      from lease_terms t
      join opportunities o on o.id = t.opportunity_id
      join properties p on p.id = o.property_id
      cross join (values ('budget', 40, -0.5, 0, 5, false), ('landlord', 30, 1, -1, -5, false),
                         ('tenant', 20, -1, 1, 10, false), ('landlord', 10, 0, 0, 0, true))
                 r(side, days_before, rent_delta, free_delta, ti_delta, accepted)
      cross join lateral (
        select coalesce(nullif(p.asset_manager_id, o.lead_user_id), ${firstUser}) as decider) d
      cross join lateral (
        select r.accepted and o.stage in ('loi', 'legal', 'lease_execution', 'deal')
               and d.decider is distinct from o.lead_user_id as approved, d.decider) a
      where t.opportunity_id > ${firstDeal} and t.kind = 'proposal'
      order by t.opportunity_id, r.days_before desc`,
      'proposal_rounds',
    );
    await buildRoundIndexes();
    await step(
      'proposal NER and approvals',
      sql`
      update opportunities o
      set proposal_ner = t.ner_straight_line,
          approval_status = case when exists (
            select 1 from proposal_rounds r where r.opportunity_id = o.id and r.approval_status = 'approved')
            then 'approved' else o.approval_status end
      from lease_terms t
      where t.opportunity_id = o.id and t.kind = 'proposal' and o.id > ${firstDeal}`,
    );
    await buildDealIndexes();
    await step(
      'update comments',
      sql`
      insert into comments (opportunity_id, user_id, content, is_tour, created_at)
      select o.id, (${userArray})[1 + ${pick('o.id + n', 50, userIds.length)}], 'Update ' || n || ' on deal ' || o.id,
             n = 2, o.last_activity_at - make_interval(hours => n)
      from opportunities o cross join generate_series(1, 2) n
      where o.id > ${firstDeal} and o.id % 3 = 0 order by o.id, n`,
    );
    await step(
      'options',
      sql`
      with numbered as (
        select l.id, l.tenant_id, l.space_id, s.property_id, l.end_date, row_number() over (order by l.id) as n
        from leases l join spaces s on s.id = l.space_id
        join properties p on p.id = s.property_id where p.name like ${`${largeBuildingPrefix}%`})
      insert into options (property_id, space_id, lease_id, tenant_id, option_type, notice_start, notice_end,
                           effective_date, description)
      select property_id, space_id, id, tenant_id, (${words(optionTypes)})[1 + ${pick('n', 51, optionTypes.length)}],
             end_date - 365 + ${pick('n', 52, 60)}::int, end_date - 180 + ${pick('n', 53, 60)}::int,
             end_date - 180 + ${pick('n', 53, 60)}::int + 30, 'Generated option ' || n
      from numbered where n <= ${size.options} order by n`,
      'options',
    );
    const buildCommentIndexes = await dropIndexes('comments');
    await step(
      'comments',
      sql`
      insert into comments (opportunity_id, user_id, content, created_at)
      select o.id, (${userArray})[1 + ${pick('o.id * 2 + n', 54, userIds.length)}],
             (${words(commentTexts)})[1 + ${pick('o.id * 2 + n', 55, commentTexts.length)}],
             o.last_activity_at - make_interval(hours => n * 3)
      from opportunities o cross join generate_series(1, ${size.commentsPerDeal}) n
      where o.id > ${firstDeal} order by o.id, n`,
    );
    await buildCommentIndexes();
  });
  // The steady state autovacuum would reach: statistics, and the visibility map index-only scans need.
  const started = performance.now();
  await db.execute(sql`vacuum analyze`);
  onStep?.('vacuum analyze', (performance.now() - started) / 1000);
}

export async function countRows(db: Database): Promise<LargeCounts> {
  const { rows } = await db.execute<Record<string, number>>(sql`
    select (select count(*)::int from properties) as properties, (select count(*)::int from floors) as floors,
           (select count(*)::int from spaces) as spaces, (select count(*)::int from tenants) as tenants,
           (select count(*)::int from opportunities) as opportunities, (select count(*)::int from leases) as leases,
           (select count(*)::int from options) as options, (select count(*)::int from comments) as comments,
           (select count(*)::int from lease_terms) as "leaseTerms",
           (select count(*)::int from proposal_rounds) as "proposalRounds"`);
  return rows[0] as LargeCounts;
}
