import { addDays } from '../calendar-days';
import { plural } from '../words';
import { confidenceScore, factor, formatSf, inPlaceRentPsf, percentText, potentialValue } from './confidence';
import {
  indexPortfolio,
  type OpportunityCandidate,
  type PortfolioIndex,
  type PortfolioSnapshot,
} from './snapshot';

/** Comps of the last 12 months against in-place rent; a gap of 10% or more either way is proposed. */
export const marketCompWindowDays = 365;
export const marketGapThreshold = 0.1;
/** Exposure: leases ending within two years are the ones the gap reaches soon. */
const exposureDays = 730;

/**
 * Market: in a building with active leases and comps of the last 12 months, the mean comp starting
 * rent differs from the in-place rent (today's escalated rents weighted by RSF) by 10% or more.
 * Comps above in-place rent: leases are below market (mark to market at renewal); below: in-place
 * rents are above market (renewal pressure). Factors: the gap 0.5 (25% or more = 1), comp count 0.25
 * (5 or more = 1), share of leased RSF ending within two years 0.25. Value: |gap| $/RSF × leased RSF
 * × 1 year. The fingerprint carries the direction, so a flip retires one and proposes the other.
 */
export function marketOpportunities(
  snapshot: PortfolioSnapshot,
  index: PortfolioIndex = indexPortfolio(snapshot),
): OpportunityCandidate[] {
  const { today } = snapshot;
  const firstCompDay = addDays(today, -marketCompWindowDays);
  const exposureEnd = addDays(today, exposureDays);
  const compsByProperty = new Map<number, number[]>();
  for (const comp of snapshot.comps) {
    if (comp.transactionDate < firstCompDay || comp.transactionDate > today) continue;
    const list = compsByProperty.get(comp.propertyId) ?? [];
    list.push(comp.startingPsf);
    compsByProperty.set(comp.propertyId, list);
  }
  const candidates: OpportunityCandidate[] = [];
  for (const [propertyId, rents] of compsByProperty) {
    const property = index.properties.get(propertyId);
    const leases = index.leasesByProperty.get(propertyId) ?? [];
    if (!property || leases.length === 0) continue;
    let leasedSf = 0;
    let rentTimesSf = 0;
    let exposedSf = 0;
    for (const lease of leases) {
      const sf = index.spaces.get(lease.spaceId)?.rentableSf ?? 0;
      leasedSf += sf;
      rentTimesSf += inPlaceRentPsf(lease, today) * sf;
      if (lease.endDate <= exposureEnd) exposedSf += sf;
    }
    if (leasedSf === 0) continue;
    const inPlace = rentTimesSf / leasedSf;
    const market = rents.reduce((sum, rent) => sum + rent, 0) / rents.length;
    if (inPlace <= 0) continue;
    const gap = (market - inPlace) / inPlace;
    if (Math.abs(gap) < marketGapThreshold) continue;
    const up = gap > 0;
    const exposure = exposedSf / leasedSf;
    const factors = [
      factor(
        'Rent gap',
        0.5,
        Math.abs(gap) / 0.25,
        `Comps $${market.toFixed(2)} vs in-place $${inPlace.toFixed(2)}/RSF`,
      ),
      factor(
        'Comparable leases',
        0.25,
        rents.length / 5,
        `${plural(rents.length, 'comp')} in the last 12 months`,
      ),
      factor(
        'Leases ending within 2 years',
        0.25,
        exposure,
        `${percentText(exposure)} of ${formatSf(leasedSf)} leased`,
      ),
    ];
    const gapText = `${percentText(Math.abs(gap))} ${up ? 'above' : 'below'}`;
    candidates.push({
      fingerprint: `market:property:${propertyId}:${up ? 'above' : 'below'}`,
      type: 'market',
      title: up ? `Below-market rents at ${property.name}` : `Rents above market at ${property.name}`,
      description: up
        ? `Comps of the last 12 months at ${property.name} average $${market.toFixed(2)}/RSF, ${gapText} the in-place $${inPlace.toFixed(2)}/RSF. Renewals are a chance to mark rents to market.`
        : `Comps of the last 12 months at ${property.name} average $${market.toFixed(2)}/RSF, ${gapText} the in-place $${inPlace.toFixed(2)}/RSF. Expect pressure on rents at renewal.`,
      confidenceScore: confidenceScore(factors),
      confidenceFactors: factors,
      propertyId,
      spaceId: null,
      tenantId: null,
      leaseId: null,
      potentialValue: potentialValue(Math.abs(market - inPlace), leasedSf, 1),
      expirationDate: null,
      tags: ['Market', up ? 'Below market' : 'Above market'],
      primaryAction: { label: 'View Lease Comps', path: `/lease-comps?buildingId=${propertyId}` },
    });
  }
  return candidates;
}
