import { addDays, daysBetween } from '../calendar-days';
import { type LeaseFacts, leaseLifecycle } from '../lease-lifecycle';
import { daysFromToday, formatMediumDay, plural, possessive } from '../words';
import {
  confidenceScore,
  factor,
  formatSf,
  inPlaceRentPsf,
  leaseTermYears,
  potentialValue,
} from './confidence';
import {
  indexPortfolio,
  type OpportunityCandidate,
  type PortfolioIndex,
  type PortfolioSnapshot,
  type SnapshotDeal,
  type SnapshotLease,
} from './snapshot';

/** A lease ending within this many days (inclusive) is a renewal opportunity. */
export const renewalWindowDays = 180;

/** A renewal deal of the lease's tenant on its suite (or on its building, suite not named) among `deals`. */
function hasRenewalDeal(deals: SnapshotDeal[], lease: SnapshotLease, propertyId: number): boolean {
  return deals.some(
    (deal) =>
      deal.dealType === 'renewal' &&
      deal.tenantId === lease.tenantId &&
      (deal.spaceId === lease.spaceId || (deal.spaceId === null && deal.propertyId === propertyId)),
  );
}

/** The lease's lifecycle says renewed: its tenant has signed a later lease of the suite. */
function isRenewed(index: PortfolioIndex, lease: SnapshotLease, today: string): boolean {
  const asFacts = (of: SnapshotLease, recordStatus: 'active' | 'pending'): LeaseFacts => ({
    ...of,
    recordStatus,
    terminatedOn: null,
  });
  const signed = (index.signedLeasesBySpace.get(lease.spaceId) ?? []).map((of) => asFacts(of, 'pending'));
  const current = asFacts(lease, 'active');
  return leaseLifecycle(current, [current, ...signed], today) === 'renewed';
}

/**
 * Renewal: an active lease ending within 180 days (today included) that is not renewed (no later
 * lease of its tenant signed on the suite) and has no renewal deal open or won.
 * Confidence: how soon it ends, the tenant's stated renewal likelihood and satisfaction (latest
 * survey; 0.5 without one) and how long the tenant has been in place. Value: today's escalated rent
 * × the suite's RSF × the lease's original term in years.
 */
export function renewalOpportunities(
  snapshot: PortfolioSnapshot,
  index: PortfolioIndex = indexPortfolio(snapshot),
): OpportunityCandidate[] {
  const { today } = snapshot;
  const lastDay = addDays(today, renewalWindowDays);
  const candidates: OpportunityCandidate[] = [];
  for (const lease of snapshot.leases) {
    if (lease.endDate < today || lease.endDate > lastDay) continue;
    const space = index.spaces.get(lease.spaceId);
    const tenant = index.tenants.get(lease.tenantId);
    const property = space ? index.properties.get(space.propertyId) : undefined;
    if (!space || !tenant || !property) continue;
    if (isRenewed(index, lease, today)) continue;
    if (
      hasRenewalDeal(index.openDeals, lease, property.id) ||
      hasRenewalDeal(index.wonDeals, lease, property.id)
    )
      continue;

    const days = daysBetween(today, lease.endDate);
    const survey = index.surveys.get(tenant.id);
    const tenureYears = daysBetween(lease.startDate, today) / 365.25;
    const factors = [
      factor('Time to expiration', 0.35, 1 - days / 360, `Expires ${daysFromToday(days)}`),
      survey
        ? factor(
            'Renewal likelihood',
            0.35,
            survey.renewalLikelihood / 100,
            `Survey of ${formatMediumDay(survey.surveyDate)}: ${survey.renewalLikelihood}% likely to renew`,
          )
        : factor('Renewal likelihood', 0.35, 0.5, 'No tenant survey on file'),
      survey
        ? factor(
            'Tenant satisfaction',
            0.15,
            survey.satisfactionScore / 10,
            `Satisfaction ${survey.satisfactionScore} of 10`,
          )
        : factor('Tenant satisfaction', 0.15, 0.5, 'No tenant survey on file'),
      factor(
        'Tenure',
        0.15,
        tenureYears / 10,
        `${plural(Math.max(0, Math.floor(tenureYears)), 'year')} in place`,
      ),
    ];
    const rent = inPlaceRentPsf(lease, today);
    const term = leaseTermYears(lease);
    candidates.push({
      fingerprint: `renewal:lease:${lease.id}`,
      type: 'renewal',
      title: `Lease renewal: ${tenant.name}`,
      description:
        `${possessive(tenant.name)} lease of suite ${space.suite} (${formatSf(space.rentableSf)}) at ${property.name} ` +
        `expires ${daysFromToday(days)} with no renewal signed or under way. Renewing at $${rent.toFixed(2)}/RSF ` +
        `for another ${term}-year term keeps the suite leased.`,
      confidenceScore: confidenceScore(factors),
      confidenceFactors: factors,
      propertyId: property.id,
      spaceId: space.id,
      tenantId: tenant.id,
      leaseId: lease.id,
      potentialValue: potentialValue(rent, space.rentableSf, term),
      expirationDate: lease.endDate,
      tags: ['Renewal', days <= 90 ? 'Expiring within 90 days' : 'Expiring within 180 days'],
      primaryAction: { label: 'Start Renewal', path: `/leases/${lease.id}/renew` },
    });
  }
  return candidates;
}
