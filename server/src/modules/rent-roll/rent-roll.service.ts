import type { AnalyticsScope, RentRollResponse, RentRollRow } from '@common/analytics';
import { optionsSummary, type RentRollOption } from '@common/rent-roll';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { leases, options, properties, spaces, tenants } from '../../db/schema';
import { suiteStates } from '../../db/suite-figures-sql';
import { scopedPropertyIds } from '../analytics/pipeline-analytics-scope';

/*
 * The rent roll in SQL: one row per suite of the scope on the as-of day, from suiteStates() (the
 * suite's status, its lease in place and the rent in place, as suiteStatus(), currentLease() and
 * inPlaceRentPsf() say), showing the lease in place or else the signed lease that starts next. It
 * says what rentRollRow() in common/src/rent-roll.ts says, and is tested against it.
 */

export const defaultRentRollPageSize = 100;

type Scope = Omit<AnalyticsScope, 'asOf'>;

const asNumber = (value: unknown) => (value === null ? null : Number(value));

/** Every suite of the scope with the lease its row shows, as a sub-query. */
function rentRollOf(db: Database, asOf: string, scope: Scope) {
  const suites = suiteStates(db, asOf, scopedPropertyIds(db, scope));
  // Renamed apart: drizzle names a sub-query's columns unqualified, and leases and spaces have the same names.
  const states = db
    .select({
      spaceId: sql<number>`${suites.spaceId}`.as('rr_space_id'),
      propertyId: sql<number>`${suites.propertyId}`.as('rr_property_id'),
      rentableSf: sql<number>`${suites.rentableSf}`.as('rr_rentable_sf'),
      status: sql<RentRollRow['status']>`${suites.status}`.as('rr_status'),
      leaseId: sql<number | null>`${suites.leaseId}`.as('rr_lease_id'),
      nextLeaseId: sql<number | null>`${suites.nextLeaseId}`.as('rr_next_lease_id'),
      rentPsf: sql<number | null>`${suites.rentPsf}`.as('rr_rent_psf'),
    })
    .from(suites)
    .as('rr_states');
  // The rent in place of the lease in place; a signed lease not yet started pays its starting rent.
  const rentPsf = sql`case when ${leases.id} is null then null
      else coalesce(${states.rentPsf}, ${leases.baseRentPsf}::float8) end`;
  return db
    .select({
      spaceId: states.spaceId,
      buildingId: states.propertyId,
      buildingName: sql<string>`${properties.name}`.as('building_name'),
      suite: sql<string>`${spaces.suite}`.as('suite'),
      leaseId: sql<number | null>`${leases.id}`.as('lease_id'),
      tenantId: sql<number | null>`${leases.tenantId}`.as('tenant_id'),
      tenantName: sql<string | null>`${tenants.name}`.as('tenant_name'),
      rsf: states.rentableSf,
      startDate: sql<string | null>`to_char(${leases.startDate}, 'YYYY-MM-DD')`.as('start_date'),
      endDate: sql<string | null>`to_char(least(${leases.endDate},
          coalesce(${leases.terminatedOn}, ${leases.endDate})), 'YYYY-MM-DD')`.as('end_date'),
      baseRentPsf: sql<number | null>`${leases.baseRentPsf}`.mapWith(asNumber).as('base_rent_psf'),
      inPlaceRentPsf: sql<number | null>`${rentPsf}`.mapWith(asNumber).as('in_place_rent_psf'),
      annualRent: sql<number | null>`${rentPsf} * ${states.rentableSf}`.mapWith(asNumber).as('annual_rent'),
      status: states.status,
    })
    .from(states)
    .innerJoin(properties, eq(properties.id, states.propertyId))
    .innerJoin(spaces, eq(spaces.id, states.spaceId))
    .leftJoin(leases, eq(leases.id, sql`coalesce(${states.leaseId}, ${states.nextLeaseId})`))
    .leftJoin(tenants, eq(tenants.id, leases.tenantId))
    .as('rent_roll');
}

type RentRoll = ReturnType<typeof rentRollOf>;

/** By building (its name, then its id), then suite in reading order ('200' before '1000'). */
const rowOrder = (roll: RentRoll): SQL[] => [
  asc(sql`lower(${roll.buildingName})`),
  asc(roll.buildingId),
  asc(sql`length(${roll.suite})`),
  asc(roll.suite),
  asc(roll.spaceId),
];

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
  const roll = rentRollOf(db, asOf, query);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(roll)
      .orderBy(...rowOrder(roll))
      .limit(query.limit ?? defaultRentRollPageSize)
      .offset(query.offset ?? 0),
    db
      .select({
        suites: sql<number>`count(*)::int`,
        rsf: sql<number>`coalesce(sum(${roll.rsf}), 0)::float8`,
        leasedRsf: sql<number>`coalesce(sum(${roll.rsf}) filter (where ${roll.status} <> 'vacant'), 0)::float8`,
        annualRent: sql<number>`coalesce(sum(${roll.annualRent}), 0)::float8`,
      })
      .from(roll),
  ]);
  const figures = totals ?? { suites: 0, rsf: 0, leasedRsf: 0, annualRent: 0 };
  return { asOf, rows: await withOptions(db, rows), total: figures.suites, totals: figures };
}

/** Every row of the scope, for the exports. */
export async function rentRollRows(db: Database, scope: Scope, asOf: string): Promise<RentRollRow[]> {
  const roll = rentRollOf(db, asOf, scope);
  return withOptions(
    db,
    await db
      .select()
      .from(roll)
      .orderBy(...rowOrder(roll)),
  );
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
