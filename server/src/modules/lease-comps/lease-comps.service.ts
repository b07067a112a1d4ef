import type {
  LeaseCompFilters,
  LeaseCompListQuery,
  LeaseCompListResponse,
  LeaseCompSummary,
} from '@common/lease-comps';
import { and, asc, count, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { leaseComps, properties } from '../../db/schema';

/** The comps the filters of /lease-comps keep, as a condition on `lease_comps` (the comps analytics reads it too). */
export function compsWhere(filters: LeaseCompFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.buildingId !== undefined) conditions.push(eq(leaseComps.propertyId, filters.buildingId));
  if (filters.type) conditions.push(eq(leaseComps.leaseType, filters.type));
  if (filters.from) conditions.push(gte(leaseComps.transactionDate, filters.from));
  if (filters.to) conditions.push(lte(leaseComps.transactionDate, filters.to));
  if (filters.minSf !== undefined) conditions.push(gte(leaseComps.rentableSf, filters.minSf));
  if (filters.maxSf !== undefined) conditions.push(lte(leaseComps.rentableSf, filters.maxSf));
  return and(...conditions);
}

/** The mean of a rate column rounded to cents in SQL (a group always has a row, so never null). */
const averageInCents = (column: PgColumn) => sql<number>`round(avg(${column}), 2)`.mapWith(Number);

/**
 * Count and average rates of the matching comps per expense basis, in one GROUP BY query: gross rent
 * includes operating expenses and net rent does not, so their rates are never averaged together.
 */
async function summaryByBasis(db: Database, where: SQL | undefined): Promise<LeaseCompSummary> {
  const byBasis = await db
    .select({
      basis: leaseComps.expenseBasis,
      count: count(),
      avgStartingPsf: averageInCents(leaseComps.startingPsf),
      avgAveragePsf: averageInCents(leaseComps.averagePsf),
      avgEffectivePsf: averageInCents(leaseComps.effectivePsf),
    })
    .from(leaseComps)
    .where(where)
    .groupBy(leaseComps.expenseBasis)
    .orderBy(asc(leaseComps.expenseBasis));
  return { count: byBasis.reduce((sum, group) => sum + group.count, 0), byBasis };
}

/** The portfolio's lease comps matching the filters, newest transaction first, with the summary of all matches. */
export async function listLeaseComps(
  db: Database,
  query: LeaseCompListQuery,
): Promise<LeaseCompListResponse> {
  const where = compsWhere(query);
  const rowsQuery = db
    .select({
      id: leaseComps.id,
      buildingId: leaseComps.propertyId,
      buildingName: properties.name,
      tenantName: leaseComps.tenantName,
      suite: leaseComps.suite,
      rentableSf: leaseComps.rentableSf,
      leaseType: leaseComps.leaseType,
      termMonths: leaseComps.termMonths,
      startingPsf: leaseComps.startingPsf,
      averagePsf: leaseComps.averagePsf,
      effectivePsf: leaseComps.effectivePsf,
      transactionDate: leaseComps.transactionDate,
      expenseBasis: leaseComps.expenseBasis,
    })
    .from(leaseComps)
    .innerJoin(properties, eq(properties.id, leaseComps.propertyId))
    .where(where)
    .orderBy(desc(leaseComps.transactionDate), desc(leaseComps.id))
    .offset(query.offset ?? 0);
  const [rows, summary] = await Promise.all([
    query.limit === undefined ? rowsQuery : rowsQuery.limit(query.limit),
    summaryByBasis(db, where),
  ]);
  return {
    items: rows.map((row) => ({ ...row, source: 'portfolio' as const })),
    total: summary.count,
    summary,
  };
}
