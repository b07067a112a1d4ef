import { expiryHorizonDays, type SuiteStatus } from '@common/lease-lifecycle';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/*
 * The suite rule of common/src/lease-lifecycle.ts as lists and counts read it, tested against
 * suiteStatus() on random portfolios (lease-lifecycle-sql.test.ts).
 *
 * It is written inline rather than as a call of the SQL function suite_status(): PostgreSQL cannot
 * inline a function whose body has sub-queries, so each call was planned and run on its own (3.6 s to
 * count the marketable suites of 20,000), where the inline form is three index look-ups per suite
 * (about 0.1 s). The aliases are prefixed so that they never hide a table of the query around it,
 * and the suite's id is read once, in a select of its own with no table: drizzle writes a column of a
 * one-table query unqualified ("id"), which inside a sub-query over leases would name the lease's id.
 */

/** A lease that still counts on `today`: not recorded terminated, and its termination date not come. */
const live = (alias: string, today: string) =>
  sql.raw(
    `${alias}.status <> 'terminated' and (${alias}.terminated_on is null or ${alias}.terminated_on > '${today}'::date)`,
  );

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `today` written into the text as a date constant, once checked to be a calendar day: the planner
 * then sees a constant, and the same fragment can sit in a select list and a condition of one query.
 */
function dayConstant(today: string): SQL {
  if (!isoDay.test(today)) throw new Error(`Not a calendar day: ${today}`);
  return sql.raw(`'${today}'::date`);
}

/**
 * The suite's status on `today`: its current lease (started, not terminated, not past its end unless
 * held over; the latest start, then the highest id) is renewed when the same tenant has a later lease
 * of the suite, occupied while it runs past the horizon; otherwise the suite is pre-leased when a
 * signed lease starts later, else expiring (with a current lease) or vacant.
 */
export function suiteStatusOf(
  spaceId: AnyColumn | SQL,
  today: string,
  horizonDays = expiryHorizonDays,
): SQL<SuiteStatus> {
  // The horizon is written into the text too (checked here), as `today` is (dayConstant).
  const day = dayConstant(today);
  if (!Number.isInteger(horizonDays)) throw new Error(`Not a whole number of days: ${horizonDays}`);
  return sql<SuiteStatus>`(select case
      when ss_cur.id is null then case when ss_ahead.signed then 'pre-leased' else 'vacant' end
      when exists (
        select 1 from leases ss_next
        where ss_next.space_id = ss_cur.space_id and ss_next.tenant_id = ss_cur.tenant_id
          and ss_next.id <> ss_cur.id and ss_next.start_date > ss_cur.start_date and ${live('ss_next', today)}
      ) then 'renewed'
      when least(ss_cur.end_date, coalesce(ss_cur.terminated_on, ss_cur.end_date)) > ${day} + ${sql.raw(String(horizonDays))}
        then 'occupied'
      when ss_ahead.signed then 'pre-leased'
      else 'expiring'
    end
    from (select ${spaceId} as space_id) ss_suite
    cross join lateral (
      select exists (
        select 1 from leases ss_later
        where ss_later.space_id = ss_suite.space_id and ss_later.start_date > ${day} and ${live('ss_later', today)}
      ) as signed
    ) ss_ahead
    left join lateral (
      select ss_l.id, ss_l.space_id, ss_l.tenant_id, ss_l.start_date, ss_l.end_date, ss_l.terminated_on
      from leases ss_l
      where ss_l.space_id = ss_suite.space_id and ${live('ss_l', today)} and ss_l.start_date <= ${day}
        and (least(ss_l.end_date, coalesce(ss_l.terminated_on, ss_l.end_date)) >= ${day} or ss_l.status = 'active')
      order by ss_l.start_date desc, ss_l.id desc
      limit 1
    ) ss_cur on true)`;
}

/** The suite is one of `statuses` on `today`. */
export function suiteStatusIn(
  spaceId: AnyColumn | SQL,
  today: string,
  statuses: readonly SuiteStatus[],
  horizonDays = expiryHorizonDays,
): SQL {
  return sql`${suiteStatusOf(spaceId, today, horizonDays)} in (${sql.raw(
    statuses.map((status) => `'${status}'`).join(', '),
  )})`;
}

/** The columns leaseRunsOutWithin() reads, of leases under the alias `l` in a hand-written query. */
export const aliasedLeaseColumns = {
  id: sql`l.id`,
  status: sql`l.status`,
  endDate: sql`l.end_date`,
  terminatedOn: sql`l.terminated_on`,
};

/**
 * A lease that runs out within `days` of `today` by the lifecycle (leaseLifecycle() with that
 * horizon): expiring or held over — started, not terminated, not renewed (no later live lease of its
 * tenant on its suite), and its effective end within the window, or passed while it is still recorded
 * active. Written inline rather than as lease_lifecycle(), which PostgreSQL runs once per row (the
 * start and the renewal are read through the lease's id, so callers pass only these columns, in a
 * scalar sub-select, which the planner runs for the few rows in the window rather than joining over
 * every lease); the
 * dates come first, so three index ranges (end date, active by end date, termination date) narrow the
 * rows to the window and no lease long past is read. Tested against leaseLifecycle() on random
 * portfolios (lease-lifecycle-sql.test.ts).
 */
export function leaseRunsOutWithin(
  lease: {
    id: AnyColumn | SQL;
    status: AnyColumn | SQL;
    endDate: AnyColumn | SQL;
    terminatedOn: AnyColumn | SQL;
  },
  today: string,
  days: number,
): SQL {
  const first = dayConstant(today);
  if (!Number.isInteger(days)) throw new Error(`Not a whole number of days: ${days}`);
  const last = sql`(${first} + ${sql.raw(String(days))})`;
  const end = sql`least(${lease.endDate}, coalesce(${lease.terminatedOn}, ${lease.endDate}))`;
  return sql`(${lease.status} <> 'terminated'
    and ((${lease.endDate} >= ${first} and ${lease.endDate} <= ${last})
      or (${lease.status} = 'active' and ${lease.endDate} <= ${last})
      or (${lease.terminatedOn} >= ${first} and ${lease.terminatedOn} <= ${last}))
    and (${lease.terminatedOn} is null or ${lease.terminatedOn} > ${first})
    and (${end} between ${first} and ${last} or (${end} < ${first} and ${lease.status} = 'active'))
    and (
      select lr_self.start_date <= ${first} and not exists (
          select 1 from leases lr_next
          where lr_next.space_id = lr_self.space_id and lr_next.tenant_id = lr_self.tenant_id
            and lr_next.id <> lr_self.id and lr_next.start_date > lr_self.start_date and ${live('lr_next', today)}
        )
      from leases lr_self where lr_self.id = ${lease.id}
    ))`;
}

/** A suite whose last covered day (suite_cover.covered_until) is before `today`: vacant. */
export function keptVacant(coveredUntil: AnyColumn | SQL, today: string): SQL {
  return sql`(${coveredUntil} < ${dayConstant(today)})`;
}

/**
 * The suite is vacant or expiring (of `statuses`) on `today` with the default horizon, read from what
 * the triggers keep per suite rather than from its leases: vacant when its last covered day
 * (`coveredUntil`, its suite_cover row joined by the caller) is before today, expiring when one of its
 * expiring runs (suite_expiry_spans) holds today. Both are held to suiteStatus() after random writes
 * (dashboard-counts.test.ts), so this equals suiteStatusIn() with expiryHorizonDays, at one index
 * look-up per suite.
 */
export function keptSuiteStatusIn(
  spaceId: AnyColumn | SQL,
  coveredUntil: AnyColumn | SQL,
  today: string,
  statuses: readonly ('vacant' | 'expiring')[],
): SQL {
  const day = dayConstant(today);
  const conditions = [
    ...(statuses.includes('vacant') ? [keptVacant(coveredUntil, today)] : []),
    ...(statuses.includes('expiring')
      ? [
          sql`exists (select 1 from suite_expiry_spans ks_span
            where ks_span.space_id = ${spaceId} and ks_span.from_day <= ${day} and ks_span.to_day > ${day})`,
        ]
      : []),
  ];
  return conditions.length === 0 ? sql`false` : sql`(${sql.join(conditions, sql` or `)})`;
}
