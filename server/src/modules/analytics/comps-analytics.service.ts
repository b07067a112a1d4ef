import { type CompAnalytics, maxCompPoints } from '@common/analytics';
import { type ExpenseBasis, expenseBases } from '@common/expense-bases';
import type { LeaseCompFilters } from '@common/lease-comps';
import { asc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { leaseComps, properties } from '../../db/schema';
import { compsWhere } from '../lease-comps/lease-comps.service';

/**
 * The comps /lease-comps lists for the same filters, as starting and effective rates by transaction
 * date: one series per expense basis (gross and net are never merged), each its most recent
 * `maxCompPoints` comps oldest first, with the count of all of them. One query: a window ranks and
 * counts the comps of each basis.
 */
export async function compAnalytics(db: Database, filters: LeaseCompFilters): Promise<CompAnalytics> {
  const ranked = db
    .select({
      id: leaseComps.id,
      transactionDate: leaseComps.transactionDate,
      startingPsf: leaseComps.startingPsf,
      effectivePsf: leaseComps.effectivePsf,
      rentableSf: leaseComps.rentableSf,
      buildingName: sql<string>`${properties.name}`.as('building_name'),
      tenantName: leaseComps.tenantName,
      basis: leaseComps.expenseBasis,
      total: sql<number>`count(*) over (partition by ${leaseComps.expenseBasis})`.mapWith(Number).as('total'),
      recency: sql<number>`row_number() over (partition by ${leaseComps.expenseBasis}
          order by ${leaseComps.transactionDate} desc, ${leaseComps.id} desc)`.as('recency'),
    })
    .from(leaseComps)
    .innerJoin(properties, eq(properties.id, leaseComps.propertyId))
    .where(compsWhere(filters))
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(lte(ranked.recency, maxCompPoints))
    .orderBy(asc(ranked.basis), asc(ranked.transactionDate), asc(ranked.id));
  const byBasis = new Map<ExpenseBasis, CompAnalytics['series'][number]>();
  for (const { basis, total, recency: _, ...point } of rows) {
    const series = byBasis.get(basis) ?? { basis, total: Number(total), points: [] };
    series.points.push(point);
    byBasis.set(basis, series);
  }
  return { series: expenseBases.flatMap((basis) => byBasis.get(basis) ?? []) };
}
