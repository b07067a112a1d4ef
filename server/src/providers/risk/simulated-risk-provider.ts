import {
  type RiskLevel,
  renewalBand,
  riskMessages,
  riskStatusFromSurvey,
  satisfactionBand,
} from '@common/risk';
import { formatMediumDay } from '@common/words';
import type { Database } from '../../db/database';
import type { TenantSurvey } from '../../db/schema';
import { buildingHealthFacts } from './building-health';
import { findPropertyByAddress, findTenantByName } from './risk-lookups';
import { found, notFound, type RiskProvider } from './risk-provider';
import { latestSentiment } from './tenant-sentiment';

type SurveyFacts = Pick<
  TenantSurvey,
  'surveyDate' | 'satisfactionScore' | 'renewalLikelihood' | 'topComplaint'
>;

/** The reason sentence: the facts the status was read from, the figures the card shows. */
export function surveyReason(survey: SurveyFacts): string {
  const facts = [
    `Latest survey (${formatMediumDay(survey.surveyDate)}): satisfaction ${survey.satisfactionScore}/10 (${satisfactionBand(survey.satisfactionScore)})`,
    `renewal likelihood ${survey.renewalLikelihood}% (${renewalBand(survey.renewalLikelihood)})`,
  ].join(', ');
  return survey.topComplaint ? `${facts}. Top complaint: ${survey.topComplaint}.` : `${facts}.`;
}

/**
 * High when more than 30% of the tenants in place are at risk (the dissatisfied highlight
 * threshold), Medium when any is, Low when none is.
 */
export function riskLevelOf(atRisk: number, total: number): RiskLevel {
  if (total > 0 && atRisk / total > 0.3) return 'High';
  return atRisk > 0 ? 'Medium' : 'Low';
}

/**
 * The default provider: deterministic answers from our own surveys, leases and suites, read by the
 * same functions as the tenant and property pages' cards, so the risk demo agrees with them.
 */
/** `today` answers the calendar day ('yyyy-mm-dd') the leases are read on. */
export function createSimulatedRiskProvider(
  db: Database,
  today: () => string | Promise<string>,
): RiskProvider {
  return {
    async getTenantStatus(tenantName) {
      const tenant = await findTenantByName(db, tenantName);
      if (!tenant) return notFound(riskMessages.tenantNotFound);
      const sentiment = await latestSentiment(db, tenant.id);
      if (!sentiment || sentiment.surveyDate === null) {
        return found({
          risk_status: 'Low Risk',
          risk_reason: `No sentiment survey on file for ${tenant.name}; no risk signals recorded.`,
          sentiment: null,
        });
      }
      return found({
        risk_status: riskStatusFromSurvey(sentiment.satisfactionScore, sentiment.renewalLikelihood),
        risk_reason: surveyReason({ ...sentiment, surveyDate: sentiment.surveyDate }),
        sentiment,
      });
    },
    async getBuildingRisk(buildingAddress) {
      const property = await findPropertyByAddress(db, buildingAddress);
      if (!property) return notFound(riskMessages.buildingNotFound);
      const facts = await buildingHealthFacts(db, property.id, await today());
      return found({
        risk_level: riskLevelOf(facts.atRiskCount, facts.totalTenants),
        at_risk_count: facts.atRiskCount,
        total_tenants: facts.totalTenants,
        health: facts.health,
      });
    },
  };
}
