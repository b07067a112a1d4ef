import type { AnalyticsScope, HeatmapCellLeases, HeatmapCellQuery, HeatmapResponse } from '@common/analytics';
import { expiringLeases } from '../../db/analytics-sql';
import type { Database } from '../../db/database';
import { badRequest } from '../../errors';
import { scheduleFigures } from './portfolio-analytics.service';

/*
 * The expiry heatmap: buildings × the expiry schedule's quarters, read from the schedule's own
 * per-building quarter figures (the same query), so a cell is the schedule's quarter for its building.
 */

/** GET /api/analytics/heatmap. */
export async function getHeatmap(
  db: Database,
  scope: AnalyticsScope,
  asOf: string,
): Promise<HeatmapResponse> {
  const { quarters, buildings, rows } = await scheduleFigures(db, scope, asOf);
  const cells = new Map(
    rows.filter((row) => row.kind === 'quarter').map((row) => [`${row.property_id}:${row.index}`, row]),
  );
  const totals = new Map(
    rows.filter((row) => row.kind === 'suites').map((row) => [row.property_id, row.rsf]),
  );
  return {
    asOf,
    quarters,
    buildings: buildings.map((building) => {
      const totalRsf = totals.get(building.id) ?? 0;
      return {
        ...building,
        totalRsf,
        cells: quarters.map((_, index) => {
          const figures = cells.get(`${building.id}:${index + 1}`);
          const rsf = figures?.rsf ?? 0;
          return { leases: figures?.leases ?? 0, rsf, share: totalRsf > 0 ? rsf / totalRsf : 0 };
        }),
      };
    }),
  };
}

/** GET /api/analytics/heatmap/leases: the leases behind one cell, ending soonest first. */
export async function getHeatmapCellLeases(
  db: Database,
  query: HeatmapCellQuery,
  asOf: string,
): Promise<HeatmapCellLeases> {
  if (query.end < query.start) throw badRequest('Must not be before start', 'end');
  return { items: await expiringLeases(db, asOf, query.building, query.start, query.end) };
}
