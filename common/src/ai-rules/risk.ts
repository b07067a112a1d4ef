import { addDays, daysBetween } from '../calendar-days';
import type { OptionType } from '../option-types';
import { isHighRiskSurvey } from '../risk';
import { daysFromToday, formatMediumDay, plural, pluralWord, possessive } from '../words';
import {
  confidenceScore,
  factor,
  formatSf,
  inPlaceRentPsf,
  leaseTermYears,
  percentText,
  potentialValue,
  remainingYears,
} from './confidence';
import {
  indexPortfolio,
  type OpportunityCandidate,
  type PortfolioIndex,
  type PortfolioSnapshot,
} from './snapshot';

/** Concentrated expirations: within 12 months, at least 2 leases and 25% of the building's leased RSF. */
export const concentrationWindowDays = 365;
export const concentrationMinShare = 0.25;
export const concentrationMinLeases = 2;
/** An option's notice deadline this close (inclusive), with the window open, is a risk. */
export const noticeDeadlineDays = 30;

/** The verb of a lease's end: "ends" ahead of it, "ended" once the day has passed (the lease still active). */
const endsOrEnded = (daysToEnd: number) => (daysToEnd < 0 ? 'ended' : 'ends');

/** Options whose lapse or exercise costs the landlord most. */
const optionSeverity: Partial<Record<OptionType, number>> = {
  Termination: 1,
  'Kick Out': 1,
  Contraction: 1,
  Renewal: 0.8,
  Purchase: 0.8,
  Expansion: 0.6,
};

/**
 * High-risk tenant: the latest survey reads High Risk (common/risk.ts bands) and the tenant holds an
 * active lease. Factors: unlikely to renew 0.4, dissatisfaction 0.3, time to expiration 0.3 (ending
 * within two years weighs more). Value: rent at stake = today's rent × RSF × years left (at least one).
 */
function highRiskTenants(
  snapshot: PortfolioSnapshot,
  index: PortfolioIndex = indexPortfolio(snapshot),
): OpportunityCandidate[] {
  const { today } = snapshot;
  const candidates: OpportunityCandidate[] = [];
  for (const [tenantId, leases] of index.leasesByTenant) {
    const survey = index.surveys.get(tenantId);
    const tenant = index.tenants.get(tenantId);
    if (!survey || !tenant || !isHighRiskSurvey(survey.satisfactionScore, survey.renewalLikelihood)) continue;
    const first = [...leases].sort((a, b) => a.endDate.localeCompare(b.endDate) || a.id - b.id)[0];
    const space = first ? index.spaces.get(first.spaceId) : undefined;
    const property = space ? index.properties.get(space.propertyId) : undefined;
    if (!first || !space || !property) continue;
    const days = daysBetween(today, first.endDate);
    const factors = [
      factor(
        'Renewal likelihood',
        0.4,
        1 - survey.renewalLikelihood / 100,
        `${survey.renewalLikelihood}% likely to renew`,
      ),
      factor(
        'Dissatisfaction',
        0.3,
        1 - survey.satisfactionScore / 10,
        `Satisfaction ${survey.satisfactionScore} of 10`,
      ),
      factor('Time to expiration', 0.3, 1 - days / 730, `Lease ${endsOrEnded(days)} ${daysFromToday(days)}`),
    ];
    let value = 0;
    for (const lease of leases) {
      const leased = index.spaces.get(lease.spaceId);
      if (leased)
        value += potentialValue(
          inPlaceRentPsf(lease, today),
          leased.rentableSf,
          Math.max(1, remainingYears(lease, today)),
        );
    }
    candidates.push({
      fingerprint: `risk:tenant:${tenantId}`,
      type: 'risk',
      title: `At-risk tenant: ${tenant.name}`,
      description:
        `${possessive(tenant.name)} survey of ${formatMediumDay(survey.surveyDate)} reads High Risk: satisfaction ${survey.satisfactionScore} of 10 ` +
        `and ${survey.renewalLikelihood}% likely to renew. Its lease of suite ${space.suite} at ${property.name} ${endsOrEnded(days)} on ${formatMediumDay(first.endDate)}.`,
      confidenceScore: confidenceScore(factors),
      confidenceFactors: factors,
      propertyId: property.id,
      spaceId: space.id,
      tenantId,
      leaseId: first.id,
      potentialValue: value,
      expirationDate: first.endDate,
      tags: ['Risk', 'High-risk tenant'],
      primaryAction: { label: 'View Tenant', path: `/tenants/${tenantId}` },
    });
  }
  return candidates;
}

/**
 * Concentrated expirations: a building where at least 2 active leases holding 25% or more of its
 * leased RSF end within 12 months. Factors: share expiring 0.5 (50% or more = 1), number of leases
 * 0.2 (5 or more = 1), time to the first expiration 0.3. Value: the renewal value of those leases
 * (today's rent × RSF × original term years).
 */
function concentratedExpirations(
  snapshot: PortfolioSnapshot,
  index: PortfolioIndex = indexPortfolio(snapshot),
): OpportunityCandidate[] {
  const { today } = snapshot;
  const lastDay = addDays(today, concentrationWindowDays);
  const candidates: OpportunityCandidate[] = [];
  for (const [propertyId, leases] of index.leasesByProperty) {
    const property = index.properties.get(propertyId);
    if (!property) continue;
    let leasedSf = 0;
    let expiringSf = 0;
    let value = 0;
    const expiring = [];
    for (const lease of leases) {
      const sf = index.spaces.get(lease.spaceId)?.rentableSf ?? 0;
      leasedSf += sf;
      if (lease.endDate >= today && lease.endDate <= lastDay) {
        expiringSf += sf;
        expiring.push(lease);
        value += potentialValue(inPlaceRentPsf(lease, today), sf, leaseTermYears(lease));
      }
    }
    const share = leasedSf > 0 ? expiringSf / leasedSf : 0;
    if (expiring.length < concentrationMinLeases || share < concentrationMinShare) continue;
    const firstEnd = expiring.map((lease) => lease.endDate).sort()[0] as string;
    const days = daysBetween(today, firstEnd);
    const factors = [
      factor(
        'Share of space expiring',
        0.5,
        share / 0.5,
        `${percentText(share)} of ${formatSf(leasedSf)} leased`,
      ),
      factor(
        'Leases expiring',
        0.2,
        expiring.length / 5,
        `${plural(expiring.length, 'lease')} ${pluralWord(expiring.length, 'ends', 'end')} within 12 months`,
      ),
      factor(
        'Time to first expiration',
        0.3,
        1 - days / concentrationWindowDays,
        `First one ends ${daysFromToday(days)}`,
      ),
    ];
    candidates.push({
      fingerprint: `risk:property:${propertyId}:expirations`,
      type: 'risk',
      title: `Concentrated expirations at ${property.name}`,
      description:
        `${plural(expiring.length, 'lease')} covering ${formatSf(expiringSf)} (${percentText(share)} of the leased space) ` +
        `at ${property.name} ${pluralWord(expiring.length, 'ends', 'end')} within the next 12 months, the first on ${formatMediumDay(firstEnd)}.`,
      confidenceScore: confidenceScore(factors),
      confidenceFactors: factors,
      propertyId,
      spaceId: null,
      tenantId: null,
      leaseId: null,
      potentialValue: value,
      expirationDate: firstEnd,
      tags: ['Risk', 'Expiration concentration'],
      primaryAction: { label: 'View Property', path: `/properties/${propertyId}` },
    });
  }
  return candidates;
}

/**
 * Option notice deadline: an option of an active lease whose notice window is open and closes within
 * 30 days (inclusive). Factors: days left 0.5, what the option does 0.3 (termination, kick-out,
 * contraction 1; renewal, purchase 0.8; expansion 0.6; other 0.5), tenant's renewal likelihood 0.2
 * (unlikely weighs more; 0.5 without a survey). Value: one year of the lease's rent (rent × RSF × 1).
 */
function optionDeadlines(
  snapshot: PortfolioSnapshot,
  index: PortfolioIndex = indexPortfolio(snapshot),
): OpportunityCandidate[] {
  const { today } = snapshot;
  const lastDay = addDays(today, noticeDeadlineDays);
  const candidates: OpportunityCandidate[] = [];
  for (const option of snapshot.options) {
    if (option.noticeStart > today || option.noticeEnd < today || option.noticeEnd > lastDay) continue;
    const lease = option.leaseId === null ? undefined : index.leases.get(option.leaseId);
    if (!lease) continue;
    const tenant = index.tenants.get(lease.tenantId);
    const space = index.spaces.get(lease.spaceId);
    const property = index.properties.get(option.propertyId);
    if (!tenant || !space || !property) continue;
    const days = daysBetween(today, option.noticeEnd);
    const survey = index.surveys.get(tenant.id);
    const factors = [
      factor(
        'Days to notice deadline',
        0.5,
        1 - days / noticeDeadlineDays,
        `Notice window closes ${daysFromToday(days)}`,
      ),
      factor('Option type', 0.3, optionSeverity[option.optionType] ?? 0.5, `${option.optionType} option`),
      survey
        ? factor(
            'Renewal likelihood',
            0.2,
            1 - survey.renewalLikelihood / 100,
            `${survey.renewalLikelihood}% likely to renew`,
          )
        : factor('Renewal likelihood', 0.2, 0.5, 'No tenant survey on file'),
    ];
    candidates.push({
      fingerprint: `risk:option:${option.id}`,
      type: 'risk',
      title: `${option.optionType} notice deadline: ${tenant.name}`,
      description:
        `The notice window of ${possessive(tenant.name)} ${option.optionType} option on suite ${space.suite} at ` +
        `${property.name} closes on ${formatMediumDay(option.noticeEnd)} (${daysFromToday(days)}); the option takes effect on ${formatMediumDay(option.effectiveDate)}.`,
      confidenceScore: confidenceScore(factors),
      confidenceFactors: factors,
      propertyId: property.id,
      spaceId: space.id,
      tenantId: tenant.id,
      leaseId: lease.id,
      potentialValue: potentialValue(inPlaceRentPsf(lease, today), space.rentableSf, 1),
      expirationDate: option.noticeEnd,
      tags: ['Risk', 'Option deadline', option.optionType],
      primaryAction: { label: 'Review Option', path: `/options?option=${option.id}` },
    });
  }
  return candidates;
}

/** Risk opportunities: high-risk tenants, concentrated expirations and option notice deadlines. */
export function riskOpportunities(
  snapshot: PortfolioSnapshot,
  index: PortfolioIndex = indexPortfolio(snapshot),
): OpportunityCandidate[] {
  return [
    ...highRiskTenants(snapshot, index),
    ...concentratedExpirations(snapshot, index),
    ...optionDeadlines(snapshot, index),
  ];
}
