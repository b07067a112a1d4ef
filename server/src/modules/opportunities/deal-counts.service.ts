import type { AgeingBucket } from '@common/deal-ageing';
import type { DealListQuery } from '@common/deal-filters';
import type { DealListResponse, StageFigures } from '@common/deal-list';
import { type DealStage, dealStages } from '@common/deal-stages';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { dealStageDays, opportunities } from '../../db/schema';
import { updatedSince } from './deal-filters';

const msPerDay = 86_400_000;

export type DealCounts = Pick<DealListResponse, 'total' | 'stageCounts' | 'ageing' | 'stageFigures'>;

/**
 * `ageingBucketOf`'s thresholds (< 30, < 60, ≤ 90 whole days since the last activity) as instants:
 * whole days < n ⇔ last activity after now − n days, so "≤ 90" is "after now − 91 days". A future
 * instant counts as 0 days. The buckets are the deals after each threshold, less those after the
 * previous one.
 */
const ageingThresholdDays = [30, 60, 91] as const;
type AfterThreshold = readonly [number, number, number];

function ageingOf(total: number, [after30, after60, after91]: AfterThreshold): Record<AgeingBucket, number> {
  return {
    under30: after30,
    from30to59: after60 - after30,
    from60to90: after91 - after60,
    over90: total - after91,
  };
}

const thresholdInstant = (now: Date, days: number) => new Date(now.getTime() - days * msPerDay);

/** The deals matching every filter: the counts of the stages filtered on, or of every stage. */
function totalOfStages(stageCounts: Record<DealStage, number>, stages: DealStage[] | undefined): number {
  const counted: readonly DealStage[] = stages?.length ? stages : dealStages;
  return counted.reduce((sum, stage) => sum + stageCounts[stage], 0);
}

type StageRow = { stage: DealStage; count: number; squareFeet: number; weightedValue: number };

/** The strips from one row per stage present (every stage is counted, idle included). */
function countsOf(rows: StageRow[], after: AfterThreshold, stages: DealStage[] | undefined): DealCounts {
  const stageCounts = Object.fromEntries(dealStages.map((value) => [value, 0])) as Record<DealStage, number>;
  const stageFigures = Object.fromEntries(
    dealStages.map((value) => [value, { squareFeet: 0, weightedValue: 0 }]),
  ) as Record<DealStage, StageFigures>;
  for (const row of rows) {
    stageCounts[row.stage] = row.count;
    stageFigures[row.stage] = { squareFeet: row.squareFeet, weightedValue: row.weightedValue };
  }
  const everyStage = totalOfStages(stageCounts, undefined);
  return {
    total: totalOfStages(stageCounts, stages),
    stageCounts,
    ageing: ageingOf(everyStage, after),
    stageFigures,
  };
}

/** The weighted value of the grouped deals in whole cents (`deal_weighted_cents`, common/weighted-value.ts in SQL). */
const weightedCents = sql`sum(deal_weighted_cents(${opportunities.potentialValue}, ${opportunities.probability}))`;

/** One stage's deals among those matching: how many, their size, weighted cents and ageing. */
export type MatchingStageRow = {
  stage: DealStage;
  count: number;
  squareFeet: number;
  weightedCents: number;
  after30: number;
  after60: number;
  after91: number;
};

/**
 * The rows matching all but the stage, grouped by stage in one pass: over the deals table, or over
 * `rows`, a query of rows of its shape put in its place under its name (the change log's images of
 * deals, kept-deal-counts.ts).
 */
export async function matchingDealRows(
  db: Executor,
  besidesStage: SQL | undefined,
  now: Date,
  rows?: SQL,
): Promise<MatchingStageRow[]> {
  const after = (days: number) =>
    sql<number>`(count(*) filter (where ${opportunities.lastActivityAt} > ${thresholdInstant(now, days).toISOString()}))::int`;
  const source =
    rows === undefined ? db : db.with(db.$with('opportunities', { id: sql<number>`id` }).as(rows));
  return source
    .select({
      stage: opportunities.stage,
      count: sql<number>`count(*)::int`,
      squareFeet: sql<number>`coalesce(sum(${opportunities.squareFeetNeeded}), 0)::float8`,
      weightedCents: sql<number>`coalesce(${weightedCents}, 0)::float8`,
      after30: after(30),
      after60: after(60),
      after91: after(91),
    })
    .from(opportunities)
    .where(besidesStage)
    .groupBy(opportunities.stage);
}

/** The strips from the matching rows grouped by stage. */
export function countsOfMatching(rows: MatchingStageRow[], stages: DealStage[] | undefined): DealCounts {
  const sum = (key: 'after30' | 'after60' | 'after91') => rows.reduce((total, row) => total + row[key], 0);
  return countsOf(
    rows.map((row) => ({ ...row, weightedValue: row.weightedCents / 100 })),
    [sum('after30'), sum('after60'), sum('after91')],
    stages,
  );
}

/**
 * The strips counted over the rows matching all but the stage, in one grouped pass: for a filter the
 * summary cannot answer (keyword, building, deal type, tenant), and the reference the summary and
 * the kept counts are tested against.
 */
export async function countMatchingDeals(
  db: Executor,
  besidesStage: SQL | undefined,
  query: DealListQuery,
  now: Date,
): Promise<DealCounts> {
  return countsOfMatching(await matchingDealRows(db, besidesStage, now), query.stage);
}

/** The filters besides the stage that deal_stage_days answers: the lead and the last update, alone or together. */
export function summaryAnswers(query: DealListQuery): boolean {
  return !(
    query.keyword ||
    query.states?.length ||
    query.dealType ||
    query.market ||
    query.city ||
    query.propertyId !== undefined ||
    query.tenantId !== undefined
  );
}

const utcDay = (instant: Date) => instant.toISOString().slice(0, 10);

/**
 * The same strips from deal_stage_days, for a query `summaryAnswers`: whole days come from the summary
 * (a stage's count, size and cents; the deals after a threshold's day), and only the deals of each
 * threshold's own UTC day are counted one by one, through the last_activity_at indexes, so the buckets
 * move with `now` exactly as `ageingBucketOf` says. The last update filter starts at a UTC midnight,
 * so it keeps whole days.
 */
export async function countFromSummary(
  db: Database,
  query: DealListQuery,
  now: Date,
  lead: number | undefined,
): Promise<DealCounts> {
  const since = query.updated ? updatedSince(query.updated, now) : undefined;
  const summaryRows = and(
    lead === undefined ? undefined : eq(dealStageDays.leadUserId, lead),
    since ? sql`${dealStageDays.day} >= ${utcDay(since)}` : undefined,
  );
  const thresholds = ageingThresholdDays.map((days) => thresholdInstant(now, days));
  // The deals of a threshold's UTC day after the threshold itself.
  const edge = (threshold: Date) => {
    const nextMidnight = new Date(Date.parse(utcDay(threshold)) + msPerDay);
    const where = and(
      sql`${opportunities.lastActivityAt} > ${threshold.toISOString()}`,
      sql`${opportunities.lastActivityAt} < ${nextMidnight.toISOString()}`,
      lead === undefined ? undefined : eq(opportunities.leadUserId, lead),
      since ? sql`${opportunities.lastActivityAt} >= ${since.toISOString()}` : undefined,
    );
    return sql<number>`(select count(*)::int from ${opportunities} where ${where})`;
  };
  const afterDays = (threshold: Date) =>
    sql<number>`coalesce(sum(${dealStageDays.deals}) filter (where ${dealStageDays.day} > ${utcDay(threshold)}), 0)::int`;
  const [t30, t60, t91] = thresholds as [Date, Date, Date];
  const rows = await db
    .select({
      stage: dealStageDays.stage,
      count: sql<number>`sum(${dealStageDays.deals})::int`,
      squareFeet: sql<number>`sum(${dealStageDays.squareFeet})::float8`,
      weightedValue: sql<number>`(sum(${dealStageDays.weightedCents}) / 100)::float8`,
      after30: afterDays(t30),
      after60: afterDays(t60),
      after91: afterDays(t91),
      edge30: edge(t30),
      edge60: edge(t60),
      edge91: edge(t91),
    })
    .from(dealStageDays)
    .where(summaryRows)
    .groupBy(dealStageDays.stage);
  const sum = (key: 'after30' | 'after60' | 'after91') => rows.reduce((total, row) => total + row[key], 0);
  // The edge counts are one figure repeated on every row (no row: no deal, so no edge either).
  const edges = rows[0] ?? { edge30: 0, edge60: 0, edge91: 0 };
  return countsOf(
    rows,
    [sum('after30') + edges.edge30, sum('after60') + edges.edge60, sum('after91') + edges.edge91],
    query.stage,
  );
}

/**
 * The first instant after `now` at which `countDeals` can answer differently with no write: a deal
 * leaving an ageing bucket (its last activity plus 30, 60 or 91 days), or the next UTC midnight, when
 * the Last Updated ranges move. Taken over every deal, filters aside, which can only make it earlier.
 */
export async function dealCountsStableUntil(db: Executor, now: Date): Promise<number> {
  const next = (days: number) =>
    sql<Date | null>`(select min(${opportunities.lastActivityAt}) from ${opportunities}
      where ${opportunities.lastActivityAt} > ${thresholdInstant(now, days).toISOString()})`;
  const { rows } = await db.execute<{
    after30: string | null;
    after60: string | null;
    after91: string | null;
  }>(sql`select ${next(30)} as after30, ${next(60)} as after60, ${next(91)} as after91`);
  const row = rows[0];
  const nextMidnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  const crossings = ageingThresholdDays.flatMap((days) => {
    const first = row?.[`after${days}`];
    // Truncated to the millisecond: never later than the deal's own crossing.
    return first ? [Date.parse(first) + days * msPerDay] : [];
  });
  return Math.min(nextMidnight, ...crossings);
}
