import { isHighRiskSurvey, type TenantSentimentView } from '@common/risk';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { actionPlans } from '../../db/schema';
import { latestSurveys } from './risk-lookups';

/** An open action plan exists for the tenant (the card then shows 'Action plan in progress'). */
export async function hasOpenActionPlan(db: Database, tenantId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: actionPlans.id })
    .from(actionPlans)
    .where(and(eq(actionPlans.tenantId, tenantId), eq(actionPlans.status, 'open')))
    .limit(1);
  return row !== undefined;
}

/**
 * The sentiment card from the tenant's latest survey — the one rule behind the tenant page's card
 * and the simulated provider's tenant answer; null when the tenant has answered no survey.
 */
export async function latestSentiment(db: Database, tenantId: number): Promise<TenantSentimentView | null> {
  const [survey] = await latestSurveys(db, [tenantId]);
  if (!survey) return null;
  return {
    tenantId,
    propertyId: survey.propertyId,
    satisfactionScore: survey.satisfactionScore,
    renewalLikelihood: survey.renewalLikelihood,
    hasExpansionIntentions: survey.hasExpansionIntentions,
    parkingSatisfaction: survey.parkingSatisfaction,
    tiSatisfaction: survey.tiSatisfaction,
    landlordResponsiveness: survey.landlordResponsiveness,
    topComplaint: survey.topComplaint,
    secondaryComplaint: survey.secondaryComplaint,
    surveyDate: survey.surveyDate,
    isAnonymous: survey.isAnonymous,
    isHighRisk: isHighRiskSurvey(survey.satisfactionScore, survey.renewalLikelihood),
    hasActionPlan: await hasOpenActionPlan(db, tenantId),
    estimated: false,
  };
}
