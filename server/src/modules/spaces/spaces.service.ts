import { expiryHorizonDays } from '@common/lease-lifecycle';
import {
  type SpaceDetail,
  type SpaceListQuery,
  type SpaceListResponse,
  spaceNotFoundMessage,
  upcomingWindowDays,
} from '@common/spaces';
import { and, asc, desc, eq, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { floors, leases, opportunities, properties, spaces, suiteCover, tenants } from '../../db/schema';
import {
  aliasedLeaseColumns,
  keptSuiteStatusIn,
  keptVacant,
  leaseRunsOutWithin,
  suiteStatusIn,
  suiteStatusOf,
} from '../../db/suite-status-sql';
import { notFound } from '../../errors';
import { containsPattern, propertyMatches, suiteOrder } from '../properties/sql-helpers';
import { leaseSummaryColumns, toLeaseSummary } from './lease-rows';

/** The suites' own conditions of the query (size, type, rate, building, keyword), status aside. */
function suiteFilters(query: SpaceListQuery): SQL[] {
  const conditions: (SQL | undefined)[] = [];
  if (query.minSf !== undefined) conditions.push(gte(spaces.rentableSf, query.minSf));
  if (query.maxSf !== undefined) conditions.push(lte(spaces.rentableSf, query.maxSf));
  if (query.spaceType) conditions.push(eq(spaces.spaceType, query.spaceType));
  if (query.maxRate !== undefined) conditions.push(lte(spaces.askingRentPsf, query.maxRate));
  if (query.propertyId) conditions.push(eq(spaces.propertyId, query.propertyId));
  if (query.keyword) {
    const pattern = containsPattern(query.keyword);
    conditions.push(or(ilike(spaces.suite, pattern), propertyMatches(pattern)));
  }
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

/**
 * The statuses the query lists: only suites that can be marketable, vacant or expiring within the
 * window with nothing signed after.
 */
function listedStatuses(query: SpaceListQuery): ('vacant' | 'expiring')[] {
  const availability = query.availability ?? 'all';
  return availability === 'vacant'
    ? ['vacant']
    : availability === 'upcoming'
      ? ['expiring']
      : ['vacant', 'expiring'];
}

/** With the default window, a suite's status is read from what the triggers keep for it. */
const keptWindow = (query: SpaceListQuery) => (query.withinDays ?? upcomingWindowDays) === expiryHorizonDays;

function listWhere(query: SpaceListQuery, today: string): SQL | undefined {
  const horizon = query.withinDays ?? upcomingWindowDays;
  const statuses = listedStatuses(query);
  const listed = keptWindow(query)
    ? keptSuiteStatusIn(spaces.id, suiteCover.coveredUntil, today, statuses)
    : suiteStatusIn(spaces.id, today, statuses, horizon);
  return and(listed, ...suiteFilters(query));
}

/**
 * How many suites the query lists, without reading every suite's leases. The two sets are apart (a
 * suite has one status), so the total is their sum:
 * - vacant: suites whose last covered day (suite_cover) is before today, summed from its day buckets
 *   when nothing else filters them;
 * - expiring: with the default window and no other filter, summed from the day buckets of the kept
 *   expiring spans (suite_expiry_spans); otherwise among the suites of the leases that run out within
 *   the window, which the date indexes find, and only those are read by the suite rule.
 * Held equal to counting suiteStatusOf() over every suite (spaces-total.test.ts).
 */
export async function countListedSuites(db: Database, today: string, query: SpaceListQuery): Promise<number> {
  const horizon = query.withinDays ?? upcomingWindowDays;
  const statuses = listedStatuses(query);
  const filters = suiteFilters(query);
  const filtered = filters.length === 0 ? sql`true` : and(...filters);
  const vacant = !statuses.includes('vacant')
    ? sql`0`
    : filters.length === 0
      ? sql`(select coalesce(sum(n), 0)::int from dashboard_day_counts
          where figure = 'suite_cover' and day < ${today}::date)`
      : sql`(select count(*)::int from suite_cover sc
          join ${spaces} on ${spaces.id} = sc.space_id
          join ${properties} on ${properties.id} = ${spaces.propertyId}
          where ${keptVacant(sql`sc.covered_until`, today)} and ${filtered})`;
  const expiring = !statuses.includes('expiring')
    ? sql`0`
    : filters.length === 0 && keptWindow(query)
      ? sql`(select coalesce(sum(n), 0)::int from dashboard_day_counts
          where figure = 'suite_expiring' and day <= ${today}::date)`
      : sql`(select count(*)::int from ${spaces}
        join ${properties} on ${properties.id} = ${spaces.propertyId}
        where ${spaces.id} in (
            select l.space_id from leases l where ${leaseRunsOutWithin(aliasedLeaseColumns, today, horizon)})
          and ${filtered}
          and ${suiteStatusOf(spaces.id, today, horizon)} = 'expiring')`;
  const { rows } = await db.execute<{ total: number }>(sql`select ${vacant} + ${expiring} as total`);
  return Number(rows[0]?.total ?? 0);
}

/** Vacant and soon-vacant suites across the portfolio (the dashboard's Vacancies tile → /spaces). */
export async function listSpaces(
  db: Database,
  today: string,
  query: SpaceListQuery,
): Promise<SpaceListResponse> {
  const where = listWhere(query, today);
  const [rows, total] = await Promise.all([
    listedSuites(db, today, query, where),
    countListedSuites(db, today, query),
  ]);
  return {
    total,
    items: rows.map(({ suiteStatus, leaseId, leaseEnd, tenantId, tenantName, ...row }) => ({
      ...row,
      status: suiteStatus === 'vacant' ? ('vacant' as const) : ('expiring' as const),
      currentLease:
        leaseId === null || leaseEnd === null
          ? null
          : { id: leaseId, endDate: leaseEnd, tenant: { id: tenantId ?? 0, name: tenantName ?? '' } },
    })),
  };
}

/**
 * The page's suites: `offset` matching suites skipped, then `limit` (every one without a limit), by
 * building name, floor and suite. A suite's status depends on its leases and today, so no index can
 * pick the marketable suites in that order: the plan walks the buildings in name order (their
 * name index) and each one's suites, testing each, and stops at the page's last row. With the default
 * window the test is two index look-ups in what the triggers keep (suite_cover, suite_expiry_spans);
 * with another, the suite rule.
 */
async function listedSuites(db: Database, today: string, query: SpaceListQuery, where: SQL | undefined) {
  const activeLease = and(eq(leases.spaceId, spaces.id), eq(leases.status, 'active'));
  const rows = db
    .select({
      id: spaces.id,
      suite: spaces.suite,
      floorNumber: floors.number,
      rentableSf: spaces.rentableSf,
      spaceType: spaces.spaceType,
      askingRentPsf: spaces.askingRentPsf,
      listingStatus: spaces.listingStatus,
      dateAvailable: spaces.dateAvailable,
      property: {
        id: properties.id,
        name: properties.name,
        address: properties.address,
        city: properties.city,
        state: properties.state,
        market: properties.market,
      },
      suiteStatus: keptWindow(query)
        ? sql<
            'vacant' | 'expiring'
          >`(case when ${keptVacant(suiteCover.coveredUntil, today)} then 'vacant' else 'expiring' end)`
        : suiteStatusOf(spaces.id, today, query.withinDays ?? upcomingWindowDays),
      leaseId: leases.id,
      leaseEnd: leases.endDate,
      tenantId: tenants.id,
      tenantName: tenants.name,
    })
    .from(spaces)
    .innerJoin(floors, eq(floors.id, spaces.floorId))
    .innerJoin(properties, eq(properties.id, spaces.propertyId))
    .innerJoin(suiteCover, eq(suiteCover.spaceId, spaces.id))
    .leftJoin(leases, activeLease)
    .leftJoin(tenants, eq(tenants.id, leases.tenantId))
    .where(where)
    .orderBy(asc(properties.name), asc(properties.id), asc(floors.number), ...suiteOrder)
    .$dynamic();
  if (query.limit !== undefined) rows.limit(query.limit);
  if (query.offset) rows.offset(query.offset);
  return rows;
}

/** One suite with its building, floor, current lease, lease history and the deals on it. */
export async function getSpace(db: Database, id: number, today: string): Promise<SpaceDetail> {
  const [row] = await db
    .select({
      space: spaces,
      floor: { id: floors.id, number: floors.number },
      property: {
        id: properties.id,
        name: properties.name,
        address: properties.address,
        city: properties.city,
        state: properties.state,
        zipCode: properties.zipCode,
        market: properties.market,
      },
      status: suiteStatusOf(spaces.id, today),
    })
    .from(spaces)
    .innerJoin(floors, eq(floors.id, spaces.floorId))
    .innerJoin(properties, eq(properties.id, spaces.propertyId))
    .where(eq(spaces.id, id));
  if (!row) throw notFound(spaceNotFoundMessage);

  const [leaseRows, dealRows] = await Promise.all([
    db
      .select(leaseSummaryColumns)
      .from(leases)
      .innerJoin(tenants, eq(tenants.id, leases.tenantId))
      .where(eq(leases.spaceId, id))
      .orderBy(desc(leases.startDate), desc(leases.id)),
    db
      .select({
        id: opportunities.id,
        title: opportunities.title,
        prospectName: opportunities.prospectName,
        tenantId: tenants.id,
        tenantName: tenants.name,
        stage: opportunities.stage,
        dealType: opportunities.dealType,
        squareFeetNeeded: opportunities.squareFeetNeeded,
        proposedRent: opportunities.proposedRent,
        lastActivityAt: opportunities.lastActivityAt,
      })
      .from(opportunities)
      .leftJoin(tenants, eq(tenants.id, opportunities.tenantId))
      .where(eq(opportunities.spaceId, id))
      .orderBy(desc(opportunities.lastActivityAt), desc(opportunities.id)),
  ]);
  const history = leaseRows.map(toLeaseSummary);
  const currentLease = history.find((lease) => lease.status === 'active') ?? null;
  const { space } = row;
  return {
    id: space.id,
    suite: space.suite,
    rentableSf: space.rentableSf,
    usableSf: space.usableSf,
    spaceType: space.spaceType,
    status: row.status,
    askingRentPsf: space.askingRentPsf,
    dateAvailable: space.dateAvailable,
    isSpecSuite: space.isSpecSuite,
    isDivisible: space.isDivisible,
    minDivisibleSf: space.minDivisibleSf,
    makeReadyStatus: space.makeReadyStatus,
    marketingDescription: space.marketingDescription,
    listingStatus: space.listingStatus,
    property: row.property,
    floor: row.floor,
    currentLease,
    leases: history,
    deals: dealRows.map(({ tenantId, tenantName, lastActivityAt, ...deal }) => ({
      ...deal,
      tenant: tenantId === null ? null : { id: tenantId, name: tenantName ?? '' },
      lastActivityAt: lastActivityAt.toISOString(),
    })),
  };
}
