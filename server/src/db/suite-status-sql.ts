import { expiryHorizonDays, type SuiteStatus } from '@common/lease-lifecycle';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/*
 * The suite rule of common/src/lease-lifecycle.ts as lists and counts read it: the SQL function
 * suite_status() (migration 0006), tested against suiteStatus() on random portfolios.
 */

/** The suite's status on `today`, for a select list or a condition. */
export function suiteStatusOf(
  spaceId: AnyColumn | SQL,
  today: string,
  horizonDays = expiryHorizonDays,
): SQL<SuiteStatus> {
  return sql<SuiteStatus>`suite_status(${spaceId}, ${today}::date, ${horizonDays}::int)`;
}

/** The suite is one of `statuses` on `today`. */
export function suiteStatusIn(
  spaceId: AnyColumn | SQL,
  today: string,
  statuses: readonly SuiteStatus[],
  horizonDays = expiryHorizonDays,
): SQL {
  return sql`${suiteStatusOf(spaceId, today, horizonDays)} in (${sql.join(
    statuses.map((status) => sql`${status}`),
    sql`, `,
  )})`;
}
