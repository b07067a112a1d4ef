import { addDays, lastDayOfMonth } from '@common/calendar-days';
import {
  type CriticalDate,
  type CriticalDateDayTotal,
  type CriticalDatesDayQuery,
  type CriticalDatesDayResponse,
  type CriticalDatesQuery,
  type CriticalDatesResponse,
  criticalDatesDayPageSize,
  criticalDatesShownPerDay,
} from '@common/options';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { properties } from '../../db/schema';
import { notFound } from '../../errors';
import {
  type CriticalDateScope,
  criticalDateCounts,
  criticalDateKeys,
  criticalDateOf,
  type EntryRow,
  entryColumns,
  entryJoins,
  inDayOrder,
  type Range,
} from './critical-date-rows';

export type { CriticalDateScope } from './critical-date-rows';

export const propertyNotFoundMessage = 'Property not found';

/** How far back the .ics export and the subscription feeds reach. */
export const icsLookBackDays = 90;

/** First and last day of 'yyyy-MM'. */
function monthRange(month: string): Range {
  const from = `${month}-01`;
  return { from, to: lastDayOfMonth(from) };
}

/** A critical date with the last change of the rows its entry is made of (for LAST-MODIFIED). */
export type DatedCriticalDate = CriticalDate & { updatedAt: Date };

/**
 * Every critical date in `range` of one building (or the portfolio): active leases' end dates and
 * every option's notice start, notice end and effective date, by date then in the calendar's order
 * (`inDayOrder`).
 */
export async function criticalDatesIn(
  db: Database,
  range: Range,
  scope: CriticalDateScope,
): Promise<DatedCriticalDate[]> {
  const { rows } = await db.execute<EntryRow>(sql`
    select ${entryColumns} from ${criticalDateKeys(range, scope)} e ${entryJoins}
    order by e.date, ${inDayOrder('e')}`);
  return rows.map((row) => ({
    ...criticalDateOf(row),
    updatedAt: new Date(row.updated_at),
  }));
}

type DayPages = { days: CriticalDateDayTotal[]; items: CriticalDate[] };

/**
 * Entries `offset` to `offset + limit` (in the calendar's order) of every day of `range` that has any,
 * with each such day's total. The totals are counts over the date indexes; a day's kinds follow one
 * another, so the counts tell which kinds reach into the page, and only those have their entries
 * titled and sorted, each kind on its own (LATERAL, per day and kind).
 */
async function pageOfEachDay(
  db: Database,
  range: Range,
  scope: CriticalDateScope,
  { offset, limit }: { offset: number; limit: number },
): Promise<DayPages> {
  const end = offset + limit;
  const { rows } = await db.execute<EntryRow & { day: string; total: number }>(sql`
    with groups as (
      select date, kind_order, n,
        (sum(n) over (partition by date order by kind_order) - n)::int as before,
        (sum(n) over (partition by date))::int as total
      from ${criticalDateCounts(range, scope)} c
    )
    select g.date::text as day, g.total, ${entryColumns}
    from groups g
    left join lateral (
      select * from ${criticalDateKeys(range, scope)} k
      where k.date = g.date and k.kind_order = g.kind_order
        and g.before < ${end}::int and g.before + g.n > ${offset}::int
      order by ${inDayOrder('k')}
      offset greatest(${offset}::int - g.before, 0)
      limit greatest(least(${limit}::int, ${end}::int - g.before), 0)
    ) e on true
    ${entryJoins}
    order by g.date, g.kind_order, ${inDayOrder('e')}`);
  const days: CriticalDateDayTotal[] = [];
  for (const row of rows) {
    if (days.at(-1)?.date !== row.day) days.push({ date: row.day, total: row.total });
  }
  return { days, items: rows.filter((row) => row.target_id !== null).map(criticalDateOf) };
}

/** The property of `propertyId` (404 when unknown), or null for the portfolio. */
export async function propertyOf(
  db: Database,
  propertyId: number | undefined,
): Promise<{ id: number; name: string } | null> {
  if (propertyId === undefined) return null;
  const [property] = await db
    .select({ id: properties.id, name: properties.name })
    .from(properties)
    .where(eq(properties.id, propertyId));
  if (!property) throw notFound(propertyNotFoundMessage);
  return property;
}

/**
 * GET /api/critical-dates: one month (default this month) of one building or the portfolio: each day's
 * total and its first entries, as many as a day of the month grid shows.
 */
export async function getCriticalDates(
  db: Database,
  today: string,
  query: CriticalDatesQuery,
): Promise<CriticalDatesResponse> {
  const month = query.month ?? today.slice(0, 7);
  const [property, { days, items }] = await Promise.all([
    propertyOf(db, query.propertyId),
    pageOfEachDay(
      db,
      monthRange(month),
      { propertyId: query.propertyId },
      {
        offset: 0,
        limit: criticalDatesShownPerDay,
      },
    ),
  ]);
  return { month, property, days, items };
}

/** GET /api/critical-dates/day: one page of one day's entries, with the day's total. */
export async function getCriticalDay(
  db: Database,
  query: CriticalDatesDayQuery,
): Promise<CriticalDatesDayResponse> {
  const { day, propertyId, offset = 0, limit = criticalDatesDayPageSize } = query;
  const [, { days, items }] = await Promise.all([
    propertyOf(db, propertyId),
    pageOfEachDay(db, { from: day, to: day }, { propertyId }, { offset, limit }),
  ]);
  return { day, total: days[0]?.total ?? 0, items };
}

/** The .ics export's dates (and a subscription feed's): from 90 days ago onward. */
export async function upcomingCriticalDates(
  db: Database,
  today: string,
  scope: CriticalDateScope,
): Promise<{ property: { id: number; name: string } | null; items: DatedCriticalDate[] }> {
  const property = await propertyOf(db, scope.propertyId);
  const items = await criticalDatesIn(db, { from: addDays(today, -icsLookBackDays), to: null }, scope);
  return { property, items };
}
