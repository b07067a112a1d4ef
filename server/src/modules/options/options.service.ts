import { daysBetween } from '@common/calendar-days';
import type { OptionType } from '@common/option-types';
import {
  type ConflictLease,
  type ConflictOption,
  findOptionConflicts,
  noticeSoonDays,
  type OptionFilters,
  type OptionInput,
  type OptionItem,
  type OptionListQuery,
  type OptionListResponse,
  type OptionStatus,
  optionFlag,
  optionMessages,
  optionStatus,
  rightsOverSpace,
} from '@common/options';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { auditLog, leases, options, properties, spaces, tenants } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../errors';
import { effectiveOwnerId, ownerUser, requireActiveOwner } from '../owners/owners.service';
import { containsPattern, databaseErrorCode } from '../properties/sql-helpers';

/*
 * Status, flag and conflicts are derived from the dates against `today`. Filtering, counting and
 * paging need them in SQL (the conditions below mirror optionStatus, optionFlag and
 * findOptionConflicts in common/src/options.ts, and options.test.ts proves they agree); the rows
 * returned get theirs from those pure functions.
 */

const day = (today: string) => sql`${today}::date`;

/** SQL twin of `optionStatus`. */
export function statusCondition(status: OptionStatus, today: string): SQL {
  const t = day(today);
  const notExpired = sql`${options.effectiveDate} >= ${t}`;
  switch (status) {
    case 'expired':
      return sql`${options.effectiveDate} < ${t}`;
    case 'upcoming':
      return sql`(${notExpired} and ${t} < ${options.noticeStart})`;
    case 'active':
      return sql`(${notExpired} and ${options.noticeStart} <= ${t} and ${t} <= ${options.noticeEnd})`;
    case 'inactive':
      return sql`(${notExpired} and ${options.noticeStart} <= ${t} and ${options.noticeEnd} < ${t})`;
  }
}

/** SQL twin of `optionFlag(...) !== null`. */
export function flaggedCondition(today: string): SQL {
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
export function conflictCondition(today: string): SQL {
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
const optionOwnerId = effectiveOwnerId(options.ownerId, properties.assetManagerId);

/** `userId`: the signed-in user, for `mine`. */
function listWhere(filters: OptionFilters, today: string, userId: number): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  const status = filters.status ?? 'active';
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

function selectRows(db: Database) {
  return db
    .select(rowColumns)
    .from(options)
    .innerJoin(properties, eq(properties.id, options.propertyId))
    .leftJoin(spaces, eq(spaces.id, options.spaceId))
    .leftJoin(tenants, eq(tenants.id, options.tenantId))
    .leftJoin(ownerUser, eq(ownerUser.id, optionOwnerId));
}

/** The list's order; the id last, so pages never overlap. */
function listOrder(query: OptionListQuery): SQL[] {
  const dir = query.dir === 'desc' ? desc : asc;
  switch (query.sort ?? 'noticeStart') {
    case 'noticeStart':
      return [dir(options.noticeStart), asc(options.id)];
    // Days to the deadline order as the notice end does (today is the same for every row).
    case 'daysToDeadline':
      return [dir(options.noticeEnd), asc(options.id)];
    case 'owner':
      return [
        sql`lower(${ownerUser.fullName}) ${sql.raw(query.dir === 'desc' ? 'desc' : 'asc')} nulls last`,
        asc(options.noticeEnd),
        asc(options.id),
      ];
  }
}

type Row = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

/**
 * The conflicts of `rows`: every option over their suites and those suites' active leases go
 * through findOptionConflicts (conflicts are per suite, so that is all it needs).
 */
async function conflictsOf(db: Database, rows: Row[], today: string) {
  const spaceIds = [...new Set(rows.flatMap((row) => (row.spaceId === null ? [] : [row.spaceId])))];
  if (spaceIds.length === 0) return new Map<number, OptionItem['conflicts']>();
  const [others, activeLeases] = await Promise.all([
    db
      .select({
        id: options.id,
        spaceId: options.spaceId,
        tenantId: options.tenantId,
        tenantName: tenants.name,
        optionType: options.optionType,
        suite: spaces.suite,
        noticeStart: options.noticeStart,
        noticeEnd: options.noticeEnd,
        effectiveDate: options.effectiveDate,
      })
      .from(options)
      .innerJoin(spaces, eq(spaces.id, options.spaceId))
      .leftJoin(tenants, eq(tenants.id, options.tenantId))
      .where(inArray(options.spaceId, spaceIds)),
    db
      .select({
        spaceId: leases.spaceId,
        tenantId: leases.tenantId,
        tenantName: tenants.name,
        endDate: leases.endDate,
      })
      .from(leases)
      .innerJoin(tenants, eq(tenants.id, leases.tenantId))
      .where(and(inArray(leases.spaceId, spaceIds), eq(leases.status, 'active'))),
  ]);
  return findOptionConflicts(others as ConflictOption[], activeLeases as ConflictLease[], today);
}

async function toItems(db: Database, rows: Row[], today: string): Promise<OptionItem[]> {
  const conflicts = await conflictsOf(db, rows, today);
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

const countOf = (type: OptionType) =>
  sql<number>`count(*) filter (where ${options.optionType} = ${type})`.mapWith(Number);

/** GET /api/options: matching options by notice start, with counts by type over every match. */
export async function listOptions(
  db: Database,
  today: string,
  query: OptionListQuery,
  userId: number,
): Promise<OptionListResponse> {
  const where = listWhere(query, today, userId);
  const rowsQuery = selectRows(db)
    .where(where)
    .orderBy(...listOrder(query))
    .offset(query.offset ?? 0);
  const [rows, [summary]] = await Promise.all([
    query.limit === undefined ? rowsQuery : rowsQuery.limit(query.limit),
    db
      .select({
        total: count(),
        renewals: countOf(counterTypes.renewals),
        terminations: countOf(counterTypes.terminations),
        expansions: countOf(counterTypes.expansions),
        rofo: countOf(counterTypes.rofo),
        rofr: countOf(counterTypes.rofr),
      })
      .from(options)
      .innerJoin(properties, eq(properties.id, options.propertyId))
      .leftJoin(tenants, eq(tenants.id, options.tenantId))
      .where(where),
  ]);
  return {
    items: await toItems(db, rows, today),
    total: summary?.total ?? 0,
    counters: {
      renewals: summary?.renewals ?? 0,
      terminations: summary?.terminations ?? 0,
      expansions: summary?.expansions ?? 0,
      rofo: summary?.rofo ?? 0,
      rofr: summary?.rofr ?? 0,
    },
  };
}

/** GET /api/options/:id. */
export async function getOption(db: Database, id: number, today: string): Promise<OptionItem> {
  const rows = await selectRows(db).where(eq(options.id, id));
  if (rows.length === 0) throw notFound(optionMessages.notFound);
  const [item] = await toItems(db, rows, today);
  return item!;
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The row to write: referenced ids exist and agree with the asset; a lease's tenant by default. */
async function resolveInput(tx: Tx, input: OptionInput) {
  const [property] = await tx
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.id, input.propertyId));
  if (!property) throw badRequest('Asset not found');
  const spaceId = input.spaceId ?? null;
  if (spaceId !== null) {
    const [space] = await tx
      .select({ propertyId: spaces.propertyId })
      .from(spaces)
      .where(eq(spaces.id, spaceId));
    if (!space) throw badRequest('Suite not found');
    if (space.propertyId !== input.propertyId) throw badRequest(optionMessages.spaceNotInProperty, 'spaceId');
  }
  await requireActiveOwner(tx, input.ownerId ?? null);
  const leaseId = input.leaseId ?? null;
  let tenantId = input.tenantId ?? null;
  if (leaseId !== null) {
    const [lease] = await tx
      .select({ tenantId: leases.tenantId, propertyId: spaces.propertyId })
      .from(leases)
      .innerJoin(spaces, eq(spaces.id, leases.spaceId))
      .where(eq(leases.id, leaseId));
    if (!lease) throw badRequest('Lease not found');
    if (lease.propertyId !== input.propertyId) throw badRequest(optionMessages.leaseNotInProperty, 'leaseId');
    tenantId ??= lease.tenantId;
  }
  if (tenantId !== null) {
    const [tenant] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId));
    if (!tenant) throw badRequest('Tenant not found');
  }
  return {
    propertyId: input.propertyId,
    spaceId,
    leaseId,
    tenantId,
    optionType: input.optionType,
    noticeStart: input.noticeStart,
    noticeEnd: input.noticeEnd,
    effectiveDate: input.effectiveDate,
    targets: input.targets || null,
    description: input.description || null,
    ...(input.ownerId === undefined ? {} : { ownerId: input.ownerId }),
  };
}

/** A referenced row deleted or a check broken between our checks and the write is still a 400. */
function asBadRequest(error: unknown): never {
  const code = databaseErrorCode(error);
  if (code === '23503') throw badRequest('A referenced asset, suite, lease or tenant no longer exists');
  if (code === '23514') throw badRequest(optionMessages.effectiveAfterNotice, 'effectiveDate');
  throw error;
}

/** POST /api/options. */
export async function createOption(
  db: Database,
  today: string,
  userId: number,
  input: OptionInput,
): Promise<OptionItem> {
  const id = await db
    .transaction(async (tx) => {
      const values = await resolveInput(tx, input);
      const [row] = await tx.insert(options).values(values).returning({ id: options.id });
      await tx.insert(auditLog).values({ userId, action: 'create', entity: 'option', entityId: row!.id });
      return row!.id;
    })
    .catch((error: unknown) => {
      if (error instanceof AppError) throw error;
      return asBadRequest(error);
    });
  return getOption(db, id, today);
}

/** PUT /api/options/:id: the whole option is replaced. */
export async function updateOption(
  db: Database,
  today: string,
  userId: number,
  id: number,
  input: OptionInput,
): Promise<OptionItem> {
  await db
    .transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: options.id })
        .from(options)
        .where(eq(options.id, id))
        .for('update');
      if (!existing) throw notFound(optionMessages.notFound);
      const values = await resolveInput(tx, input);
      await tx.update(options).set(values).where(eq(options.id, id));
      await tx.insert(auditLog).values({ userId, action: 'update', entity: 'option', entityId: id });
    })
    .catch((error: unknown) => {
      if (error instanceof AppError) throw error;
      return asBadRequest(error);
    });
  return getOption(db, id, today);
}

/** DELETE /api/options/:id. */
export async function deleteOption(db: Database, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx.delete(options).where(eq(options.id, id)).returning({ id: options.id });
    if (deleted.length === 0) throw notFound(optionMessages.notFound);
    await tx.insert(auditLog).values({ userId, action: 'delete', entity: 'option', entityId: id });
  });
}
