import { daysBetween } from '@common/calendar-days';
import type { OptionType } from '@common/option-types';
import {
  type OptionConflict,
  type OptionItem,
  type OptionListQuery,
  type OptionListResponse,
  type OptionStatus,
  optionFlag,
  optionMessages,
  optionStatus,
} from '@common/options';
import { and, asc, count, desc, eq, gte, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { optionStatusSteps, options, optionTypeCounts, properties, spaces, tenants } from '../../db/schema';
import { notFound } from '../../errors';
import { ownerUser } from '../owners/owners.service';
import { optionConflictsOver } from './option-conflict-inputs';
import {
  filtersBesidesStatus,
  listWhere,
  liveOn,
  nearestFirst,
  optionOwnerId,
  statusOf,
} from './option-filters';

const rowColumns = {
  id: options.id,
  property: { id: properties.id, name: properties.name },
  spaceId: spaces.id,
  suite: spaces.suite,
  tenantId: tenants.id,
  tenantName: tenants.name,
  leaseId: options.leaseId,
  optionType: options.optionType,
  noticeStart: options.noticeStart,
  noticeEnd: options.noticeEnd,
  effectiveDate: options.effectiveDate,
  targets: options.targets,
  description: options.description,
  ownerId: ownerUser.id,
  ownerName: ownerUser.fullName,
  ownerAssigned: sql<boolean>`${options.ownerId} is not null`,
};

/**
 * `offset 0`, which keeps PostgreSQL from merging a sub-select into the query around it (drizzle
 * writes no offset for the number 0, so it is given as SQL).
 */
const kept = sql`0` as unknown as number;

/** Options as a list shows them: with their building, suite, tenant and owner. */
function selectRows(db: Database) {
  return db
    .select(rowColumns)
    .from(options)
    .innerJoin(properties, eq(properties.id, options.propertyId))
    .leftJoin(spaces, eq(spaces.id, options.spaceId))
    .leftJoin(tenants, eq(tenants.id, options.tenantId))
    .leftJoin(ownerUser, eq(ownerUser.id, optionOwnerId));
}

/**
 * The ids of one page, joining only what the filters and order read (every option has a building, so
 * the left joins keep the rows an inner join would, and PostgreSQL leaves out those not read).
 * - Active options (the default list) come from options_active_order_idx nearest first in date order,
 *   so a page reads its own rows rather than every option active on `today`.
 * - Inactive options are read through their live window's index first, in a sub-select under the
 *   table's own name kept apart by `offset 0`: ordered by notice start, PostgreSQL would otherwise walk
 *   that index from the oldest option, reading every option past.
 */
function pageIds(db: Database, query: OptionListQuery, where: SQL | undefined, today: string) {
  const source =
    statusOf(query) === 'inactive'
      ? db.select().from(options).where(liveOn(today)).offset(kept).as('options')
      : options;
  const ids = db
    .select({ id: options.id, spaceId: options.spaceId })
    .from(source)
    .leftJoin(properties, eq(properties.id, options.propertyId))
    .leftJoin(tenants, eq(tenants.id, options.tenantId))
    .leftJoin(ownerUser, eq(ownerUser.id, optionOwnerId))
    .where(where)
    .orderBy(...listOrder(query))
    .offset(query.offset ?? 0);
  return query.limit === undefined ? ids : ids.limit(query.limit);
}

/**
 * The list's order; the id last, so pages never overlap. Active options order by their dates' distance
 * from the first or last day (the same order), which their index hands over.
 */
function listOrder(query: OptionListQuery): SQL[] {
  const direction = query.dir === 'desc' ? 'desc' : 'asc';
  const dir = direction === 'desc' ? desc : asc;
  const byDate = (column: typeof options.noticeStart) =>
    statusOf(query) === 'active' ? asc(nearestFirst(column, direction)) : dir(column);
  switch (query.sort ?? 'noticeStart') {
    case 'noticeStart':
      return [byDate(options.noticeStart), asc(options.id)];
    // Days to the deadline order as the notice end does (today is the same for every row).
    case 'daysToDeadline':
      return [byDate(options.noticeEnd), asc(options.id)];
    case 'owner':
      return [
        sql`lower(${ownerUser.fullName}) ${sql.raw(direction)} nulls last`,
        asc(options.noticeEnd),
        asc(options.id),
      ];
  }
}

type Row = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

/** The rows as the API answers them: status and flag by the pure rules on `today`, with their conflicts. */
function toItems(rows: Row[], today: string, conflicts: Map<number, OptionConflict[]>): OptionItem[] {
  return rows.map((row) => ({
    id: row.id,
    property: row.property,
    space: row.spaceId === null || row.suite === null ? null : { id: row.spaceId, suite: row.suite },
    tenant:
      row.tenantId === null || row.tenantName === null ? null : { id: row.tenantId, name: row.tenantName },
    leaseId: row.leaseId,
    optionType: row.optionType,
    noticeStart: row.noticeStart,
    noticeEnd: row.noticeEnd,
    effectiveDate: row.effectiveDate,
    targets: row.targets,
    description: row.description,
    status: optionStatus(row, today),
    flag: optionFlag(row, today),
    conflicts: conflicts.get(row.id) ?? [],
    daysToDeadline: daysBetween(today, row.noticeEnd),
    ownerId: row.ownerId,
    ownerName: row.ownerName,
    ownerAssigned: row.ownerAssigned,
  }));
}

const counterTypes: Record<keyof OptionListResponse['counters'], OptionType> = {
  renewals: 'Renewal',
  terminations: 'Termination',
  expansions: 'Expansion',
  rofo: 'ROFO',
  rofr: 'ROFR',
};

/** GET /api/options: matching options by notice start, with counts by type over every match. */
export async function listOptions(
  db: Database,
  today: string,
  query: OptionListQuery,
  userId: number,
): Promise<OptionListResponse> {
  const where = listWhere(query, today, userId);
  const status = statusOf(query);
  const [ids, summary] = await Promise.all([
    pageIds(db, query, where, today),
    filtersBesidesStatus(query)
      ? countMatches(db, where)
      : status === 'all'
        ? keptCounts(db)
        : keptStatusCounts(db, status, today),
  ]);
  if (ids.length === 0) return { items: [], ...summary };
  // The page's rows and the conflicts on its suites (which need only the suites) are read together.
  const spaceIds = [...new Set(ids.flatMap((row) => (row.spaceId === null ? [] : [row.spaceId])))];
  const [rows, conflicts] = await Promise.all([
    selectRows(db)
      .where(
        inArray(
          options.id,
          ids.map((row) => row.id),
        ),
      )
      .orderBy(...listOrder(query)),
    optionConflictsOver(db, spaceIds, today),
  ]);
  return { items: toItems(rows, today, conflicts), ...summary };
}

type Summary = Pick<OptionListResponse, 'total' | 'counters'>;

/** The total and counters over the options matching `where`, counted by type. */
export async function countMatches(db: Database, where: SQL | undefined): Promise<Summary> {
  const rows = await db
    .select({ optionType: options.optionType, options: count() })
    .from(options)
    .innerJoin(properties, eq(properties.id, options.propertyId))
    .leftJoin(tenants, eq(tenants.id, options.tenantId))
    .where(where)
    .groupBy(options.optionType);
  return summaryOf(rows);
}

/** The total and counters from options counted by type. */
function summaryOf(rows: { optionType: string; options: number }[]): Summary {
  const of = (type: OptionType) => rows.find((row) => row.optionType === type)?.options ?? 0;
  return {
    total: rows.reduce((sum, row) => sum + row.options, 0),
    counters: {
      renewals: of(counterTypes.renewals),
      terminations: of(counterTypes.terminations),
      expansions: of(counterTypes.expansions),
      rofo: of(counterTypes.rofo),
      rofr: of(counterTypes.rofr),
    },
  };
}

/** The total and counters over every option, as option_type_counts keeps them. */
async function keptCounts(db: Database): Promise<Summary> {
  return summaryOf(await db.select().from(optionTypeCounts));
}

/**
 * The total and counters over the options in `status` on `today`: the sums of option_status_steps up to
 * that day, read as the months before its month and the days of its month up to it.
 */
export async function keptStatusCounts(db: Database, status: OptionStatus, today: string): Promise<Summary> {
  const steps = optionStatusSteps;
  const monthStart = `${today.slice(0, 8)}01`;
  const rows = await db
    .select({ optionType: steps.optionType, options: sql<number>`sum(${steps.n})::int`.mapWith(Number) })
    .from(steps)
    .where(
      and(
        eq(steps.status, status),
        or(
          and(eq(steps.grain, 'month'), lt(steps.day, monthStart)),
          and(eq(steps.grain, 'day'), gte(steps.day, monthStart), lte(steps.day, today)),
        ),
      ),
    )
    .groupBy(steps.optionType);
  return summaryOf(rows);
}

/** GET /api/options/:id. */
export async function getOption(db: Database, id: number, today: string): Promise<OptionItem> {
  const rows = await selectRows(db).where(eq(options.id, id));
  if (rows.length === 0) throw notFound(optionMessages.notFound);
  const spaceId = rows[0]?.spaceId;
  const conflicts = await optionConflictsOver(db, spaceId == null ? [] : [spaceId], today);
  const [item] = toItems(rows, today, conflicts);
  return item!;
}
