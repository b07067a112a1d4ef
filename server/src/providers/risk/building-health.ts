import { vacancyPct } from '@common/properties';
import {
  type BuildingHealth,
  buildingHealthScore,
  isBuildingAtRisk,
  isHighRiskSurvey,
  percentOf,
  riskMessages,
} from '@common/risk';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { leases, properties, spaces } from '../../db/schema';
import { suiteStatusIn } from '../../db/suite-status-sql';
import { notFound } from '../../errors';
import { latestSurveys, tenantsInPlace } from './risk-lookups';

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

/** A building's health with the counts the building-risk answer reads from the same facts. */
export type BuildingHealthFacts = {
  health: BuildingHealth;
  /** Tenants in place (each once, however many suites). */
  totalTenants: number;
  /** Tenants in place whose latest survey here reads as High Risk. */
  atRiskCount: number;
};

/**
 * A building's health from our own records on `today` — the one rule behind the property page's
 * health card and the simulated provider's building-risk answer:
 * - tenants in place: those whose lease has started and not ended (active, expiring, held over or
 *   renewed), read by lease_lifecycle(); their latest survey about this building;
 * - vacancy: suites whose suite status is 'vacant', over the RSF of the building's suites (as Assets
 *   reads it: leased + vacant is the suites' RSF);
 * - expirations: leases in place, not renewed, ending within 6, 12 and 18 months of `today` (each
 *   count includes the shorter windows);
 * - score: `buildingHealthScore` (common/src/risk.ts); none without suites.
 */
export async function buildingHealthFacts(
  db: Database,
  propertyId: number,
  today: string,
): Promise<BuildingHealthFacts> {
  const [property] = await db
    .select({ id: properties.id, totalSf: properties.totalSf })
    .from(properties)
    .where(eq(properties.id, propertyId));
  if (!property) throw notFound(riskMessages.propertyNotFound);

  const tenantIds = await tenantsInPlace(db, propertyId, today);
  // A survey taken at another building speaks about that building, not this one.
  const surveys = (await latestSurveys(db, tenantIds)).filter(
    (survey) => survey.propertyId === null || survey.propertyId === propertyId,
  );

  const [suites] = await db
    .select({
      count: sql<number>`count(*)::int`,
      suitesSf: sql<number>`coalesce(sum(${spaces.rentableSf}), 0)::int`,
      vacantSf: sql<number>`coalesce(sum(${spaces.rentableSf}) filter (where ${suiteStatusIn(spaces.id, today, ['vacant'])}), 0)::int`,
    })
    .from(spaces)
    .where(eq(spaces.propertyId, propertyId));
  const end = sql`least(${leases.endDate}, coalesce(${leases.terminatedOn}, ${leases.endDate}))`;
  const within = (months: number) =>
    sql<number>`count(*) filter (where ${end} < (${today}::date + make_interval(months => ${months}))::date)::int`;
  const [expiring] = await db
    .select({ in6: within(6), in12: within(12), in18: within(18) })
    .from(leases)
    .innerJoin(spaces, eq(spaces.id, leases.spaceId))
    .where(
      and(
        eq(spaces.propertyId, propertyId),
        sql`lease_lifecycle(${leases.id}, ${today}::date) in ('active', 'expiring')`,
        sql`${end} >= ${today}::date`,
      ),
    );

  const hasSuites = (suites?.count ?? 0) > 0;
  const vacantSf = suites?.vacantSf ?? 0;
  const suitesSf = suites?.suitesSf ?? 0;
  const vacancy = vacancyPct(vacantSf, suitesSf);
  const avgSatisfaction = mean(surveys.map((survey) => survey.satisfactionScore));
  const healthScore = buildingHealthScore({
    avgSatisfaction,
    avgRenewalLikelihood: mean(surveys.map((survey) => survey.renewalLikelihood)),
    vacancyPercentage: hasSuites ? vacancy : null,
  });
  const dissatisfied = surveys.filter((survey) => survey.satisfactionScore < 6).length;
  const atRisk = surveys.filter((survey) =>
    isHighRiskSurvey(survey.satisfactionScore, survey.renewalLikelihood),
  ).length;
  return {
    totalTenants: tenantIds.length,
    atRiskCount: atRisk,
    health: {
      propertyId,
      hasSuites,
      healthScore,
      avgTenantSatisfaction: avgSatisfaction === null ? null : avgSatisfaction.toFixed(1),
      percentDissatisfied: surveys.length === 0 ? null : percentOf(dissatisfied, surveys.length),
      isAtRisk: isBuildingAtRisk(healthScore),
      topIssues: topIssues(surveys.flatMap((survey) => [survey.topComplaint, survey.secondaryComplaint])),
      totalVacancy: vacantSf.toLocaleString('en-US'),
      vacancyPercentage: vacancy.toFixed(1),
      upcomingExpirations6mo: expiring?.in6 ?? 0,
      upcomingExpirations12mo: expiring?.in12 ?? 0,
      upcomingExpirations18mo: expiring?.in18 ?? 0,
      estimated: false,
    },
  };
}
