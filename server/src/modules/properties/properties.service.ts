import type {
  AggregateDimension,
  CreatePropertyInput,
  PropertyAggregate,
  PropertyFilters,
  PropertyListItem,
  PropertyListResponse,
} from '@common/properties';
import { duplicatePropertyMessage, vacancyPct } from '@common/properties';
import { waltFromSums } from '@common/walt';
import { type AnyColumn, and, asc, count, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { lockKeys } from '../../db/advisory-locks';
import type { Database } from '../../db/database';
import { auditLog, dashboardCounts, opportunities, properties, users } from '../../db/schema';
import { suiteFiguresByProperty } from '../../db/suite-figures-sql';
import { AppError, badRequest } from '../../errors';
import { containsPattern, type Page, propertyMatches } from './sql-helpers';

/** Deals still being worked: not completed, dead or idle. */
const closedStages = sql.raw(`('deal', 'dead', 'idle')`);

function filtersWhere(filters: PropertyFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.keyword) {
    conditions.push(propertyMatches(containsPattern(filters.keyword)));
  }
  if (filters.assetClass) conditions.push(eq(properties.assetClass, filters.assetClass));
  if (filters.assetType) conditions.push(eq(properties.assetType, filters.assetType));
  if (filters.assetManagerId) conditions.push(eq(properties.assetManagerId, filters.assetManagerId));
  return and(...conditions);
}

/** The ids of the properties to read: the filtered ones, or one page of them in the list's order. */
function chosenIds(db: Database, where: SQL | undefined, page?: Page): SQLWrapper {
  const query = db.select({ id: properties.id }).from(properties).where(where).$dynamic();
  if (page?.limit === undefined && !page?.offset) return query;
  query.orderBy(...listOrder);
  if (page.limit !== undefined) query.limit(page.limit);
  return page.offset ? query.offset(page.offset) : query;
}

/** The ids of one page of the filtered properties, in the list's order. */
function pageIds(db: Database, where: SQL | undefined, page: Page) {
  const query = db
    .select({ id: properties.id })
    .from(properties)
    .where(where)
    .orderBy(...listOrder)
    .$dynamic();
  if (page.limit !== undefined) query.limit(page.limit);
  return page.offset ? query.offset(page.offset) : query;
}

const listOrder = [asc(properties.name), asc(properties.id)];

/**
 * One row per chosen property with its figures. Suites (by the suite rule, set-based:
 * suite-figures-sql.ts) and deals are aggregated in one grouped pass each over the chosen properties
 * only: the whole portfolio costs one scan rather than a lookup per building, and a page of 50
 * aggregates just its 50 buildings.
 */
function propertiesWithFigures(db: Database, today: string, chosen: SQLWrapper) {
  const spaceFigures = suiteFiguresByProperty(db, today, chosen);
  const dealFigures = db
    .select({
      propertyId: opportunities.propertyId,
      activeDeals: sql<number>`count(*) filter (where ${opportunities.stage} not in ${closedStages})`.as(
        'active_deals',
      ),
      doneDeals: sql<number>`count(*) filter (where ${opportunities.stage} = 'deal')`.as('done_deals'),
    })
    .from(opportunities)
    .where(inArray(opportunities.propertyId, chosen))
    .groupBy(opportunities.propertyId)
    .as('deal_figures');
  // A building without suites or deals has no group: its figures are 0.
  const orZero = (value: SQL.Aliased<number>, alias: string) =>
    sql<number>`coalesce(${value}, 0)::int`.as(alias);
  const orZeroFloat = (value: SQL.Aliased<number>, alias: string) =>
    sql<number>`coalesce(${value}, 0)::float8`.as(alias);

  return db
    .select({
      id: properties.id,
      name: properties.name,
      address: properties.address,
      city: properties.city,
      state: properties.state,
      zipCode: properties.zipCode,
      market: properties.market,
      assetClass: properties.assetClass,
      assetType: properties.assetType,
      // Aliased: the Markets/Cities query reads these rows as a subquery, where two `id`s would clash.
      managerId: sql<number | null>`${users.id}`.as('manager_id'),
      managerName: sql<string | null>`${users.fullName}`.as('manager_name'),
      ownerName: properties.ownerName,
      totalSf: properties.totalSf,
      leasedSf: orZero(spaceFigures.leasedSf, 'leased_sf'),
      vacantSf: orZero(spaceFigures.vacantSf, 'vacant_sf'),
      availableSf: orZero(spaceFigures.availableSf, 'available_sf'),
      rollingSf10Mo: orZero(spaceFigures.rollingSf10Mo, 'rolling_sf'),
      units: orZero(spaceFigures.units, 'units'),
      inPlaceSf: orZero(spaceFigures.inPlaceSf, 'in_place_sf'),
      inPlaceRent: orZeroFloat(spaceFigures.inPlaceRent, 'in_place_rent'),
      sfDays: orZeroFloat(spaceFigures.sfDays, 'sf_days'),
      rentDays: orZeroFloat(spaceFigures.rentDays, 'rent_days'),
      activeDeals: orZero(dealFigures.activeDeals, 'active_deals'),
      doneDeals: orZero(dealFigures.doneDeals, 'done_deals'),
    })
    .from(properties)
    .leftJoin(users, eq(users.id, properties.assetManagerId))
    .leftJoin(spaceFigures, eq(spaceFigures.propertyId, properties.id))
    .leftJoin(dealFigures, eq(dealFigures.propertyId, properties.id))
    .where(inArray(properties.id, chosen));
}

type FigureRow = Awaited<ReturnType<typeof propertiesWithFigures>>[number];

/** The vacancy and WALT of summed suite figures. */
function withRates<T extends WaltSums & { leasedSf: number; vacantSf: number }>({
  inPlaceSf,
  inPlaceRent,
  sfDays,
  rentDays,
  ...row
}: T) {
  return {
    ...row,
    vacancyPct: vacancyPct(row.vacantSf, row.leasedSf + row.vacantSf),
    walt: waltFromSums({ inPlaceSf, inPlaceRent, sfDays, rentDays }),
  };
}

type WaltSums = { inPlaceSf: number; inPlaceRent: number; sfDays: number; rentDays: number };

function toListItem({ managerId, managerName, ...row }: FigureRow): PropertyListItem {
  return {
    ...withRates(row),
    assetManager: managerId === null ? null : { id: managerId, fullName: managerName ?? '' },
  };
}

export async function listProperties(
  db: Database,
  today: string,
  query: PropertyFilters & Page,
): Promise<PropertyListResponse> {
  const where = filtersWhere(query);
  const [page, total] = await Promise.all([
    pageIds(db, where, query),
    // Unfiltered, the total is the count the triggers of migration `dashboard_counts` keep.
    where
      ? db
          .select({ total: count() })
          .from(properties)
          .where(where)
          .then(([counted]) => counted?.total ?? 0)
      : db
          .select({ total: dashboardCounts.n })
          .from(dashboardCounts)
          .where(eq(dashboardCounts.figure, 'properties'))
          .then(([counted]) => counted?.total ?? 0),
  ]);
  if (page.length === 0) return { items: [], total };
  // The page's ids are passed as values, so its suites and deals are found by their property indexes
  // rather than by joining every suite and deal against the page.
  const ids = sql`(${sql.join(
    page.map(({ id }) => sql`${id}`),
    sql`, `,
  )})`;
  const rows = await propertiesWithFigures(db, today, ids).orderBy(...listOrder);
  return { items: rows.map(toListItem), total };
}

/** The Markets and Cities tabs: the list's figures summed per market or per city (with its state). */
export async function aggregateProperties(
  db: Database,
  today: string,
  filters: PropertyFilters,
  by: AggregateDimension,
): Promise<PropertyAggregate[]> {
  const figures = propertiesWithFigures(db, today, chosenIds(db, filtersWhere(filters))).as('figures');
  const name =
    by === 'market'
      ? sql<string>`${figures.market}`
      : sql<string>`${figures.city} || ', ' || ${figures.state}`;
  const rows = await db
    .select({
      name: name.as('name'),
      properties: sql<number>`count(*)::int`,
      // float8 keeps sums of many buildings exact (below 2^53) and arrives as a JS number, unlike bigint.
      totalSf: sql<number>`sum(${figures.totalSf})::float8`,
      leasedSf: sql<number>`sum(${figures.leasedSf})::float8`,
      vacantSf: sql<number>`sum(${figures.vacantSf})::float8`,
      availableSf: sql<number>`sum(${figures.availableSf})::float8`,
      rollingSf10Mo: sql<number>`sum(${figures.rollingSf10Mo})::float8`,
      units: sql<number>`sum(${figures.units})::int`,
      activeDeals: sql<number>`sum(${figures.activeDeals})::int`,
      doneDeals: sql<number>`sum(${figures.doneDeals})::int`,
      inPlaceSf: sql<number>`sum(${figures.inPlaceSf})::float8`,
      inPlaceRent: sql<number>`sum(${figures.inPlaceRent})::float8`,
      sfDays: sql<number>`sum(${figures.sfDays})::float8`,
      rentDays: sql<number>`sum(${figures.rentDays})::float8`,
    })
    .from(figures)
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return rows.map(withRates);
}

const normalized = (column: SQL | AnyColumn) => sql`lower(btrim(${column}))`;

/** Creates a property; the same name at the same address (ignoring case and edge spaces) is a 409. */
export async function createProperty(
  db: Database,
  today: string,
  userId: number,
  input: CreatePropertyInput,
): Promise<PropertyListItem> {
  const id = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${lockKeys.createProperty})`);
    const [duplicate] = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(
        and(
          eq(normalized(properties.name), input.name.toLowerCase()),
          eq(normalized(properties.address), input.address.toLowerCase()),
        ),
      )
      .limit(1);
    if (duplicate) throw new AppError(409, duplicatePropertyMessage(input.name, input.address));
    if (input.assetManagerId) {
      const [manager] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, input.assetManagerId));
      if (!manager) throw badRequest('No such user', 'assetManagerId');
    }
    const [row] = await tx
      .insert(properties)
      .values({
        name: input.name,
        address: input.address,
        city: input.city,
        state: input.state,
        zipCode: input.zipCode,
        market: input.market,
        assetClass: input.assetClass,
        assetType: input.assetType,
        assetManagerId: input.assetManagerId ?? null,
        ownerName: input.ownerName || null,
        totalSf: input.totalSf,
        floorCount: input.floorCount ?? 1,
        yearBuilt: input.yearBuilt ?? null,
        isMedical: input.assetClass === 'medical',
      })
      .returning({ id: properties.id });
    const created = row!.id;
    await tx.insert(auditLog).values({ userId, action: 'create', entity: 'property', entityId: created });
    return created;
  });
  const [created] = await propertiesWithFigures(db, today, chosenIds(db, eq(properties.id, id)));
  return toListItem(created!);
}
