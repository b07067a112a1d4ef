import type { LeaseCompFilters, LeaseCompListQuery, LeaseCompListResponse } from '@common/lease-comps';
import { and, avg, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { leaseComps, properties } from '../../db/schema';

function compsWhere(filters: LeaseCompFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.buildingId !== undefined) conditions.push(eq(leaseComps.propertyId, filters.buildingId));
  if (filters.type) conditions.push(eq(leaseComps.leaseType, filters.type));
  if (filters.from) conditions.push(gte(leaseComps.transactionDate, filters.from));
  if (filters.to) conditions.push(lte(leaseComps.transactionDate, filters.to));
  if (filters.minSf !== undefined) conditions.push(gte(leaseComps.rentableSf, filters.minSf));
  if (filters.maxSf !== undefined) conditions.push(lte(leaseComps.rentableSf, filters.maxSf));
  return and(...conditions);
}

const roundCents = (value: string | null) => (value === null ? null : Math.round(Number(value) * 100) / 100);

/** The portfolio's lease comps matching the filters, newest transaction first, with averages over all matches. */
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
  const [rows, [summary]] = await Promise.all([
    query.limit === undefined ? rowsQuery : rowsQuery.limit(query.limit),
    db
      .select({
        count: count(),
        avgStartingPsf: avg(leaseComps.startingPsf),
        avgAveragePsf: avg(leaseComps.averagePsf),
        avgEffectivePsf: avg(leaseComps.effectivePsf),
      })
      .from(leaseComps)
      .where(where),
  ]);
  const total = summary?.count ?? 0;
  return {
    items: rows.map((row) => ({ ...row, source: 'portfolio' as const })),
    total,
    summary: {
      count: total,
      avgStartingPsf: roundCents(summary?.avgStartingPsf ?? null),
      avgAveragePsf: roundCents(summary?.avgAveragePsf ?? null),
      avgEffectivePsf: roundCents(summary?.avgEffectivePsf ?? null),
    },
  };
}
