import {
  type RiskLevel,
  renewalBand,
  riskMessages,
  riskStatusFromSurvey,
  satisfactionBand,
} from '@common/risk';
import type { Database } from '../../db/database';
import type { TenantSurvey } from '../../db/schema';
import { activeTenantIds, findPropertyByAddress, findTenantByName, latestSurveys } from './risk-lookups';
import { found, notFound, type RiskProvider } from './risk-provider';

/** The reason sentence: the facts the status was read from. */
export function surveyReason(survey: TenantSurvey): string {
  const facts = [
    `Latest survey (${survey.surveyDate}): satisfaction ${survey.satisfactionScore}/10 (${satisfactionBand(survey.satisfactionScore)})`,
    `renewal likelihood ${survey.renewalLikelihood}% (${renewalBand(survey.renewalLikelihood)})`,
  ].join(', ');
  return survey.topComplaint ? `${facts}. Top complaint: ${survey.topComplaint}.` : `${facts}.`;
}

/**
 * Spec §9 bands: High when more than 30% of the tenants in place are at risk (the dissatisfied
 * highlight threshold), Medium when any is, Low when none is.
 */
export function riskLevelOf(atRisk: number, total: number): RiskLevel {
  if (total > 0 && atRisk / total > 0.3) return 'High';
  return atRisk > 0 ? 'Medium' : 'Low';
}

/**
 * The default provider (ARCHITECTURE.md decision 2): deterministic answers from our own surveys and
 * leases, so the risk screens work offline and agree with the rest of the app.
 */
export function createSimulatedRiskProvider(db: Database): RiskProvider {
  return {
    async getTenantStatus(tenantName) {
      const tenant = await findTenantByName(db, tenantName);
      if (!tenant) return notFound(riskMessages.tenantNotFound);
      const [survey] = await latestSurveys(db, [tenant.id]);
      if (!survey) {
        return found({
          risk_status: 'Low Risk',
          risk_reason: `No sentiment survey on file for ${tenant.name}; no risk signals recorded.`,
        });
      }
      return found({
        risk_status: riskStatusFromSurvey(survey.satisfactionScore, survey.renewalLikelihood),
        risk_reason: surveyReason(survey),
      });
    },

    async getBuildingRisk(buildingAddress) {
      const property = await findPropertyByAddress(db, buildingAddress);
      if (!property) return notFound(riskMessages.buildingNotFound);
      const tenantIds = await activeTenantIds(db, property.id);
      const surveys = await latestSurveys(db, tenantIds);
      const atRisk = surveys.filter(
        (survey) => riskStatusFromSurvey(survey.satisfactionScore, survey.renewalLikelihood) === 'High Risk',
      ).length;
      return found({
        risk_level: riskLevelOf(atRisk, tenantIds.length),
        at_risk_count: atRisk,
        total_tenants: tenantIds.length,
      });
    },
  };
}
