import { funnelStages, type PipelineAnalytics, type PipelineAnalyticsQuery } from '@common/analytics';
import { addDays, addMonths } from '@common/calendar-days';
import {
  type DeadReason,
  deadReasonLabel,
  funnelFigures,
  histogramMedian,
  sortDeadReasons,
} from '@common/pipeline-analytics';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { properties } from '../../db/schema';
import { organisationTimeZone } from '../settings/time-zone.service';
import { scopeCondition } from './pipeline-analytics-scope';

/*
 * The pipeline funnel, velocity and dead reasons in SQL: what pipelineAnalytics() in
 * common/src/pipeline-analytics.ts states, tested against it on random deals and histories. Three
 * set-based queries over the period's deals (hash joins with their events, whatever the count), run
 * side by side.
 */

/** The period: the dates asked for; by default the 12 months to `today` (or to `from`, if it is later). */
export function pipelinePeriod(query: Pick<PipelineAnalyticsQuery, 'from' | 'to'>, today: string) {
  const to = query.to ?? (query.from !== undefined && query.from > today ? query.from : today);
  const from = query.from ?? addDays(addMonths(to, -12), 1);
  return { from, to };
}

export async function pipelineAnalytics(
  db: Database,
  query: PipelineAnalyticsQuery,
  today: string,
): Promise<PipelineAnalytics> {
  const { from, to } = pipelinePeriod(query, today);
  const zone = await organisationTimeZone(db);
  // The deals created from the start of `from` to the end of `to`, in the organisation's zone, with
  // the furthest step their own record shows (the current stage, the stage a dead deal was lost at).
  const scope = scopeCondition(query);
  const deals = sql`deals as (
    select o.id, o.stage, o.lost_reason, o.square_feet_needed as sf,
           greatest(1, deal_funnel_step(o.furthest_stage)) as step
    from opportunities o
    where o.created_at >= ${from}::date::timestamp at time zone ${zone}
      and o.created_at < (${to}::date + 1)::timestamp at time zone ${zone}
      and ${scope ? sql`o.property_id in (select ${properties.id} from ${properties} where ${scope})` : sql`true`})`;

  // Each stage change ends a stay in the stage it left, begun at the change before or the creation;
  // deal_events.stay_tenths holds its length in tenths of a day (stayTenths), kept by a trigger and a
  // generated column (migration 0013). Stays are counted per stage and length, and the medians read
  // off the counts.
  const [reached, stays, dead] = await Promise.all([
    // Each deal's furthest stage is kept on the deal by triggers (furthest_stage, migration 0013).
    db.execute<{ step: number; deals: number; rsf: number }>(sql`
      with ${deals}
      select step, count(*)::int as deals, sum(sf)::float8 as rsf from deals group by step`),
    db.execute<{ stage: string; tenths: number; stays: number }>(sql`
      with ${deals}
      select e.from_value as stage, e.stay_tenths as tenths, count(*)::int as stays
      from deals d join deal_events e on e.opportunity_id = d.id and e.kind = 'stage'
      where deal_funnel_step(e.from_value) is not null
      group by 1, 2`),
    db.execute<{ reason: DeadReason; deals: number; rsf: number }>(sql`
      with ${deals}
      select coalesce(lost_reason, 'not_recorded') as reason, count(*)::int as deals, sum(sf)::float8 as rsf
      from deals where stage = 'dead' group by 1`),
  ]);

  const byFurthestStep = funnelStages.map(() => ({ deals: 0, rsf: 0 }));
  for (const row of reached.rows)
    byFurthestStep[Number(row.step) - 1] = { deals: row.deals, rsf: Number(row.rsf) };
  const histograms = new Map<string, Map<number, number>>();
  for (const row of stays.rows) {
    const counts = histograms.get(row.stage) ?? new Map<number, number>();
    counts.set(row.tenths, (counts.get(row.tenths) ?? 0) + row.stays);
    histograms.set(row.stage, counts);
  }
  const medianDays = (stage: string) => {
    const middle = histogramMedian(histograms.get(stage) ?? new Map());
    return middle === null ? null : middle / 10;
  };
  return {
    from,
    to,
    deals: byFurthestStep.reduce((sum, tally) => sum + tally.deals, 0),
    stages: funnelFigures(byFurthestStep, medianDays),
    deadReasons: sortDeadReasons(
      dead.rows.map((row) => ({
        reason: row.reason,
        label: deadReasonLabel(row.reason),
        deals: row.deals,
        rsf: Number(row.rsf),
      })),
    ),
  };
}
