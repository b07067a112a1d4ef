import type { BuildingRef, ExpiryPeriod, OccupancyFigures } from './analytics';
import {
  concentrationTenants,
  expiryQuarters,
  expiryYears,
  occupancyMonthsAhead,
  occupancyMonthsBack,
} from './analytics';
import { addMonths, firstDayOfQuarter, lastDayOfQuarter } from './calendar-days';
import { effectiveEnd, type LeaseLifecycle, leaseLifecycle, suiteStatus } from './lease-lifecycle';
import { inPlaceRentPsf } from './rent';
import { leaseInPlace, type SuiteFacts } from './walt';

/*
 * The portfolio analytics stated over lease and suite facts, one suite at a time: the periods of the
 * expiry schedule, which leases it counts and where, occupancy on a day, and tenant concentration.
 * The server computes the same figures set-based in SQL (server/src/db/analytics-sql.ts) and its tests
 * hold those against these functions on random portfolios; the periods and dates are read from here by
 * both.
 *
 * Dates are 'yyyy-mm-dd'.
 */

/** A suite of the scope: its facts and its building. */
export type ScopeSuite = SuiteFacts & { buildingId: number };

/** A period of the schedule: its label and its first and last day, inclusive. */
export type Period = { label: string; start: string; end: string };

const yearOf = (day: string) => Number(day.slice(0, 4));
const monthOf = (day: string) => Number(day.slice(5, 7));

/**
 * The schedule's years: the as-of day to 31 December of its year, then the whole calendar years after
 * it, `expiryYears` in all, labelled '2027'.
 */
export function expiryYearPeriods(asOf: string, count = expiryYears): Period[] {
  const first = yearOf(asOf);
  return Array.from({ length: count }, (_, index) => {
    const year = first + index;
    return { label: String(year), start: index === 0 ? asOf : `${year}-01-01`, end: `${year}-12-31` };
  });
}

/**
 * The schedule's quarters: the as-of day to the end of its calendar quarter, then whole quarters,
 * `expiryQuarters` in all, labelled 'Q1 2027'.
 */
export function expiryQuarterPeriods(asOf: string, count = expiryQuarters): Period[] {
  const firstStart = firstDayOfQuarter(asOf);
  return Array.from({ length: count }, (_, index) => {
    const start = addMonths(firstStart, 3 * index);
    const label = `Q${Math.ceil(monthOf(start) / 3)} ${yearOf(start)}`;
    return { label, start: index === 0 ? asOf : start, end: lastDayOfQuarter(start) };
  });
}

/**
 * A lease counts in the expiry schedule when, on the as-of day, it is in place or signed to start:
 * lifecycle active, expiring or pending. Renewed leases are counted at their renewal's end instead;
 * held-over ones have no end ahead and are reported apart.
 */
export function countsInExpirySchedule(lifecycle: LeaseLifecycle): boolean {
  return lifecycle === 'active' || lifecycle === 'expiring' || lifecycle === 'pending';
}

type PeriodSums = { leases: number; rsf: number; annualRent: number; byBuilding: Map<number, PeriodRow> };
type PeriodRow = { rsf: number; annualRent: number };

/**
 * The expiry schedule of `suites` on `asOf` (expiryScheduleSchema without its as-of day and buildings):
 * each counted lease once, in the period holding its last day (effectiveEnd), with the suite's RSF and
 * the in-place rent on the as-of day × RSF; shares over every suite's RSF and the rent in place.
 * `buildings` gives the order of each period's per-building entries.
 */
export function expirySchedule(
  suites: readonly ScopeSuite[],
  buildings: readonly BuildingRef[],
  asOf: string,
) {
  const years = expiryYearPeriods(asOf);
  const quarters = expiryQuarterPeriods(asOf);
  const sums = (periods: Period[]) =>
    periods.map((): PeriodSums => ({ leases: 0, rsf: 0, annualRent: 0, byBuilding: new Map() }));
  const yearSums = sums(years);
  const quarterSums = sums(quarters);
  const holdover = { leases: 0, rsf: 0, annualRent: 0 };
  let totalRsf = 0;
  let totalAnnualRent = 0;

  const add = (periods: Period[], into: PeriodSums[], end: string, buildingId: number, row: PeriodRow) => {
    const index = periods.findIndex((period) => period.start <= end && end <= period.end);
    if (index < 0) return;
    const target = into[index]!;
    target.leases += 1;
    target.rsf += row.rsf;
    target.annualRent += row.annualRent;
    const building = target.byBuilding.get(buildingId) ?? { rsf: 0, annualRent: 0 };
    building.rsf += row.rsf;
    building.annualRent += row.annualRent;
    target.byBuilding.set(buildingId, building);
  };

  for (const suite of suites) {
    totalRsf += suite.rentableSf;
    totalAnnualRent += leaseInPlace(suite, asOf)?.annualRent ?? 0;
    for (const lease of suite.leases) {
      const lifecycle = leaseLifecycle(lease, suite.leases, asOf);
      const row = { rsf: suite.rentableSf, annualRent: inPlaceRentPsf(lease, asOf) * suite.rentableSf };
      if (lifecycle === 'holdover') {
        holdover.leases += 1;
        holdover.rsf += row.rsf;
        holdover.annualRent += row.annualRent;
      }
      if (!countsInExpirySchedule(lifecycle)) continue;
      const end = effectiveEnd(lease);
      add(years, yearSums, end, suite.buildingId, row);
      add(quarters, quarterSums, end, suite.buildingId, row);
    }
  }

  const toPeriods = (periods: Period[], into: PeriodSums[]): ExpiryPeriod[] =>
    periods.map((period, index) => {
      const { leases, rsf, annualRent, byBuilding } = into[index]!;
      return {
        ...period,
        leases,
        rsf,
        annualRent,
        shareOfRsf: totalRsf > 0 ? rsf / totalRsf : 0,
        shareOfRent: totalAnnualRent > 0 ? annualRent / totalAnnualRent : 0,
        byBuilding: buildings
          .filter((building) => byBuilding.has(building.id))
          .map((building) => ({ buildingId: building.id, ...byBuilding.get(building.id)! })),
      };
    });
  return {
    totalRsf,
    totalAnnualRent,
    years: toPeriods(years, yearSums),
    quarters: toPeriods(quarters, quarterSums),
    holdover,
  };
}

/**
 * The days occupancy is read on: the as-of day's date of each month (the last day of a shorter month),
 * `occupancyMonthsBack` months before it to `occupancyMonthsAhead` after, with the month as 'yyyy-MM'.
 */
export function occupancyDates(asOf: string): { month: string; date: string }[] {
  return Array.from({ length: occupancyMonthsBack + occupancyMonthsAhead + 1 }, (_, index) => {
    const date = addMonths(asOf, index - occupancyMonthsBack);
    return { month: date.slice(0, 7), date };
  });
}

/**
 * Occupancy of `suites` on `day` by suiteStatus(): leased = occupied, expiring or renewed; pre-leased;
 * vacant; occupancy = (leased + pre-leased) ÷ total, null with no RSF.
 */
export function occupancyOn(suites: readonly SuiteFacts[], day: string): OccupancyFigures {
  const figures = { totalRsf: 0, leasedRsf: 0, preLeasedRsf: 0, vacantRsf: 0 };
  for (const suite of suites) {
    const status = suiteStatus(suite.leases, day);
    figures.totalRsf += suite.rentableSf;
    if (status === 'vacant') figures.vacantRsf += suite.rentableSf;
    else if (status === 'pre-leased') figures.preLeasedRsf += suite.rentableSf;
    else figures.leasedRsf += suite.rentableSf;
  }
  return {
    ...figures,
    occupancy: figures.totalRsf > 0 ? (figures.leasedRsf + figures.preLeasedRsf) / figures.totalRsf : null,
  };
}

export type TenantRent = { tenantId: number; annualRent: number; rsf: number; suites: number };

/**
 * Tenant concentration on `day`: each suite's lease in place (leaseInPlace(), as WALT weighs rent)
 * summed per tenant, the `concentrationTenants` largest by rent first (then by RSF, then tenant id),
 * the rest summed as `otherRent`.
 */
export function tenantConcentration(suites: readonly SuiteFacts[], day: string) {
  const byTenant = new Map<number, TenantRent>();
  let totalAnnualRent = 0;
  for (const suite of suites) {
    const inPlace = leaseInPlace(suite, day);
    if (!inPlace) continue;
    totalAnnualRent += inPlace.annualRent;
    const tenantId = inPlace.lease.tenantId;
    const sums = byTenant.get(tenantId) ?? { tenantId, annualRent: 0, rsf: 0, suites: 0 };
    sums.annualRent += inPlace.annualRent;
    sums.rsf += suite.rentableSf;
    sums.suites += 1;
    byTenant.set(tenantId, sums);
  }
  const ranked = [...byTenant.values()].sort(
    (a, b) => b.annualRent - a.annualRent || b.rsf - a.rsf || a.tenantId - b.tenantId,
  );
  const tenants = ranked.slice(0, concentrationTenants).map((tenant) => ({
    ...tenant,
    share: totalAnnualRent > 0 ? tenant.annualRent / totalAnnualRent : 0,
  }));
  const shown = tenants.reduce((sum, tenant) => sum + tenant.annualRent, 0);
  return { totalAnnualRent, tenants, otherRent: totalAnnualRent - shown };
}
