import { noticeSoonDays, type OptionFilters, type OptionStatus, rightsOverSpace } from '@common/options';
import { and, eq, ilike, inArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { leases, options, properties, tenants } from '../../db/schema';
import { effectiveOwnerId } from '../owners/owners.service';
import { containsPattern } from '../properties/sql-helpers';

/*
 * Status, flag and conflicts are derived from the dates against `today`. Filtering, counting and
 * paging need them in SQL (the conditions below mirror optionStatus, optionFlag and
 * findOptionConflicts in common/src/options.ts, and options.test.ts proves they agree); the rows
 * returned get theirs from those pure functions.
 */

const day = (today: string) => sql`${today}::date`;

/**
 * The option's notice has opened and its effective date has not passed on `today` (active or
 * inactive): the index options_live_window_idx finds these without reading the options past or to come.
 */
export function liveOn(today: string): SQL {
  return sql`daterange(${options.noticeStart}, ${options.effectiveDate}, '[]') @> ${day(today)}`;
}

/**
 * The option is active on `today`: its notice has opened and neither its notice end nor its effective
 * date has passed. The index options_active_order_idx finds these, nearest first in notice start or
 * notice end order (`nearestFirst`).
 */
export function activeOn(today: string): SQL {
  return sql`daterange(${options.noticeStart}, least(${options.noticeEnd}, ${options.effectiveDate}), '[]') @> ${day(today)}`;
}

/**
 * The first and last days an option's dates hold (the API takes four-digit years). Ordering by the
 * distance to one of them (btree_gist's `<->`) orders by the date itself, ascending from the first and
 * descending from the last, and a GiST index holding the date answers that order.
 */
const firstDay = sql`'0001-01-01'::date`;
const lastDay = sql`'9999-12-31'::date`;

/** `column` in `dir` order, as a distance options_active_order_idx can hand over nearest first. */
export function nearestFirst(column: SQLWrapper, dir: 'asc' | 'desc'): SQL {
  return sql`${column} <-> ${dir === 'desc' ? lastDay : firstDay}`;
}

/** The status a list asks for: active unless it names another (or 'all'). */
export const statusOf = (filters: OptionFilters): OptionStatus | 'all' => filters.status ?? 'active';

/** SQL twin of `optionStatus`. */
function statusCondition(status: OptionStatus, today: string): SQL {
  const t = day(today);
  const notExpired = sql`${options.effectiveDate} >= ${t}`;
  switch (status) {
    case 'expired':
      return sql`${options.effectiveDate} < ${t}`;
    case 'upcoming':
      return sql`(${notExpired} and ${t} < ${options.noticeStart})`;
    // Active and inactive also name the window an index answers; the plain comparisons state the rule.
    case 'active':
      return sql`(${activeOn(today)} and ${notExpired} and ${options.noticeStart} <= ${t} and ${t} <= ${options.noticeEnd})`;
    case 'inactive':
      return sql`(${liveOn(today)} and ${notExpired} and ${options.noticeStart} <= ${t} and ${options.noticeEnd} < ${t})`;
  }
}

/** Filters besides the status: with none, the counts over all options come from option_type_counts. */
export function filtersBesidesStatus(filters: OptionFilters): boolean {
  return Boolean(
    (filters.types && filters.types.length > 0) ||
      filters.assetManagerId !== undefined ||
      filters.propertyId !== undefined ||
      filters.tenantId !== undefined ||
      filters.keyword ||
      filters.flagged ||
      filters.conflicts ||
      filters.mine,
  );
}

/** SQL twin of `optionFlag(...) !== null`. */
function flaggedCondition(today: string): SQL {
  const t = day(today);
  return sql`((${t} < ${options.noticeStart} and ${options.noticeStart} <= ${t} + ${noticeSoonDays}::int)
    or (${options.noticeEnd} < ${t} and ${t} <= ${options.effectiveDate}))`;
}

const rightsList = (column: SQLWrapper) =>
  sql`${column} in (${sql.join(
    rightsOverSpace.map((type) => sql`${type}`),
    sql`, `,
  )})`;

/**
 * SQL twin of "findOptionConflicts has an entry for this option": the ids of live rights over a suite
 * that either compete with another tenant's live right with an overlapping window, or sit on a suite
 * leased to another tenant past their effective date. Written as `id in (… union …)` rather than two
 * correlated EXISTS joined by OR, which PostgreSQL cannot turn into a join (it ran one scan per row).
 */
function conflictCondition(today: string): SQL {
  const t = day(today);
  const a = alias(options, 'conflict_a');
  const b = alias(options, 'conflict_b');
  const live = (o: Record<'spaceId' | 'optionType' | 'effectiveDate', SQLWrapper>) =>
    sql`${o.spaceId} is not null and ${rightsList(o.optionType)} and ${o.effectiveDate} >= ${t}`;
  return sql`${options.id} in (
    select ${a.id} from ${options} as ${sql.identifier('conflict_a')}
      join ${options} as ${sql.identifier('conflict_b')}
        on ${b.spaceId} = ${a.spaceId} and ${b.id} <> ${a.id}
       and ${b.tenantId} is distinct from ${a.tenantId}
       and ${b.noticeStart} <= ${a.noticeEnd} and ${a.noticeStart} <= ${b.noticeEnd}
     where ${live(a)} and ${live(b)}
    union
    select ${a.id} from ${options} as ${sql.identifier('conflict_a')}
      join ${leases} on ${leases.spaceId} = ${a.spaceId} and ${leases.status} = 'active'
       and ${leases.tenantId} is distinct from ${a.tenantId} and ${leases.endDate} >= ${a.effectiveDate}
     where ${live(a)})`;
}

/** The option's effective owner: its own, else its building's asset manager. */
export const optionOwnerId = effectiveOwnerId(options.ownerId, properties.assetManagerId);

/**
 * The list's filters as one condition over options joined to their properties and tenants.
 * `userId`: the signed-in user, for `mine`.
 */
export function listWhere(filters: OptionFilters, today: string, userId: number): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  const status = statusOf(filters);
  if (status !== 'all') conditions.push(statusCondition(status, today));
  if (filters.types && filters.types.length > 0) conditions.push(inArray(options.optionType, filters.types));
  if (filters.assetManagerId !== undefined)
    conditions.push(eq(properties.assetManagerId, filters.assetManagerId));
  if (filters.propertyId !== undefined) conditions.push(eq(options.propertyId, filters.propertyId));
  if (filters.tenantId !== undefined) conditions.push(eq(options.tenantId, filters.tenantId));
  if (filters.keyword) {
    const pattern = containsPattern(filters.keyword);
    conditions.push(
      or(
        ilike(properties.name, pattern),
        ilike(tenants.name, pattern),
        ilike(options.targets, pattern),
        ilike(options.description, pattern),
      ),
    );
  }
  if (filters.flagged === 'true') conditions.push(flaggedCondition(today));
  if (filters.flagged === 'false') conditions.push(sql`not ${flaggedCondition(today)}`);
  if (filters.conflicts === 'true') conditions.push(conflictCondition(today));
  if (filters.conflicts === 'false') conditions.push(sql`not ${conflictCondition(today)}`);
  if (filters.mine === 'true') conditions.push(sql`${optionOwnerId} = ${userId}`);
  return and(...conditions);
}
