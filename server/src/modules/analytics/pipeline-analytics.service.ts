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
 * set-based queries over the period's deals (hash joins with their events, whatever the count), run
 * side by side.
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
  // The deals created from the start of `from` to the end of `to`, in the organisation's zone, with
  // the furthest step their own record shows (the current stage, the stage a dead deal was lost at).
  const deals = sql`deals as (
    select o.id, o.stage, o.lost_reason, o.square_feet_needed as sf, o.created_at,
           coalesce(greatest(${stepOf(sql`o.stage`)}, ${stepOf(sql`o.lost_at_stage`)}), 0) as own_step
    from opportunities o join properties on properties.id = o.property_id
    where o.created_at >= ${from}::date::timestamp at time zone ${zone}
      and o.created_at < (${to}::date + 1)::timestamp at time zone ${zone}
      and ${scopeCondition(query) ?? sql`true`})`;
  const dayOf = (instant: SQL) => sql`(${instant} at time zone ${zone})::date`;

  const [reached, medians, dead] = await Promise.all([
    // Each deal's furthest step: its own, or a later one its history names (the stage it was created at,
    // both sides of each change). Only the events naming a later step than the deal's own are grouped.
    db.execute<{ step: number; deals: number; rsf: number }>(sql`
      with ${deals},
      later as (
        select e.opportunity_id as id, max(named.step) as step
        from deal_events e join deals d on d.id = e.opportunity_id
        cross join lateral (
          select greatest(${stepOf(sql`e.to_value`)},
                          ${stepOf(sql`case when e.kind = 'stage' then e.from_value end`)}) as step) named
        where e.kind in ('created', 'stage') and named.step > d.own_step
        group by e.opportunity_id)
      select greatest(1, d.own_step, later.step) as step, count(*)::int as deals, sum(d.sf)::float8 as rsf
      from deals d left join later on later.id = d.id
      group by 1`),
    // Each stage change ends a stay in the stage it left, begun at the change before (or the creation).
    // The median of each stage's stays is read off their histogram: the middle value, or the mean of
    // the middle two.
    db.execute<{ stage: string; median: number }>(sql`
      with ${deals},
      stays as (
        select e.from_value as stage,
               greatest(0, ${dayOf(sql`e.created_at`)} - ${dayOf(sql`coalesce(
                 lag(e.created_at) over (partition by e.opportunity_id order by e.created_at, e.id), d.created_at)`)}) as days
        from deals d join deal_events e on e.opportunity_id = d.id and e.kind = 'stage'),
      histogram as (
        select stage, days, count(*) as stays from stays where stage = any(${funnelArray}) group by stage, days),
      ranked as (
        select stage, days, sum(stays) over (partition by stage order by days) as up_to,
               sum(stays) over (partition by stage) as total
        from histogram)
      select stage, (min(days) filter (where up_to >= floor((total + 1) / 2.0))
                     + min(days) filter (where up_to >= floor(total / 2.0) + 1)) / 2.0 as median
      from ranked group by stage`),
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
