import type { Period } from '@common/analytics-rules';
import { addDays } from '@common/calendar-days';
import { expiryHorizonDays } from '@common/lease-lifecycle';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from './database';
import { inPlaceRentPsfSql } from './suite-figures-sql';

/*
 * The portfolio analytics in SQL, set-based: every lease of the chosen buildings is read once, with
 * window functions over its suite's leases in place of a look-up per suite. They state the rules of
 * common/src/lease-lifecycle.ts (leaseLifecycle, currentLease, suiteStatus), rent.ts (inPlaceRentPsf)
 * and analytics-rules.ts, and are tested against them on random portfolios (analytics-sql.test.ts).
 *
 * A lease "counts" for the expiry schedule when its lifecycle on the as-of day is active, expiring or
 * pending (countsInExpirySchedule()).
 */

/** The lifecycles a lease counts in the expiry schedule with. */
const countedLifecycles = sql.raw(`('active', 'expiring', 'pending')`);

/** A lease of `alias` not terminated on `day`: not recorded so, and no termination date come. */
const liveOn = (alias: string, day: SQL) =>
  sql`(${sql.raw(alias)}.status <> 'terminated' and (${sql.raw(alias)}.terminated_on is null or ${sql.raw(alias)}.terminated_on > ${day}))`;

/**
 * Every lease of the suites of `propertyIds` on `today`, one row each: its lifecycle (leaseLifecycle()),
 * whether it is its suite's current lease (currentLease()), its last day (effectiveEnd()), the suite's
 * RSF, and — for the leases the analytics weigh (in place, signed, held over) — the in-place rent on
 * `today` × RSF. Columns: lease_id, space_id, tenant_id, property_id, rsf, eff_end, lifecycle,
 * is_current, annual_rent.
 */
export function leasesOn(today: string, propertyIds: SQLWrapper): SQL {
  const day = sql`${today}::date`;
  const rentPsf = inPlaceRentPsfSql(
    {
      baseRentPsf: sql`lod.base_rent_psf`,
      escalationPct: sql`lod.escalation_pct`,
      startDate: sql`lod.start_date`,
      endDate: sql`lod.end_date`,
    },
    today,
  );
  return sql`select lod.lease_id, lod.space_id, lod.tenant_id, lod.property_id, lod.rsf, lod.eff_end,
      lod.lifecycle, lod.is_current,
      case when lod.is_current or lod.lifecycle in ('active', 'expiring', 'pending', 'holdover')
        then ${rentPsf} * lod.rsf end as annual_rent
    from (
      -- Both windows are whole partitions, one within the other, so one sort serves them.
      select lease.*,
        (case
          when not lease.live then 'terminated'
          when lease.start_date > ${day} then 'pending'
          -- Renewed: a later-starting lease of the same tenant on the suite is live.
          when lease.start_date < max(lease.start_date) filter (where lease.live)
            over (partition by lease.space_id, lease.tenant_id) then 'renewed'
          when lease.eff_end < ${day} then case when lease.status = 'active' then 'holdover' else 'expired' end
          when lease.eff_end <= ${day} + ${expiryHorizonDays}::int then 'expiring'
          else 'active'
        end) as lifecycle,
        -- The current lease: the latest start, then the highest id, among those that have the suite.
        coalesce(lease.candidate
          and lease.claim = max(lease.claim) filter (where lease.candidate) over (partition by lease.space_id),
          false) as is_current
      from (
        select l.id as lease_id, l.space_id, l.tenant_id, s.property_id, s.rentable_sf as rsf,
          l.start_date, l.end_date, l.status, l.base_rent_psf, l.escalation_pct,
          least(l.end_date, coalesce(l.terminated_on, l.end_date)) as eff_end,
          ${liveOn('l', day)} as live,
          -- May have the suite on the day: started, live, not past its end unless held over (still
          -- recorded active).
          (${liveOn('l', day)} and l.start_date <= ${day}
            and (least(l.end_date, coalesce(l.terminated_on, l.end_date)) >= ${day} or l.status = 'active'))
            as candidate,
          -- The start, then the id, as one number that orders the same way.
          (l.start_date - date '2000-01-01')::int8 * 2147483648 + l.id as claim
        from leases l join spaces s on s.id = l.space_id
        where s.property_id in ${propertyIds}
      ) lease
    ) lod`;
}

/** A date array parameter. */
const dates = (days: readonly string[]) => sql`${`{${days.join(',')}}`}::date[]`;

export type ExpiryFigureRow = {
  /** 'year' or 'quarter' (index: the period, from 1), 'holdover', 'in_place' (leases in place) or 'suites'. */
  kind: 'year' | 'quarter' | 'holdover' | 'in_place' | 'suites';
  index: number;
  property_id: number;
  leases: number;
  rsf: number;
  annual_rent: number;
};

/**
 * The expiry schedule's figures per building of `propertyIds` on `asOf`, in one pass: the counted
 * leases by the year and by the quarter their last day falls in (leases ending after the last period
 * are left out), the held-over leases, the leases in place (RSF and rent in place) and every suite's
 * RSF. The heatmap reads its cells from the same rows.
 */
export async function expiryFigures(
  db: Database,
  asOf: string,
  years: readonly Period[],
  quarters: readonly Period[],
  propertyIds: SQLWrapper,
): Promise<ExpiryFigureRow[]> {
  const byPeriod = (kind: 'year' | 'quarter', periods: readonly Period[]) => sql`
    select ${sql.raw(`'${kind}'`)} as kind, width_bucket(eff_end, ${dates(periods.map((period) => period.start))}) as index,
      property_id, count(*)::int as leases, sum(rsf)::float8 as rsf, sum(annual_rent)::float8 as annual_rent
    from lod
    where lifecycle in ${countedLifecycles} and eff_end <= ${periods.at(-1)?.end ?? asOf}::date
      and eff_end >= ${periods[0]?.start ?? asOf}::date
    group by 2, property_id`;
  const { rows } = await db.execute<ExpiryFigureRow>(sql`
    with lod as materialized (${leasesOn(asOf, propertyIds)})
    ${byPeriod('year', years)}
    union all ${byPeriod('quarter', quarters)}
    union all
    select 'holdover', 0, property_id, count(*)::int, sum(rsf)::float8, sum(annual_rent)::float8
    from lod where lifecycle = 'holdover' group by property_id
    union all
    select 'in_place', 0, property_id, count(*)::int, sum(rsf)::float8, sum(annual_rent)::float8
    from lod where is_current group by property_id
    union all
    select 'suites', 0, property_id, count(*)::int, sum(rentable_sf)::float8, 0
    from spaces where property_id in ${propertyIds} group by property_id`);
  return rows.map((row) => ({ ...row, index: Number(row.index) }));
}

export type ExpiringLeaseRow = {
  leaseId: number;
  tenantId: number;
  tenantName: string;
  suite: string;
  rsf: number;
  endDate: string;
  annualRent: number;
};

/** The counted leases of one building whose last day falls in [start, end], ending soonest first. */
export async function expiringLeases(
  db: Database,
  asOf: string,
  propertyId: number,
  start: string,
  end: string,
): Promise<ExpiringLeaseRow[]> {
  const { rows } = await db.execute<ExpiringLeaseRow>(sql`
    select lod.lease_id as "leaseId", lod.tenant_id as "tenantId", t.name as "tenantName", s.suite,
      lod.rsf::float8 as rsf, to_char(lod.eff_end, 'YYYY-MM-DD') as "endDate",
      lod.annual_rent::float8 as "annualRent"
    from (${leasesOn(asOf, sql`(${propertyId}::int)`)}) lod
    join tenants t on t.id = lod.tenant_id
    join spaces s on s.id = lod.space_id
    where lod.lifecycle in ${countedLifecycles} and lod.eff_end between ${start}::date and ${end}::date
    order by lod.eff_end, s.suite, lod.lease_id`);
  return rows;
}

export type TenantRentRow = {
  tenantId: number;
  name: string;
  annualRent: number;
  rsf: number;
  suites: number;
  /** The rent in place over every tenant of the scope. */
  totalRent: number;
};

/**
 * The `limit` tenants with the most annual rent in place (each suite's current lease) over the suites
 * of `propertyIds` on `asOf`, largest first (then by RSF, then tenant id), each row with the total.
 */
export async function tenantRents(
  db: Database,
  asOf: string,
  propertyIds: SQLWrapper,
  limit: number,
): Promise<{ rows: TenantRentRow[]; totalRent: number }> {
  const { rows } = await db.execute<TenantRentRow>(sql`
    select lod.tenant_id as "tenantId", t.name, sum(lod.annual_rent)::float8 as "annualRent",
      sum(lod.rsf)::float8 as rsf, count(*)::int as suites,
      (sum(sum(lod.annual_rent)) over ())::float8 as "totalRent"
    from (${leasesOn(asOf, propertyIds)}) lod
    join tenants t on t.id = lod.tenant_id
    where lod.is_current
    group by lod.tenant_id, t.name
    order by 3 desc, 4 desc, 1
    limit ${limit}`);
  return { rows, totalRent: rows[0]?.totalRent ?? 0 };
}

type OccupancyRow = {
  /**
   * 'date': the suites with leases on days[index - 1] (and after, up to the next row); 'building': a
   * building's on the as-of day; 'suites': a building's suites (rsf); 'claimed': those of its suites
   * with a lease not recorded terminated (rsf).
   */
  kind: 'date' | 'building' | 'suites' | 'claimed';
  index: number;
  property_id: number | null;
  pre_leased: number;
  vacant: number;
  rsf: number;
};

export type RsfSplit = { totalRsf: number; preLeasedRsf: number; vacantRsf: number };

/**
 * Total, pre-leased and vacant RSF of the suites of `propertyIds` on each of `days` (ascending), and
 * per building with suites on `asOf`, by suiteStatus() — in one pass over the leases, not one per day.
 *
 * Each lease may have its suite on the days [start, until): live, started, not past its end unless
 * held over. On a day the suite's current lease is the one among those with the latest start (then
 * the highest id); the suite's days are cut where any lease's claim begins or ends, and each piece has
 * one current lease (or none). Within a piece the suite is:
 * - with a current lease: pre-leased from the day it is neither renewed (a later lease of its tenant
 *   still live) nor running past the expiry horizon, while a signed lease still starts later; leased
 *   otherwise;
 * - without: pre-leased while a signed lease starts later, vacant after.
 * "A signed lease starts later" holds before the latest, over the suite's live leases, of
 * least(start, termination day). The pieces are summed onto the days they hold (a running sum of +RSF
 * where a piece begins and −RSF where it ends); a suite whose leases are all recorded terminated is
 * vacant on every day; leased = total − pre-leased − vacant.
 */
export async function occupancyFigures(
  db: Database,
  days: readonly string[],
  asOf: string,
  propertyIds: SQLWrapper,
): Promise<{ days: RsfSplit[]; buildings: Map<number, RsfSplit> }> {
  const first = days[0]!;
  // The first day after the last: pieces are cut to [first, afterLast).
  const afterLast = addDays(days.at(-1)!, 1);
  const { rows } = await db.execute<OccupancyRow>(sql`
    with claims as materialized (
      select c.*,
        -- The suite's current lease on the first day: the latest start, then the highest id, among
        -- those that have the suite then.
        coalesce(c.has_first and c.claim = c.first_claim, false) as current_first,
        c.first_claim is not null as suite_held_first
      from (
        -- The windows share one sort: by suite, then tenant, then start.
        select l.id, l.space_id, s.property_id, s.rentable_sf, l.start_date, claim.until,
          -- Leased (not pre-leased) before this day: renewed, or running past the expiry horizon.
          greatest(
            max(coalesce(l.terminated_on, 'infinity'::date)) over later_of_tenant,
            least(l.end_date, coalesce(l.terminated_on, l.end_date)) - ${expiryHorizonDays}::int
          ) as leased_until,
          -- A signed lease starts later on the days before this one.
          max(least(l.start_date, coalesce(l.terminated_on, 'infinity'::date))) over suite as signed_until,
          row_number() over suite = 1 as first_of_suite,
          claim.key as claim,
          claim.has_first,
          max(claim.key) filter (where claim.has_first) over suite as first_claim,
          claim.starts_within,
          claim.ends_within,
          -- Whether the suite's current lease may change within the days.
          bool_or(claim.starts_within or claim.ends_within) over suite as suite_changes
        from leases l join spaces s on s.id = l.space_id
        cross join lateral (
          select
            -- The first day it no longer has the suite.
            case
              when l.status = 'active' then coalesce(l.terminated_on, 'infinity'::date)
              when l.terminated_on <= l.end_date then l.terminated_on
              else l.end_date + 1
            end as until,
            -- The start, then the id, as one number that orders the same way.
            (l.start_date - date '2000-01-01')::int8 * 2147483648 + l.id as key
        ) claim_of
        cross join lateral (
          select claim_of.until, claim_of.key,
            l.start_date <= ${first}::date and claim_of.until > ${first}::date as has_first,
            claim_of.until > l.start_date and l.start_date > ${first}::date
              and l.start_date < ${afterLast}::date as starts_within,
            claim_of.until > l.start_date and claim_of.until > ${first}::date
              and claim_of.until < ${afterLast}::date as ends_within
        ) claim
        where s.property_id in ${propertyIds} and l.status <> 'terminated'
        window later_of_tenant as (partition by l.space_id, l.tenant_id order by l.start_date
                 range between '1 day' following and unbounded following),
          suite as (partition by l.space_id)
      ) c
    ),
    -- The first day of each suite, with its current lease then (or none).
    firsts as (
      select space_id, property_id, rentable_sf, signed_until, suite_changes,
        case when current_first then id end as lease_id, case when current_first then leased_until end as leased_until
      from claims where current_first or (first_of_suite and not suite_held_first)
    ),
    -- A suite whose current lease may change is cut on each day a claim begins or ends.
    pieces as (
      select cuts.*, coalesce(lead(day) over (partition by space_id order by day), ${afterLast}::date) as to_day
      from (
        select space_id, property_id, rentable_sf, ${first}::date as day, signed_until, lease_id, leased_until
        from firsts where suite_changes
        union all
        select space_id, property_id, rentable_sf, start_date, signed_until, null, null from claims
        where starts_within
        union all
        select space_id, property_id, rentable_sf, until, signed_until, null, null from claims
        where ends_within
      ) cuts
    ),
    held as materialized (
      select property_id, rentable_sf, ${first}::date as day, ${afterLast}::date as to_day, signed_until,
        lease_id, leased_until
      from firsts where not suite_changes
      union all
      select property_id, rentable_sf, day, to_day, signed_until, lease_id, leased_until
      from pieces where day = ${first}::date and day < to_day
      union all
      (select distinct on (p.space_id, p.day) p.property_id, p.rentable_sf, p.day, p.to_day, p.signed_until,
        c.id, c.leased_until
      from pieces p
      left join claims c on c.space_id = p.space_id and c.start_date <= p.day and c.until > p.day
      where p.day > ${first}::date and p.day < p.to_day
      order by p.space_id, p.day, c.start_date desc nulls last, c.id desc nulls last)
    ),
    spans as materialized (
      select property_id, rentable_sf as rsf, 'pre_leased' as kind,
        case when lease_id is null then day else greatest(day, leased_until) end as from_day,
        least(to_day, signed_until) as to_day
      from held
      union all
      select property_id, rentable_sf, 'vacant', greatest(day, signed_until), to_day
      from held where lease_id is null
    ),
    marks as (
      -- The first of the days at or after a span's first day, and after its last: 1-based indexes.
      select kind, width_bucket(from_day - 1, ${dates(days)}) + 1 as index, rsf as delta
      from spans where from_day < to_day
      union all
      select kind, width_bucket(to_day - 1, ${dates(days)}) + 1, -rsf
      from spans where from_day < to_day
    ),
    by_day as (
      select index, coalesce(sum(delta) filter (where kind = 'pre_leased'), 0) as pre_leased,
        coalesce(sum(delta) filter (where kind = 'vacant'), 0) as vacant
      from marks group by index
    )
    select 'date' as kind, index, null::int as property_id,
      (sum(pre_leased) over (order by index))::float8 as pre_leased,
      (sum(vacant) over (order by index))::float8 as vacant, 0::float8 as rsf
    from by_day
    union all
    select 'building', 0, property_id,
      coalesce(sum(rsf) filter (where kind = 'pre_leased'), 0)::float8,
      coalesce(sum(rsf) filter (where kind = 'vacant'), 0)::float8, 0
    from spans where from_day <= ${asOf}::date and ${asOf}::date < to_day group by property_id
    union all
    select 'suites', 0, property_id, 0, 0, sum(rentable_sf)::float8 from spaces
    where property_id in ${propertyIds} group by property_id
    union all
    select 'claimed', 0, property_id, 0, 0, sum(rentable_sf)::float8 from claims where first_of_suite
    group by property_id`);

  const totals = new Map<number, number>();
  const claimed = new Map<number, number>();
  const now = new Map<number, OccupancyRow>();
  const byIndex = new Map<number, OccupancyRow>();
  for (const row of rows) {
    if (row.kind === 'suites') totals.set(row.property_id!, row.rsf);
    else if (row.kind === 'claimed') claimed.set(row.property_id!, row.rsf);
    else if (row.kind === 'building') now.set(row.property_id!, row);
    else byIndex.set(Number(row.index), row);
  }
  const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0);
  const totalRsf = sum(totals.values());
  // Suites with no lease but terminated ones are vacant every day.
  const unleased = totalRsf - sum(claimed.values());
  // The running sums change only on days some span begins or ends; the days between carry them.
  let carried = { pre_leased: 0, vacant: 0 };
  return {
    days: days.map((_, index) => {
      carried = byIndex.get(index + 1) ?? carried;
      return { totalRsf, preLeasedRsf: carried.pre_leased, vacantRsf: carried.vacant + unleased };
    }),
    buildings: new Map(
      [...totals].map(([propertyId, total]) => [
        propertyId,
        {
          totalRsf: total,
          preLeasedRsf: now.get(propertyId)?.pre_leased ?? 0,
          vacantRsf: (now.get(propertyId)?.vacant ?? 0) + total - (claimed.get(propertyId) ?? 0),
        },
      ]),
    ),
  };
}
