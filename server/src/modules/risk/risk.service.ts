import {
  type BuildingRiskResultData,
  isHighRiskSurvey,
  riskMessages,
  type TenantSentimentView,
  type TenantStatusData,
} from '@common/risk';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { actionPlans, tenants } from '../../db/schema';
import { notFound } from '../../errors';
import {
  findPropertyByAddress,
  findTenantByName,
  latestSurveys,
  propertyOfTenant,
} from '../../providers/risk/risk-lookups';
import type { RiskProvider, RiskResult } from '../../providers/risk/risk-provider';

/**
 * The provider's tenant status, with our matching tenant attached (null when we have none), so the
 * demo can file an action plan against a real record whichever provider answered.
 */
export async function tenantStatus(
  db: Database,
  provider: RiskProvider,
  tenantName: string,
): Promise<RiskResult<TenantStatusData>> {
  const result = await provider.getTenantStatus(tenantName);
  if (result.status !== 'found') return result;
  const tenant = await findTenantByName(db, tenantName);
  const propertyId = tenant ? await propertyOfTenant(db, tenant.id) : null;
  return { ...result, data: { ...result.data, tenant_id: tenant?.id ?? null, property_id: propertyId } };
}

/** The provider's building risk, with our matching property attached (null when we have none). */
export async function buildingRisk(
  db: Database,
  provider: RiskProvider,
  buildingAddress: string,
): Promise<RiskResult<BuildingRiskResultData>> {
  const result = await provider.getBuildingRisk(buildingAddress);
  if (result.status !== 'found') return result;
  const property = await findPropertyByAddress(db, buildingAddress);
  return { ...result, data: { ...result.data, property_id: property?.id ?? null } };
}

/** An open action plan exists for the tenant (spec §4: the card then shows 'Action plan in progress'). */
export async function hasOpenActionPlan(db: Database, tenantId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: actionPlans.id })
    .from(actionPlans)
    .where(and(eq(actionPlans.tenantId, tenantId), eq(actionPlans.status, 'open')))
    .limit(1);
  return row !== undefined;
}

/** Spec §3 'Tenant sentiment data' from the tenant's latest survey; 404 without tenant or survey. */
export async function tenantSentiment(db: Database, tenantId: number): Promise<TenantSentimentView> {
  const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId));
  if (!tenant) throw notFound(riskMessages.tenantNotFound);
  const [survey] = await latestSurveys(db, [tenantId]);
  if (!survey) throw notFound(riskMessages.noSurvey);
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
  };
}
