import { funnelStages, type PipelineAnalytics, type PipelineAnalyticsQuery } from '@common/analytics';
import { addDays, addMonths } from '@common/calendar-days';
import { type DeadReason, deadReasonLabel, funnelFigures, sortDeadReasons } from '@common/pipeline-analytics';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { organisationTimeZone } from '../settings/time-zone.service';
import { scopeCondition } from './pipeline-analytics-scope';

/*
 * The pipeline funnel, velocity and dead reasons in SQL: what pipelineAnalytics() in
 * common/src/pipeline-analytics.ts states, tested against it on random deals and histories. Three
 * set-based queries over the period's deals (a hash join with their stage events, whatever the count),
 * run side by side.
 */

/** The funnel's stages as a SQL array: a stage's step is its 1-based position, null for dead and idle. */
const funnelArray = sql.raw(`array[${funnelStages.map((stage) => `'${stage}'`).join(', ')}]::text[]`);
const stepOf = (value: SQL) => sql`array_position(${funnelArray}, ${value})`;

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
  // The deals created from the start of `from` to the end of `to`, in the organisation's zone.
  const deals = sql`deals as (
    select o.id, o.stage, o.lost_at_stage, o.lost_reason, o.square_feet_needed as sf, o.created_at
    from opportunities o join properties on properties.id = o.property_id
    where o.created_at >= ${from}::date::timestamp at time zone ${zone}
      and o.created_at < (${to}::date + 1)::timestamp at time zone ${zone}
      and ${scopeCondition(query) ?? sql`true`})`;
  const dayOf = (instant: SQL) => sql`(${instant} at time zone ${zone})::date`;

  const [reached, medians, dead] = await Promise.all([
    // Each deal's furthest step: its stage, the stage it was lost at, every stage its history names.
    db.execute<{ step: number; deals: number; rsf: number }>(sql`
      with ${deals}
      select furthest.step, count(*)::int as deals, sum(furthest.sf)::float8 as rsf
      from (
        select d.id, d.sf, greatest(1, ${stepOf(sql`d.stage`)}, ${stepOf(sql`d.lost_at_stage`)},
               max(greatest(${stepOf(sql`e.to_value`)},
                            ${stepOf(sql`case when e.kind = 'stage' then e.from_value end`)}))) as step
        from deals d
        left join deal_events e on e.opportunity_id = d.id and e.kind in ('created', 'stage')
        group by d.id, d.sf, d.stage, d.lost_at_stage
      ) furthest
      group by furthest.step`),
    // Each stage change ends a stay in the stage it left, begun at the change before (or the creation).
    db.execute<{ stage: string; median: number }>(sql`
      with ${deals},
      stays as (
        select e.from_value as stage,
               greatest(0, ${dayOf(sql`e.created_at`)} - ${dayOf(sql`coalesce(
                 lag(e.created_at) over (partition by e.opportunity_id order by e.created_at, e.id), d.created_at)`)}) as days
        from deals d join deal_events e on e.opportunity_id = d.id and e.kind = 'stage')
      select stage, percentile_cont(0.5) within group (order by days) as median
      from stays where ${stepOf(sql`stage`)} is not null group by stage`),
    db.execute<{ reason: DeadReason; deals: number; rsf: number }>(sql`
      with ${deals}
      select coalesce(lost_reason, 'not_recorded') as reason, count(*)::int as deals, sum(sf)::float8 as rsf
      from deals where stage = 'dead' group by 1`),
  ]);

  const byFurthestStep = funnelStages.map(() => ({ deals: 0, rsf: 0 }));
  for (const row of reached.rows)
    byFurthestStep[Number(row.step) - 1] = { deals: row.deals, rsf: Number(row.rsf) };
  const medianOf = new Map(medians.rows.map((row) => [row.stage, Number(row.median)]));
  return {
    from,
    to,
    deals: byFurthestStep.reduce((sum, tally) => sum + tally.deals, 0),
    stages: funnelFigures(byFurthestStep, (stage) => medianOf.get(stage) ?? null),
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
