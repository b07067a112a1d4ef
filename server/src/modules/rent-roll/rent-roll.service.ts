import type { AnalyticsScope, RentRollResponse, RentRollRow } from '@common/analytics';
import { optionsSummary, type RentRollOption } from '@common/rent-roll';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { leases, options, properties, spaces, tenants } from '../../db/schema';
import { suiteStates } from '../../db/suite-figures-sql';
import { scopeCondition, scopedPropertyIds } from '../analytics/pipeline-analytics-scope';

/*
 * The rent roll in SQL: one row per suite of the scope on the as-of day, from suiteStates() (the
 * suite's status, its lease in place and the rent in place, as suiteStatus(), currentLease() and
 * inPlaceRentPsf() say), showing the lease in place or else the signed lease that starts next. It
 * says what rentRollRow() in common/src/rent-roll.ts says, and is tested against it.
 */

export const defaultRentRollPageSize = 100;

type Scope = Omit<AnalyticsScope, 'asOf'>;

const asNumber = (value: unknown) => (value === null ? null : Number(value));

type Page = { limit: number; offset: number };

/** The scope's buildings in the rent roll's order: by name (ignoring case), then by id. */
function rankedBuildings(db: Database, scope: Scope) {
  return db
    .select({
      id: sql<number>`${properties.id}`.as('rb_id'),
      name: sql<string>`${properties.name}`.as('rb_name'),
      rank: sql<number>`row_number() over (order by lower(${properties.name}), ${properties.id})`.as(
        'rb_rank',
      ),
    })
    .from(properties)
    .where(scopeCondition(scope))
    .as('ranked_buildings');
}

/**
 * The scope's suites in the rent roll's order (by building, then suite in reading order: '200'
 * before '1000'), or one page of them, found without reading any lease: the suite states are then
 * worked out only for the buildings of the page.
 */
function suitesInOrder(db: Database, scope: Scope, page?: Page) {
  const buildings = rankedBuildings(db, scope);
  const ordered = db
    .select({
      spaceId: sql<number>`${spaces.id}`.as('ro_space_id'),
      propertyId: sql<number>`${spaces.propertyId}`.as('ro_property_id'),
      buildingName: sql<string>`${buildings.name}`.as('ro_building_name'),
      suite: sql<string>`${spaces.suite}`.as('ro_suite'),
      rank: sql<number>`${buildings.rank}`.as('ro_rank'),
    })
    .from(spaces)
    .innerJoin(buildings, eq(buildings.id, spaces.propertyId))
    .orderBy(asc(buildings.rank), asc(sql`length(${spaces.suite})`), asc(spaces.suite), asc(spaces.id));
  return db.$with('ordered_suites').as(page ? ordered.limit(page.limit).offset(page.offset) : ordered);
}

type OrderedSuites = ReturnType<typeof suitesInOrder>;

/**
 * Suite states (suiteStates) of the given suites, renamed apart: drizzle names a sub-query's columns
 * unqualified, and leases and spaces have columns of the same names.
 */
function statesOf(db: Database, asOf: string, scope: Scope, page?: OrderedSuites) {
  const suites = suiteStates(
    db,
    asOf,
    page ? db.selectDistinct({ id: page.propertyId }).from(page) : scopedPropertyIds(db, scope),
  );
  return db
    .select({
      spaceId: sql<number>`${suites.spaceId}`.as('rr_space_id'),
      rentableSf: sql<number>`${suites.rentableSf}`.as('rr_rentable_sf'),
      status: sql<RentRollRow['status']>`${suites.status}`.as('rr_status'),
      leaseId: sql<number | null>`${suites.leaseId}`.as('rr_lease_id'),
      nextLeaseId: sql<number | null>`${suites.nextLeaseId}`.as('rr_next_lease_id'),
      rentPsf: sql<number | null>`${suites.rentPsf}`.as('rr_rent_psf'),
    })
    .from(suites)
    .where(page ? inArray(suites.spaceId, db.select({ id: page.spaceId }).from(page)) : undefined)
    .as('rr_states');
}

type States = ReturnType<typeof statesOf>;

/**
 * The rent in place, $/RSF/yr, with `leases` joined to the row's lease: the lease in place's (as
 * suiteStates gives it), else the starting rent of the signed lease that starts next.
 */
const rentPsfOf = (states: States) =>
  sql<number | null>`coalesce(${states.rentPsf}, ${leases.baseRentPsf}::float8)`;

/** The rows of the scope in order, or of one page of it. */
async function pageRows(db: Database, asOf: string, scope: Scope, page?: Page) {
  const ordered = suitesInOrder(db, scope, page);
  // Every suite of the scope when there is no page: no need to find them among the ordered ones.
  const states = statesOf(db, asOf, scope, page ? ordered : undefined);
  const rentPsf = rentPsfOf(states);
  return db
    .with(ordered)
    .select({
      spaceId: states.spaceId,
      buildingId: ordered.propertyId,
      buildingName: ordered.buildingName,
      suite: ordered.suite,
      leaseId: sql<number | null>`${leases.id}`,
      tenantId: sql<number | null>`${leases.tenantId}`,
      tenantName: sql<string | null>`${tenants.name}`,
      rsf: states.rentableSf,
      startDate: sql<string | null>`to_char(${leases.startDate}, 'YYYY-MM-DD')`,
      endDate: sql<string | null>`to_char(least(${leases.endDate},
          coalesce(${leases.terminatedOn}, ${leases.endDate})), 'YYYY-MM-DD')`,
      baseRentPsf: sql<number | null>`${leases.baseRentPsf}`.mapWith(asNumber),
      inPlaceRentPsf: rentPsf.mapWith(asNumber),
      annualRent: sql<number | null>`${rentPsf} * ${states.rentableSf}`.mapWith(asNumber),
      status: states.status,
    })
    .from(states)
    .innerJoin(ordered, eq(ordered.spaceId, states.spaceId))
    .leftJoin(leases, eq(leases.id, sql`coalesce(${states.leaseId}, ${states.nextLeaseId})`))
    .leftJoin(tenants, eq(tenants.id, leases.tenantId))
    .orderBy(asc(ordered.rank), asc(sql`length(${ordered.suite})`), asc(ordered.suite), asc(states.spaceId));
}

/** The options of the given leases, summarised per lease. */
async function optionsByLease(db: Database, leaseIds: number[]): Promise<Map<number, string>> {
  if (leaseIds.length === 0) return new Map();
  const rows = await db
    .select({ leaseId: options.leaseId, optionType: options.optionType, noticeEnd: options.noticeEnd })
    .from(options)
    .where(sql`${options.leaseId} = any(${sql.param(leaseIds)}::int[])`);
  const byLease = new Map<number, RentRollOption[]>();
  for (const row of rows) {
    const leaseId = row.leaseId as number;
    byLease.set(leaseId, [...(byLease.get(leaseId) ?? []), row]);
  }
  return new Map([...byLease].map(([leaseId, list]) => [leaseId, optionsSummary(list)]));
}

async function withOptions(db: Database, rows: Omit<RentRollRow, 'options'>[]): Promise<RentRollRow[]> {
  const summaries = await optionsByLease(
    db,
    rows.flatMap((row) => (row.leaseId === null ? [] : [row.leaseId])),
  );
  return rows.map((row) => ({
    ...row,
    options: row.leaseId === null ? '' : (summaries.get(row.leaseId) ?? ''),
  }));
}

/** GET /api/rent-roll: a page of rows (100 unless asked), with the count and totals of every suite of the scope. */
export async function rentRollPage(
  db: Database,
  query: Scope & { limit?: number | undefined; offset?: number | undefined },
  asOf: string,
): Promise<RentRollResponse> {
  const page = { limit: query.limit ?? defaultRentRollPageSize, offset: query.offset ?? 0 };
  const states = statesOf(db, asOf, query);
  const [rows, [totals]] = await Promise.all([
    pageRows(db, asOf, query, page),
    // Every suite of the scope: only a suite without a lease in place needs its next lease read.
    db
      .select({
        suites: sql<number>`count(*)::int`,
        rsf: sql<number>`coalesce(sum(${states.rentableSf}), 0)::float8`,
        leasedRsf: sql<number>`coalesce(sum(${states.rentableSf}) filter (where ${states.status} <> 'vacant'), 0)::float8`,
        annualRent: sql<number>`coalesce(sum(${rentPsfOf(states)} * ${states.rentableSf}), 0)::float8`,
      })
      .from(states)
      .leftJoin(
        leases,
        eq(leases.id, sql`case when ${states.leaseId} is null then ${states.nextLeaseId} end`),
      ),
  ]);
  const figures = totals ?? { suites: 0, rsf: 0, leasedRsf: 0, annualRent: 0 };
  return { asOf, rows: await withOptions(db, rows), total: figures.suites, totals: figures };
}

/** Every row of the scope, for the exports. */
export async function rentRollRows(db: Database, scope: Scope, asOf: string): Promise<RentRollRow[]> {
  return withOptions(db, await pageRows(db, asOf, scope));
}

/** The building's name when the scope is one building (it names the export), else null. */
export async function scopeBuildingName(db: Database, scope: Scope): Promise<string | null> {
  if (scope.building === undefined) return null;
  const [row] = await db
    .select({ name: properties.name })
    .from(properties)
    .where(eq(properties.id, scope.building));
  return row?.name ?? null;
}
