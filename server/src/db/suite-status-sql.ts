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
  // `today` and the horizon are written into the text (both are checked here): the planner then sees
  // constants, and the same fragment can sit in a select list and a condition of one query.
  if (!isoDay.test(today)) throw new Error(`Not a calendar day: ${today}`);
  if (!Number.isInteger(horizonDays)) throw new Error(`Not a whole number of days: ${horizonDays}`);
  const day = sql.raw(`'${today}'::date`);
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

/**
 * A lease that runs out within `days` of `today` by the lifecycle (lease_lifecycle() with that
 * horizon): expiring — not renewed, not terminated — or held over. Renewed leases are not expiring.
 * The end-date test comes first, so the end-date index narrows the rows before the lifecycle is read
 * (a lease still recorded pending whose start has come counts: the lifecycle goes by its dates).
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
  const last = sql`(${today}::date + ${days}::int)`;
  return sql`(${lease.status} <> 'terminated' and (${lease.endDate} <= ${last} or ${lease.terminatedOn} <= ${last})
    and lease_lifecycle(${lease.id}, ${today}::date, ${days}::int) in ('expiring', 'holdover'))`;
}
