import { formatMediumDay, plural } from '../words';
import {
  confidenceScore,
  factor,
  formatSf,
  inPlaceRentPsf,
  potentialValue,
  remainingYears,
} from './confidence';
import {
  indexPortfolio,
  type OpportunityCandidate,
  type PortfolioIndex,
  type PortfolioSnapshot,
  type SnapshotLease,
} from './snapshot';

/** Fewer RSF per employee than this is "near capacity". */
export const nearCapacitySfPerHead = 150;
/** At this density or more the space-per-employee factor is 0; at 100 RSF or less it is 1. */
const roomySfPerHead = 250;
const crowdedSfPerHead = 100;
/** The growth valued: a quarter of the space leased today, in whole hundreds (at least 500 RSF). */
export const expansionShare = 0.25;

/** Years to one decimal, as the texts show them (2.5 years; 3 years, not 3.0). */
const tenthsOf = (years: number) => Math.round(years * 10) / 10;

/**
 * Expansion: a tenant with an active lease that is near capacity (under 150 RSF per employee) or
 * intends to expand (tenant flag or latest survey), and has no open expansion deal.
 * Confidence: expansion intent 0.4 (survey 1, tenant flag 0.8), space per employee 0.3, satisfaction
 * 0.15, remaining term 0.15 (five or more years = 1). Value: today's rent × 25% of the leased RSF ×
 * the years left on the tenant's main lease (at least one).
 */
export function expansionOpportunities(
  snapshot: PortfolioSnapshot,
  index: PortfolioIndex = indexPortfolio(snapshot),
): OpportunityCandidate[] {
  const { today } = snapshot;
  const withExpansionDeal = new Set(
    index.openDeals.filter((deal) => deal.dealType === 'expansion').map((deal) => deal.tenantId),
  );
  const candidates: OpportunityCandidate[] = [];
  for (const [tenantId, leases] of index.leasesByTenant) {
    const tenant = index.tenants.get(tenantId);
    if (!tenant || withExpansionDeal.has(tenantId)) continue;
    let leasedSf = 0;
    let main: { lease: SnapshotLease; sf: number } | null = null;
    for (const lease of leases) {
      const space = index.spaces.get(lease.spaceId);
      if (!space) continue;
      leasedSf += space.rentableSf;
      if (!main || space.rentableSf > main.sf) main = { lease, sf: space.rentableSf };
    }
    if (!main || leasedSf === 0) continue;
    const survey = index.surveys.get(tenantId);
    const headcount = tenant.headcount ?? 0;
    const sfPerHead = headcount > 0 ? leasedSf / headcount : null;
    const nearCapacity = sfPerHead !== null && sfPerHead < nearCapacitySfPerHead;
    const intent = survey?.hasExpansionIntentions ? 1 : tenant.hasExpansionIntent ? 0.8 : 0;
    if (!nearCapacity && intent === 0) continue;

    const space = index.spaces.get(main.lease.spaceId);
    const property = space ? index.properties.get(space.propertyId) : undefined;
    if (!space || !property) continue;
    const yearsLeft = remainingYears(main.lease, today);
    const factors = [
      factor(
        'Expansion intent',
        0.4,
        intent,
        survey?.hasExpansionIntentions
          ? `Survey of ${formatMediumDay(survey.surveyDate)} reports expansion plans`
          : tenant.hasExpansionIntent
            ? 'Tenant record flags expansion intent'
            : 'No stated expansion plans',
      ),
      sfPerHead === null
        ? factor('Space per employee', 0.3, 0.3, 'Headcount unknown')
        : factor(
            'Space per employee',
            0.3,
            (roomySfPerHead - sfPerHead) / (roomySfPerHead - crowdedSfPerHead),
            `${formatSf(sfPerHead)} per employee (${plural(headcount, 'employee')} in ${formatSf(leasedSf)})`,
          ),
      survey
        ? factor(
            'Tenant satisfaction',
            0.15,
            survey.satisfactionScore / 10,
            `Satisfaction ${survey.satisfactionScore} of 10`,
          )
        : factor('Tenant satisfaction', 0.15, 0.5, 'No tenant survey on file'),
      factor(
        'Remaining term',
        0.15,
        yearsLeft / 5,
        `${plural(tenthsOf(yearsLeft), 'year')} left on the lease`,
      ),
    ];
    const extraSf = Math.max(500, Math.round((leasedSf * expansionShare) / 100) * 100);
    const rent = inPlaceRentPsf(main.lease, today);
    const reasons = [intent > 0 ? 'plans to expand' : null, nearCapacity ? 'is near capacity' : null].filter(
      Boolean,
    );
    candidates.push({
      fingerprint: `expansion:tenant:${tenantId}`,
      type: 'expansion',
      title: `Expansion opportunity: ${tenant.name}`,
      description:
        `${tenant.name} ${reasons.join(' and ')} in ${formatSf(leasedSf)} at ${property.name}. ` +
        `About ${formatSf(extraSf)} more at $${rent.toFixed(2)}/RSF would keep the growth in the portfolio.`,
      confidenceScore: confidenceScore(factors),
      confidenceFactors: factors,
      propertyId: property.id,
      spaceId: space.id,
      tenantId,
      leaseId: main.lease.id,
      potentialValue: potentialValue(rent, extraSf, Math.max(1, yearsLeft)),
      expirationDate: main.lease.endDate,
      tags: [
        'Expansion',
        ...(intent > 0 ? ['Expansion intent'] : []),
        ...(nearCapacity ? ['Near capacity'] : []),
      ],
      primaryAction: {
        label: 'Start Expansion Deal',
        path: `/deals/new?tenantId=${tenantId}&propertyId=${property.id}`,
      },
    });
  }
  return candidates;
}
