import type {
  AnalyticsScope,
  BuildingRef,
  ExpiryPeriod,
  ExpirySchedule,
  OccupancyFigures,
  OccupancyResponse,
  TenantConcentration,
  WaltResponse,
} from '@common/analytics';
import { concentrationTenants } from '@common/analytics';
import {
  expiryQuarterPeriods,
  expiryYearPeriods,
  occupancyDates,
  type Period,
} from '@common/analytics-rules';
import { combineWalt, waltFromSums } from '@common/walt';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import {
  type ExpiryFigureRow,
  expiryFigures,
  occupancyFigures,
  type RsfSplit,
  tenantRents,
} from '../../db/analytics-sql';
import type { Database } from '../../db/database';
import { properties } from '../../db/schema';
import { suiteFiguresByProperty } from '../../db/suite-figures-sql';

/*
 * The portfolio analytics over a scope (a building, an asset manager's buildings, a market) on an
 * as-of day: the SQL of db/analytics-sql.ts and suite-figures-sql.ts, shaped into the contracts of
 * common/src/analytics.ts.
 */

/** The properties of the scope; markets compare without case. */
export function scopeWhere(scope: Omit<AnalyticsScope, 'asOf'>): SQL | undefined {
  return and(
    scope.building === undefined ? undefined : eq(properties.id, scope.building),
    scope.assetManager === undefined ? undefined : eq(properties.assetManagerId, scope.assetManager),
    scope.market === undefined ? undefined : sql`lower(${properties.market}) = lower(${scope.market})`,
  );
}

export const scopeIds = (db: Database, scope: AnalyticsScope) =>
  db.select({ id: properties.id }).from(properties).where(scopeWhere(scope));

/**
 * The scope's buildings in two halves (even and odd ids). The whole-portfolio figures are read one half
 * per connection at once: a SQL pass runs on one core, and the halves' figures only add up (each
 * building is in one half), so a machine with two cores answers in about half the time.
 */
export const scopeHalves = (db: Database, scope: AnalyticsScope) =>
  [0, 1].map((half) =>
    db
      .select({ id: properties.id })
      .from(properties)
      .where(and(scopeWhere(scope), sql`${properties.id} % 2 = ${half}`)),
  );

/** The buildings of the scope, by name. */
export function scopeBuildings(db: Database, scope: AnalyticsScope): Promise<BuildingRef[]> {
  return db
    .select({ id: properties.id, name: properties.name })
    .from(properties)
    .where(scopeWhere(scope))
    .orderBy(asc(properties.name), asc(properties.id));
}

/** The scope's as-of day: the one asked for, else the organisation's today. */
export function asOfDay(scope: Pick<AnalyticsScope, 'asOf'>, today: string): string {
  return scope.asOf ?? today;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** The schedule's periods from the figure rows of one kind. */
function periodsOf(
  rows: readonly ExpiryFigureRow[],
  kind: 'year' | 'quarter',
  periods: readonly Period[],
  buildings: readonly BuildingRef[],
  totals: { rsf: number; annualRent: number },
): ExpiryPeriod[] {
  return periods.map((period, index) => {
    const inPeriod = rows.filter((row) => row.kind === kind && row.index === index + 1);
    const byProperty = new Map(inPeriod.map((row) => [row.property_id, row]));
    const rsf = sum(inPeriod.map((row) => row.rsf));
    const annualRent = sum(inPeriod.map((row) => row.annual_rent));
    return {
      ...period,
      leases: sum(inPeriod.map((row) => row.leases)),
      rsf,
      annualRent,
      shareOfRsf: totals.rsf > 0 ? rsf / totals.rsf : 0,
      shareOfRent: totals.annualRent > 0 ? annualRent / totals.annualRent : 0,
      byBuilding: buildings.flatMap((building) => {
        const row = byProperty.get(building.id);
        return row ? [{ buildingId: building.id, rsf: row.rsf, annualRent: row.annual_rent }] : [];
      }),
    };
  });
}

/** The expiry schedule's figure rows of the scope (the heatmap reads the same). */
export async function scheduleFigures(db: Database, scope: AnalyticsScope, asOf: string) {
  const years = expiryYearPeriods(asOf);
  const quarters = expiryQuarterPeriods(asOf);
  const [buildings, ...halves] = await Promise.all([
    scopeBuildings(db, scope),
    ...scopeHalves(db, scope).map((ids) => expiryFigures(db, asOf, years, quarters, ids)),
  ]);
  return { years, quarters, buildings, rows: halves.flat() };
}

/** GET /api/analytics/expiry. */
export async function getExpirySchedule(
  db: Database,
  scope: AnalyticsScope,
  asOf: string,
): Promise<ExpirySchedule> {
  const { years, quarters, buildings, rows } = await scheduleFigures(db, scope, asOf);
  const ofKind = (kind: ExpiryFigureRow['kind']) => rows.filter((row) => row.kind === kind);
  const totals = {
    rsf: sum(ofKind('suites').map((row) => row.rsf)),
    annualRent: sum(ofKind('in_place').map((row) => row.annual_rent)),
  };
  const holdover = ofKind('holdover');
  return {
    asOf,
    buildings,
    totalRsf: totals.rsf,
    totalAnnualRent: totals.annualRent,
    years: periodsOf(rows, 'year', years, buildings, totals),
    quarters: periodsOf(rows, 'quarter', quarters, buildings, totals),
    holdover: {
      leases: sum(holdover.map((row) => row.leases)),
      rsf: sum(holdover.map((row) => row.rsf)),
      annualRent: sum(holdover.map((row) => row.annual_rent)),
    },
  };
}

function occupancyOf({ totalRsf, preLeasedRsf, vacantRsf }: RsfSplit): OccupancyFigures {
  const leasedRsf = totalRsf - preLeasedRsf - vacantRsf;
  return {
    totalRsf,
    leasedRsf,
    preLeasedRsf,
    vacantRsf,
    occupancy: totalRsf > 0 ? (leasedRsf + preLeasedRsf) / totalRsf : null,
  };
}

/** GET /api/analytics/occupancy. */
export async function getOccupancy(
  db: Database,
  scope: AnalyticsScope,
  asOf: string,
): Promise<OccupancyResponse> {
  const months = occupancyDates(asOf);
  const days = months.map((month) => month.date);
  const [buildings, ...halves] = await Promise.all([
    scopeBuildings(db, scope),
    ...scopeHalves(db, scope).map((ids) => occupancyFigures(db, days, asOf, ids)),
  ]);
  const figures = {
    days: days.map((_, index) => {
      const [a, b] = halves.map((half) => half.days[index]!) as [RsfSplit, RsfSplit];
      return {
        totalRsf: a.totalRsf + b.totalRsf,
        preLeasedRsf: a.preLeasedRsf + b.preLeasedRsf,
        vacantRsf: a.vacantRsf + b.vacantRsf,
      };
    }),
    buildings: new Map(halves.flatMap((half) => [...half.buildings])),
  };
  return {
    asOf,
    buildings: buildings.map((building) => {
      const split = figures.buildings.get(building.id);
      return { ...building, ...occupancyOf(split ?? { totalRsf: 0, preLeasedRsf: 0, vacantRsf: 0 }) };
    }),
    months: months.map((month, index) => ({ ...month, ...occupancyOf(figures.days[index]!) })),
  };
}

/** GET /api/analytics/walt: WALT per building and over the scope (suite-figures-sql.ts). */
export async function getWalt(db: Database, scope: AnalyticsScope, asOf: string): Promise<WaltResponse> {
  const [buildings, ...halves] = await Promise.all([
    scopeBuildings(db, scope),
    ...scopeHalves(db, scope).map((ids) => db.select().from(suiteFiguresByProperty(db, asOf, ids))),
  ]);
  const byProperty = new Map(halves.flat().map((row) => [row.propertyId, row]));
  const rows = buildings.map((building) => {
    const row = byProperty.get(building.id);
    return { ...building, ...waltFromSums(row ?? { inPlaceSf: 0, inPlaceRent: 0, sfDays: 0, rentDays: 0 }) };
  });
  return { asOf, portfolio: combineWalt(rows), buildings: rows };
}

/** GET /api/analytics/tenants. */
export async function getTenantConcentration(
  db: Database,
  scope: AnalyticsScope,
  asOf: string,
): Promise<TenantConcentration> {
  const { rows, totalRent } = await tenantRents(db, asOf, scopeIds(db, scope), concentrationTenants);
  const tenants = rows.map(({ totalRent: _total, ...tenant }) => ({
    ...tenant,
    share: totalRent > 0 ? tenant.annualRent / totalRent : 0,
  }));
  return {
    asOf,
    totalAnnualRent: totalRent,
    tenants,
    otherRent: totalRent - sum(tenants.map((tenant) => tenant.annualRent)),
  };
}
