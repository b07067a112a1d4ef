import {
  type BuildingHealth,
  buildingHealthScore,
  isBuildingAtRisk,
  percentOf,
  riskMessages,
} from '@common/risk';
import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { leases, properties, spaces } from '../../db/schema';
import { notFound } from '../../errors';
import { activeTenantIds, latestSurveys } from '../../providers/risk/risk-lookups';

/** How many issues the building card lists. */
export const topIssueCount = 3;

/** The complaints named most often (top and secondary), most frequent first, ties by name. */
export function topIssues(complaints: (string | null)[], count = topIssueCount): string[] {
  const tally = new Map<string, number>();
  for (const complaint of complaints) {
    const text = complaint?.trim();
    if (text) tally.set(text, (tally.get(text) ?? 0) + 1);
  }
  return [...tally]
    .sort(([a, m], [b, n]) => n - m || a.localeCompare(b))
    .slice(0, count)
    .map(([text]) => text);
}

const mean = (values: number[]) =>
  values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * Spec §3 'Building health data' from our own records: the latest survey of each tenant with an
 * active lease here, the suites without an active lease, and the active leases ending within 6,
 * 12 and 18 months of `today` (each count includes the shorter windows). The score is
 * `buildingHealthScore` (common/src/risk.ts).
 */
export async function propertyHealth(
  db: Database,
  propertyId: number,
  today: string,
): Promise<BuildingHealth> {
  const [property] = await db
    .select({ id: properties.id, totalSf: properties.totalSf })
    .from(properties)
    .where(eq(properties.id, propertyId));
  if (!property) throw notFound(riskMessages.propertyNotFound);

  const tenantIds = await activeTenantIds(db, propertyId);
  // A survey taken at another building speaks about that building, not this one.
  const surveys = (await latestSurveys(db, tenantIds)).filter(
    (survey) => survey.propertyId === null || survey.propertyId === propertyId,
  );

  const [space] = await db
    .select({ vacantSf: sql<number>`coalesce(sum(${spaces.rentableSf}), 0)::int` })
    .from(spaces)
    .leftJoin(leases, and(eq(leases.spaceId, spaces.id), eq(leases.status, 'active')))
    .where(and(eq(spaces.propertyId, propertyId), isNull(leases.id)));
  const within = (months: number) =>
    sql<number>`count(*) filter (where ${leases.endDate} < (${today}::date + make_interval(months => ${months}))::date)::int`;
  const [expiring] = await db
    .select({ in6: within(6), in12: within(12), in18: within(18) })
    .from(leases)
    .innerJoin(spaces, eq(spaces.id, leases.spaceId))
    .where(and(eq(spaces.propertyId, propertyId), eq(leases.status, 'active'), gte(leases.endDate, today)));

  const vacantSf = space?.vacantSf ?? 0;
  const vacancy = property.totalSf > 0 ? (vacantSf / property.totalSf) * 100 : 0;
  const avgSatisfaction = mean(surveys.map((survey) => survey.satisfactionScore));
  const healthScore = buildingHealthScore({
    avgSatisfaction,
    avgRenewalLikelihood: mean(surveys.map((survey) => survey.renewalLikelihood)),
    vacancyPercentage: vacancy,
  });
  const dissatisfied = surveys.filter((survey) => survey.satisfactionScore < 6).length;
  return {
    propertyId,
    healthScore,
    avgTenantSatisfaction: avgSatisfaction === null ? 'N/A' : avgSatisfaction.toFixed(1),
    percentDissatisfied: percentOf(dissatisfied, surveys.length),
    isAtRisk: isBuildingAtRisk(healthScore),
    topIssues: topIssues(surveys.flatMap((survey) => [survey.topComplaint, survey.secondaryComplaint])),
    totalVacancy: vacantSf.toLocaleString('en-US'),
    vacancyPercentage: Math.min(100, vacancy).toFixed(1),
    upcomingExpirations6mo: expiring?.in6 ?? 0,
    upcomingExpirations12mo: expiring?.in12 ?? 0,
    upcomingExpirations18mo: expiring?.in18 ?? 0,
  };
}
