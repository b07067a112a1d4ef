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

/** The statuses a lease counts in the expiry schedule with. */
const countedLifecycles = sql.raw(`('active', 'expiring', 'pending')`);

/** A lease of `alias` not terminated on `day`: not recorded so, and no termination date come. */
const liveOn = (alias: string, day: SQL) =>
  sql`(${sql.raw(alias)}.status <> 'terminated' and (${sql.raw(alias)}.terminated_on is null or ${sql.raw(alias)}.terminated_on > ${day}))`;

/**
 * Every lease of the suites of `propertyIds` on `today`, one row each: its lifecycle (leaseLifecycle()),
 * whether it is its suite's current lease (currentLease()), its last day (effectiveEnd()), the suite's
 * RSF and the in-place rent on `today` × RSF. Columns: lease_id, space_id, tenant_id, property_id,
 * suite, rsf, eff_end, lifecycle, is_current, annual_rent.
 */
export function leasesOn(today: string, propertyIds: SQLWrapper): SQL {
  const day = sql`${today}::date`;
  const rentPsf = inPlaceRentPsfSql(
    {
      baseRentPsf: sql`l.base_rent_psf`,
      escalationPct: sql`l.escalation_pct`,
      startDate: sql`l.start_date`,
      endDate: sql`l.end_date`,
    },
    today,
  );
  // Both windows are whole partitions, one within the other, so one sort serves them.
  return sql`select lod.lease_id, lod.space_id, lod.tenant_id, lod.property_id, lod.suite, lod.rsf, lod.eff_end,
      lod.annual_rent,
      (case
        when not lod.live then 'terminated'
        when lod.start_date > ${day} then 'pending'
        -- Renewed: a later-starting lease of the same tenant on the suite is live.
        when lod.start_date < max(lod.start_date) filter (where lod.live)
          over (partition by lod.space_id, lod.tenant_id) then 'renewed'
        when lod.eff_end < ${day} then case when lod.status = 'active' then 'holdover' else 'expired' end
        when lod.eff_end <= ${day} + ${expiryHorizonDays}::int then 'expiring'
        else 'active'
      end) as lifecycle,
      -- The current lease: the latest start, then the highest id, among those that have the suite.
      coalesce(lod.claim = max(lod.claim) filter (where lod.candidate) over (partition by lod.space_id)
        and lod.candidate, false) as is_current
    from (
      select l.id as lease_id, l.space_id, l.tenant_id, s.property_id, s.suite, s.rentable_sf as rsf,
        l.start_date, l.status,
        least(l.end_date, coalesce(l.terminated_on, l.end_date)) as eff_end,
        ${liveOn('l', day)} as live,
        -- May have the suite on the day: started, live, not past its end unless held over (still
        -- recorded active).
        (${liveOn('l', day)} and l.start_date <= ${day}
          and (least(l.end_date, coalesce(l.terminated_on, l.end_date)) >= ${day} or l.status = 'active')) as candidate,
        -- The start, then the id, as one number that orders the same way.
        (l.start_date - date '2000-01-01')::int8 * 2147483648 + l.id as claim,
        ${rentPsf} * s.rentable_sf as annual_rent
      from leases l join spaces s on s.id = l.space_id
      where s.property_id in ${propertyIds}
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
    select lod.lease_id as "leaseId", lod.tenant_id as "tenantId", t.name as "tenantName", lod.suite,
      lod.rsf::float8 as rsf, to_char(lod.eff_end, 'YYYY-MM-DD') as "endDate",
      lod.annual_rent::float8 as "annualRent"
    from (${leasesOn(asOf, sql`(${propertyId}::int)`)}) lod
    join tenants t on t.id = lod.tenant_id
    where lod.lifecycle in ${countedLifecycles} and lod.eff_end between ${start}::date and ${end}::date
    order by lod.eff_end, lod.suite, lod.lease_id`);
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
  /** 'date': the scope on days[index - 1] (and after, up to the next row); 'building': on the as-of day. */
  kind: 'date' | 'building' | 'suites';
  index: number;
  property_id: number | null;
  pre_leased: number;
  vacant: number;
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
 * where a piece begins and −RSF where it ends); leased = total − pre-leased − vacant.
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
    with suites as materialized (
      select id, property_id, rentable_sf from spaces where property_id in ${propertyIds}
    ),
    claims as materialized (
      select l.id, l.space_id, s.property_id, s.rentable_sf, l.start_date,
        -- The first day it no longer has the suite.
        case
          when l.status = 'active' then coalesce(l.terminated_on, 'infinity'::date)
          when l.terminated_on <= l.end_date then l.terminated_on
          else l.end_date + 1
        end as until,
        -- Leased (not pre-leased) before this day: renewed, or running past the expiry horizon.
        greatest(
          max(coalesce(l.terminated_on, 'infinity'::date)) over later_of_tenant,
          least(l.end_date, coalesce(l.terminated_on, l.end_date)) - ${expiryHorizonDays}::int
        ) as leased_until,
        -- Signed to start later on the days before this one.
        least(l.start_date, coalesce(l.terminated_on, 'infinity'::date)) as signs_until
      from leases l join suites s on s.id = l.space_id
      where l.status <> 'terminated'
      window later_of_tenant as (partition by l.space_id, l.tenant_id order by l.start_date
               range between '1 day' following and unbounded following)
    ),
    cuts as (
      select id as space_id, property_id, rentable_sf as rsf, ${first}::date as day, null::date as signs_until
      from suites
      union all
      select space_id, property_id, rentable_sf, ${first}::date, signs_until from claims
      union all
      select space_id, property_id, rentable_sf, start_date, null from claims
      where until > start_date and start_date > ${first}::date and start_date < ${afterLast}::date
      union all
      select space_id, property_id, rentable_sf, until, null from claims
      where until > start_date and until > ${first}::date and until < ${afterLast}::date
    ),
    pieces as (
      select space_id, property_id, rsf, day as from_day,
        coalesce(lead(day) over by_day, ${afterLast}::date) as to_day,
        max(signs_until) over (partition by space_id) as signed_until
      from cuts
      window by_day as (partition by space_id order by day)
    ),
    held as (
      select distinct on (p.space_id, p.from_day) p.*, c.id as lease_id, c.leased_until
      from pieces p
      left join claims c on c.space_id = p.space_id and c.start_date <= p.from_day and c.until > p.from_day
      where p.from_day < p.to_day
      order by p.space_id, p.from_day, c.start_date desc nulls last, c.id desc nulls last
    ),
    spans as (
      select property_id, rsf, 'pre_leased' as kind,
        case when lease_id is null then from_day else greatest(from_day, leased_until) end as from_day,
        least(to_day, coalesce(signed_until, '-infinity'::date)) as to_day
      from held
      union all
      select property_id, rsf, 'vacant', greatest(from_day, coalesce(signed_until, '-infinity'::date)), to_day
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
      (sum(vacant) over (order by index))::float8 as vacant
    from by_day
    union all
    select 'building', 0, property_id,
      coalesce(sum(rsf) filter (where kind = 'pre_leased'), 0)::float8,
      coalesce(sum(rsf) filter (where kind = 'vacant'), 0)::float8
    from spans where from_day <= ${asOf}::date and ${asOf}::date < to_day group by property_id
    union all
    select 'suites', 0, property_id, sum(rentable_sf)::float8, 0 from suites group by property_id`);

  const totals = new Map<number, number>();
  const now = new Map<number, OccupancyRow>();
  const byIndex = new Map<number, OccupancyRow>();
  for (const row of rows) {
    if (row.kind === 'suites') totals.set(row.property_id!, row.pre_leased);
    else if (row.kind === 'building') now.set(row.property_id!, row);
    else byIndex.set(Number(row.index), row);
  }
  const totalRsf = [...totals.values()].reduce((sum, value) => sum + value, 0);
  // The running sums change only on days some span begins or ends; the days between carry them.
  let carried = { pre_leased: 0, vacant: 0 };
  return {
    days: days.map((_, index) => {
      carried = byIndex.get(index + 1) ?? carried;
      return { totalRsf, preLeasedRsf: carried.pre_leased, vacantRsf: carried.vacant };
    }),
    buildings: new Map(
      [...totals].map(([propertyId, total]) => [
        propertyId,
        {
          totalRsf: total,
          preLeasedRsf: now.get(propertyId)?.pre_leased ?? 0,
          vacantRsf: now.get(propertyId)?.vacant ?? 0,
        },
      ]),
    ),
  };
}
