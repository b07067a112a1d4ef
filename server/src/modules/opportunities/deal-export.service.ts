import { type CsvCell, toCsv } from '@common/csv';
import { type DealExportQuery, dealExportColumns } from '@common/deal-export';
import { dealStageLabels } from '@common/deal-stages';
import { todayIn } from '@common/time-zone';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { leaseTerms, opportunities, properties } from '../../db/schema';
import { organisationTimeZone } from '../settings/time-zone.service';
import { filtersBesidesStage, withStages } from './deal-filters';
import { dealIdsQuery } from './deal-list.service';
import { straightLineOfTerms } from './proposal-ner.service';

const batchSize = 2000;

export type DealExport = { total: number; rows: AsyncIterable<string> };

/**
 * GET /api/opportunities/export.csv: every deal the filters match (and, with `ids`, only those of
 * them), in the list's order. The ids are read first (50,000 integers are small); the rows follow in
 * batches, so memory stays flat however large the pipeline.
 */
export async function exportDeals(
  db: Database,
  query: DealExportQuery,
  now: Date,
  viewerId: number,
): Promise<DealExport> {
  const filtered = withStages(await filtersBesidesStage(db, query, now, viewerId), query.stage);
  const where = query.ids
    ? and(filtered, sql`${opportunities.id} = any(${sql.param(query.ids)}::int[])`)
    : filtered;
  const ids = (await dealIdsQuery(db, where, query)).map((row) => row.id);
  return { total: ids.length, rows: csvLines(db, ids) };
}

/** One batch of export rows with the proposal terms the NER needs, by id (`= any($1)`: one parameter). */
function exportRows(db: Database, ids: number[]) {
  return db
    .select({
      id: opportunities.id,
      prospectName: opportunities.prospectName,
      squareFeetNeeded: opportunities.squareFeetNeeded,
      propertyName: properties.name,
      stage: opportunities.stage,
      proposedRent: opportunities.proposedRent,
      brokerName: opportunities.brokerName,
      lastActivityAt: opportunities.lastActivityAt,
      termMonths: leaseTerms.termMonths,
      baseRent: leaseTerms.baseRent,
      rentEscalation: leaseTerms.rentEscalation,
      rentFreeMonths: leaseTerms.rentFreeMonths,
      tenantImprovements: leaseTerms.tenantImprovements,
      leasingCommissionPct: leaseTerms.leasingCommissionPct,
      otherLandlordCosts: leaseTerms.otherLandlordCosts,
    })
    .from(opportunities)
    .innerJoin(properties, eq(properties.id, opportunities.propertyId))
    .leftJoin(
      leaseTerms,
      and(eq(leaseTerms.opportunityId, opportunities.id), eq(leaseTerms.kind, 'proposal')),
    )
    .where(sql`${opportunities.id} = any(${sql.param(ids)}::int[])`);
}

type ExportRow = Awaited<ReturnType<typeof exportRows>>[number];

/** NER/sqft/yr: the proposal's straight-line NER, 2 decimals; empty without terms (never the face rent). */
function nerCell(row: ExportRow): string | null {
  const ner =
    row.termMonths !== null && row.baseRent !== null
      ? straightLineOfTerms({
          termMonths: row.termMonths,
          baseRent: row.baseRent,
          rentEscalation: row.rentEscalation ?? 0,
          rentFreeMonths: row.rentFreeMonths ?? 0,
          tenantImprovements: row.tenantImprovements ?? 0,
          leasingCommissionPct: row.leasingCommissionPct,
          otherLandlordCosts: row.otherLandlordCosts ?? 0,
        })
      : null;
  return ner === null ? null : ner.toFixed(2);
}

async function* csvLines(db: Database, ids: number[]): AsyncGenerator<string> {
  // A BOM, so spreadsheet programs read the UTF-8 names (é, ñ) correctly.
  yield `\uFEFF${toCsv([dealExportColumns])}`;
  // Last activity is shown as the organisation's calendar day of that instant.
  const zone = await organisationTimeZone(db);
  for (let start = 0; start < ids.length; start += batchSize) {
    const batch = ids.slice(start, start + batchSize);
    const byId = new Map((await exportRows(db, batch)).map((row) => [row.id, row]));
    const lines: CsvCell[][] = [];
    for (const id of batch) {
      const row = byId.get(id);
      // Deleted since the ids were read: left out.
      if (!row) continue;
      lines.push([
        row.prospectName,
        row.squareFeetNeeded,
        row.propertyName,
        dealStageLabels[row.stage],
        nerCell(row),
        row.proposedRent === null ? null : row.proposedRent.toFixed(2),
        row.brokerName,
        todayIn(zone, row.lastActivityAt),
      ]);
    }
    yield toCsv(lines);
  }
}
