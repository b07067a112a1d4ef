import { type AgeingBucket, ageingBuckets } from '@common/deal-ageing';
import type { DealListQuery } from '@common/deal-filters';
import type { StageFigures } from '@common/deal-list';
import { type DealStage, dealStages } from '@common/deal-stages';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { opportunities, properties } from '../../db/schema';
import { filtersOnProperties } from './deal-filters';

const msPerDay = 86_400_000;

/**
 * `ageingBucketOf`'s thresholds (< 30, < 60, ≤ 90 whole days since the last activity) as plain
 * comparisons of last_activity_at with instants: whole days < n ⇔ last activity after now − n days,
 * so "≤ 90" is "after now − 91 days". A future instant counts as 0 days.
 */
function ageingFilters(now: Date): Record<AgeingBucket, SQL> {
  const daysAgo = (days: number) => new Date(now.getTime() - days * msPerDay).toISOString();
  const after = (days: number) => sql`${opportunities.lastActivityAt} > ${daysAgo(days)}`;
  const notAfter = (days: number) => sql`${opportunities.lastActivityAt} <= ${daysAgo(days)}`;
  return {
    under30: after(30),
    from30to59: sql`${notAfter(30)} and ${after(60)}`,
    from60to90: sql`${notAfter(60)} and ${after(91)}`,
    over90: notAfter(91),
  };
}

/** The deals matching every filter: the counts of the stages filtered on, or of every stage. */
function totalOfStages(stageCounts: Record<DealStage, number>, stages: DealStage[] | undefined): number {
  const counted: readonly DealStage[] = stages?.length ? stages : dealStages;
  return counted.reduce((sum, stage) => sum + stageCounts[stage], 0);
}

/**
 * The weighted value of the grouped deals in whole cents, as common/weighted-value.ts works it out per
 * deal: round(round(value × 100) × probability ÷ 100), in exact numeric arithmetic (half rounds up).
 */
const weightedCents = sql<string>`sum(round(round(coalesce(${opportunities.potentialValue}, 0) * 100) * ${opportunities.probability} / 100.0))`;

/**
 * The stage strip, the ageing strip and each stage's total size and weighted value (the board's
 * column heads) in one grouped pass over the rows matching all but the stage (a row per stage
 * present). Every stage is counted, idle included, so the stage counts add up to the total; `total`
 * is the sum over the stages filtered on, or over all of them.
 */
export async function countDeals(
  db: Database,
  besidesStage: SQL | undefined,
  query: DealListQuery,
  now: Date,
) {
  const ageing = ageingFilters(now);
  const counted = db
    .select({
      stage: opportunities.stage,
      count: sql<number>`count(*)::int`,
      squareFeet: sql<number>`coalesce(sum(${opportunities.squareFeetNeeded}), 0)::float8`,
      weightedValue: sql<number>`(coalesce(${weightedCents}, 0) / 100)::float8`,
      ...Object.fromEntries(
        ageingBuckets.map((bucket) => [
          bucket,
          sql<number>`(count(*) filter (where ${ageing[bucket]}))::int`,
        ]),
      ),
    })
    .from(opportunities)
    .$dynamic();
  if (filtersOnProperties(query)) counted.innerJoin(properties, eq(properties.id, opportunities.propertyId));
  const rows = (await counted.where(besidesStage).groupBy(opportunities.stage)) as unknown as ({
    stage: DealStage;
    count: number;
    squareFeet: number;
    weightedValue: number;
  } & Record<AgeingBucket, number>)[];
  const stageCounts = Object.fromEntries(dealStages.map((value) => [value, 0])) as Record<DealStage, number>;
  const ageingCounts = Object.fromEntries(ageingBuckets.map((bucket) => [bucket, 0])) as Record<
    AgeingBucket,
    number
  >;
  const stageFigures = Object.fromEntries(
    dealStages.map((value) => [value, { squareFeet: 0, weightedValue: 0 }]),
  ) as Record<DealStage, StageFigures>;
  for (const row of rows) {
    stageCounts[row.stage] = row.count;
    stageFigures[row.stage] = { squareFeet: row.squareFeet, weightedValue: row.weightedValue };
    for (const bucket of ageingBuckets) ageingCounts[bucket] += row[bucket];
  }
  return {
    total: totalOfStages(stageCounts, query.stage),
    stageCounts,
    ageing: ageingCounts,
    stageFigures,
  };
}
