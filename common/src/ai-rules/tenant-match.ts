import { normalizeIndustry } from '../industries';
import { currentLease, isAvailable, type LeaseFacts, suiteStatus } from '../lease-lifecycle';
import { type AssetClass, assetClasses as assetClassesInOrder } from '../property-classes';
import { formatMediumDay, upperFirst, withArticle } from '../words';
import { confidenceScore, factor, factorValue, formatSf, potentialValue } from './confidence';
import {
  indexPortfolio,
  type OpportunityCandidate,
  type PortfolioIndex,
  type PortfolioSnapshot,
  type SnapshotProperty,
  type SnapshotSpace,
  type SnapshotTenant,
} from './snapshot';

/** A match is proposed at this confidence or more; sizes outside ±50% of the need never match. */
export const tenantMatchMinScore = 60;
export const tenantMatchSizeTolerance = 0.5;
/** New space is valued over a standard five-year term. */
export const tenantMatchTermYears = 5;
/** Growth need of an expanding tenant without a deal: this share of the space it leases today. */
export const expansionNeedShare = 0.5;

const weights = { size: 0.4, buildingClass: 0.25, industry: 0.2, location: 0.15 };

const classLabels: Record<AssetClass, string> = { office: 'Office', medical: 'Medical', retail: 'Retail' };

const medicalIndustries = ['Medical', 'Healthcare', 'Dental', 'Physical Therapy', 'Mental Health'];

/** How well an industry suits a building class, 0–1 (unknown industries are neutral). */
export function industryFit(industry: string | null, assetClass: AssetClass): number {
  if (industry === null) return 0.5;
  const normalized = normalizeIndustry(industry);
  if (normalized === 'Other') return 0.5;
  const home: AssetClass = medicalIndustries.includes(normalized)
    ? 'medical'
    : normalized === 'Retail'
      ? 'retail'
      : 'office';
  if (home === assetClass) return 1;
  if (home === 'medical' && assetClass === 'office') return 0.5;
  if (home === 'office' && assetClass === 'medical') return 0.3;
  return 0.2;
}

/** Size fit 0–1: 1 when the suite equals the need (or a divisible suite can be cut to it). */
export function sizeFit(space: SnapshotSpace, needSf: number): number {
  if (space.isDivisible && space.minDivisibleSf !== null) {
    if (space.minDivisibleSf <= needSf && needSf <= space.rentableSf) return 1;
  }
  return Math.max(0, 1 - Math.abs(space.rentableSf - needSf) / needSf);
}

type Need = {
  tenant: SnapshotTenant;
  squareFeet: number;
  /** The building the tenant is looking at or sits in. */
  property: SnapshotProperty;
  reason: string;
  rentPsf: number | null;
  /** The day the tenant needs the space: its deal's expected close date, else today. */
  day: string;
};

/** Open new/expansion deals of known tenants without a vacant suite yet, then expanding tenants without a deal. */
function tenantNeeds(index: PortfolioIndex, today: string): Need[] {
  const needs: Need[] = [];
  const tenantsWithDeals = new Set<number>();
  for (const deal of index.openDeals) {
    if (deal.tenantId === null) continue;
    tenantsWithDeals.add(deal.tenantId);
    if (deal.dealType === 'renewal') continue;
    if (deal.spaceId !== null && !index.leasedSpaceIds.has(deal.spaceId)) continue;
    const tenant = index.tenants.get(deal.tenantId);
    const property = index.properties.get(deal.propertyId);
    if (!tenant || !property) continue;
    needs.push({
      tenant,
      squareFeet: deal.squareFeetNeeded,
      property,
      reason: `an open ${deal.dealType} deal for ${formatSf(deal.squareFeetNeeded)}`,
      rentPsf: deal.proposedRent,
      day: deal.expectedCloseDate && deal.expectedCloseDate > today ? deal.expectedCloseDate : today,
    });
  }
  for (const [tenantId, leases] of index.leasesByTenant) {
    if (tenantsWithDeals.has(tenantId)) continue;
    const tenant = index.tenants.get(tenantId);
    if (!tenant) continue;
    if (!tenant.hasExpansionIntent && !index.surveys.get(tenantId)?.hasExpansionIntentions) continue;
    let leasedSf = 0;
    let largest: { sf: number; propertyId: number } | null = null;
    for (const lease of leases) {
      const space = index.spaces.get(lease.spaceId);
      if (!space) continue;
      leasedSf += space.rentableSf;
      if (!largest || space.rentableSf > largest.sf)
        largest = { sf: space.rentableSf, propertyId: space.propertyId };
    }
    const property = largest ? index.properties.get(largest.propertyId) : undefined;
    if (!property || leasedSf === 0) continue;
    const squareFeet = Math.max(500, Math.round((leasedSf * expansionNeedShare) / 100) * 100);
    needs.push({
      tenant,
      squareFeet,
      property,
      reason: `expansion plans (about ${formatSf(squareFeet)} more)`,
      rentPsf: null,
      day: today,
    });
  }
  return needs;
}

type VacantSpace = { space: SnapshotSpace; property: SnapshotProperty };

/** Suites of one market and building class, smallest first; divisible ones also apart. */
type VacantBucket = {
  market: string;
  assetClass: AssetClass;
  bySize: VacantSpace[];
  divisible: VacantSpace[];
};

function vacantBuckets(snapshot: PortfolioSnapshot, index: PortfolioIndex): VacantBucket[] {
  const buckets = new Map<string, VacantBucket>();
  for (const space of snapshot.spaces) {
    const property = index.properties.get(space.propertyId);
    if (!property) continue;
    const key = `${property.market}\u0000${property.assetClass}`;
    let bucket = buckets.get(key);
    if (!bucket) {
      bucket = { market: property.market, assetClass: property.assetClass, bySize: [], divisible: [] };
      buckets.set(key, bucket);
    }
    bucket.bySize.push({ space, property });
  }
  for (const bucket of buckets.values()) {
    bucket.bySize.sort((a, b) => a.space.rentableSf - b.space.rentableSf || a.space.id - b.space.id);
    bucket.divisible = bucket.bySize.filter(
      ({ space }) => space.isDivisible && space.minDivisibleSf !== null,
    );
  }
  return [...buckets.values()];
}

/**
 * Suites of a bucket within ±50% of the need, nearest size first, then divisible suites that can be
 * cut to it. `visit` returns the best score so far; once even a perfect-size suite at the
 * current distance could not reach it, the scan stops (every later suite is farther).
 */
function scanBucket(
  bucket: VacantBucket,
  needSf: number,
  restMax: number,
  visit: (candidate: VacantSpace) => number,
  exhaustive: boolean,
): void {
  const list = bucket.bySize;
  const low = needSf * (1 - tenantMatchSizeTolerance);
  const high = needSf * (1 + tenantMatchSizeTolerance);
  let up = firstAtLeast(list, needSf);
  let down = up - 1;
  let best = tenantMatchMinScore;
  for (;;) {
    const above =
      up < list.length && (list[up] as VacantSpace).space.rentableSf <= high ? list[up] : undefined;
    const below = down >= 0 && (list[down] as VacantSpace).space.rentableSf >= low ? list[down] : undefined;
    if (!above && !below) break;
    const takeAbove =
      above !== undefined &&
      (below === undefined || above.space.rentableSf - needSf <= needSf - below.space.rentableSf);
    const candidate = (takeAbove ? above : below) as VacantSpace;
    if (takeAbove) up += 1;
    else down -= 1;
    const distance = Math.abs(candidate.space.rentableSf - needSf) / needSf;
    // Rounding of the score and of the kept size value adds at most half a point.
    if (!exhaustive && 100 * (weights.size * (1 - distance) + restMax) + 0.51 < best) break;
    best = Math.max(best, visit(candidate));
  }
  // A divisible suite that can be cut to the need fits perfectly whatever its size.
  for (const candidate of bucket.divisible) {
    if (sizeFit(candidate.space, needSf) === 1) visit(candidate);
  }
}

/** What a suite of the bucket could score for the need besides size (0–1), and with a perfect size. */
function bucketBound(bucket: VacantBucket, need: Need, industryByClass: Map<AssetClass, number>) {
  const sameClass = bucket.assetClass === need.property.assetClass ? 1 : 0;
  const location = bucket.market === need.property.market ? (sameClass === 1 ? 1 : 0.6) : 0;
  const restMax =
    weights.buildingClass * sameClass +
    weights.industry * factorValue(industryByClass.get(bucket.assetClass) ?? 0.5) +
    weights.location * location;
  return { restMax, bound: Math.round(100 * (weights.size + restMax)) };
}

function firstAtLeast(list: VacantSpace[], sf: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((list[middle]?.space.rentableSf ?? 0) < sf) low = middle + 1;
    else high = middle;
  }
  return low;
}

type MatchValues = { size: number; buildingClass: number; industry: number; location: number };

/** The four factor values of a suite for a need (kept as factors keep them), and the score they make. */
function matchValues(need: Need, { space, property }: VacantSpace, industryByClass: Map<AssetClass, number>) {
  const values: MatchValues = {
    size: factorValue(sizeFit(space, need.squareFeet)),
    buildingClass: property.assetClass === need.property.assetClass ? 1 : 0,
    industry: factorValue(industryByClass.get(property.assetClass) ?? 0.5),
    location: property.id === need.property.id ? 1 : property.market === need.property.market ? 0.6 : 0,
  };
  return { values, score: scoreOf(values) };
}

/** The same sum, in the same order, as confidenceScore over the factors explainMatch builds. */
function scoreOf(values: MatchValues): number {
  const sum =
    0 +
    weights.size * values.size +
    weights.buildingClass * values.buildingClass +
    weights.industry * values.industry +
    weights.location * values.location;
  return Math.min(100, Math.max(0, Math.round(100 * sum)));
}

/** The named factors, built only for the suite proposed (a scan scores thousands of suites). */
function explainMatch(need: Need, { space, property }: VacantSpace, values: MatchValues) {
  return [
    factor(
      'Size fit',
      weights.size,
      values.size,
      `Suite ${formatSf(space.rentableSf)} for a need of ${formatSf(need.squareFeet)}`,
    ),
    factor(
      'Building class',
      weights.buildingClass,
      values.buildingClass,
      values.buildingClass === 1
        ? `Same ${property.assetClass} class as ${need.property.name}`
        : upperFirst(withArticle(`${property.assetClass} building`)),
    ),
    factor(
      'Industry fit',
      weights.industry,
      values.industry,
      `${need.tenant.industry ?? 'Unknown industry'} in ${withArticle(`${property.assetClass} building`)}`,
    ),
    factor(
      'Location',
      weights.location,
      values.location,
      values.location === 1
        ? `In ${property.name}`
        : values.location > 0
          ? `Same market (${property.market})`
          : `Another market (${property.market})`,
    ),
  ];
}

/** 'Vacant suite 220', or 'Suite 220, free after its lease ends Jan 31, 2027'. */
function availableSuite(suite: string, leaseEnd: string | undefined): string {
  return leaseEnd === undefined
    ? `Vacant suite ${suite}`
    : `Suite ${suite}, free after its lease ends ${formatMediumDay(leaseEnd)},`;
}

/**
 * Whether a suite can be marketed on a day, by the suite rule (vacant, or expiring with nothing
 * signed after), from the snapshot's leases in place and signed; remembered per suite and day. Its
 * `endOf` is the end of the lease the suite is still under on that day, if any.
 */
/**
 * At most this many (suite, day) answers are remembered; past it the memo starts afresh. A portfolio of
 * 200,000 suites asked on hundreds of deal days exceeded a Map's 2^24 entries (the analysis failed with
 * "Map maximum size exceeded"), and a memo that size would take gigabytes.
 */
export const availabilityMemoLimit = 1_000_000;

function availability(snapshot: PortfolioSnapshot, memoLimit: number) {
  const bySuite = new Map<number, LeaseFacts[]>();
  const facts = (lease: PortfolioSnapshot['leases'][number], recordStatus: 'active' | 'pending') => ({
    id: lease.id,
    tenantId: lease.tenantId,
    spaceId: lease.spaceId,
    startDate: lease.startDate,
    endDate: lease.endDate,
    recordStatus,
    terminatedOn: null,
  });
  for (const lease of snapshot.leases)
    bySuite.set(lease.spaceId, [...(bySuite.get(lease.spaceId) ?? []), facts(lease, 'active')]);
  for (const lease of snapshot.signedLeases)
    bySuite.set(lease.spaceId, [...(bySuite.get(lease.spaceId) ?? []), facts(lease, 'pending')]);
  const known = new Map<string, boolean>();
  const availableOn = (spaceId: number, day: string): boolean => {
    const key = `${spaceId}:${day}`;
    let answer = known.get(key);
    if (answer === undefined) {
      answer = isAvailable(suiteStatus(bySuite.get(spaceId) ?? [], day));
      if (known.size >= memoLimit) known.clear();
      known.set(key, answer);
    }
    return answer;
  };
  availableOn.endOf = (spaceId: number, day: string) =>
    currentLease(bySuite.get(spaceId) ?? [], day)?.endDate;
  return availableOn;
}

/**
 * Tenant match: a known tenant's need — an open new/expansion deal without a vacant suite, or
 * expansion intent (tenant flag or latest survey) without any open deal — against every suite
 * within ±50% of the size that can be marketed on the tenant's day (its deal's expected close date,
 * else today: vacant, or expiring with no renewal or successor signed; never pre-leased); the best suite (ties: lower id) is proposed when its confidence is 60 or
 * more. Factors: size fit 0.4, building class 0.25, industry fit 0.2, location 0.15. Value: asking
 * rent (else the deal's proposed rent) × suite RSF × 5 years; null without a rent.
 */
export function tenantMatchOpportunities(
  snapshot: PortfolioSnapshot,
  index: PortfolioIndex = indexPortfolio(snapshot),
  options: {
    /** Score every suite in range, without the pruning (tests compare the two). */
    exhaustive?: boolean;
    /** How many suite availability answers to remember (tests make it tiny). */
    memoLimit?: number;
  } = {},
): OpportunityCandidate[] {
  const exhaustive = options.exhaustive ?? false;
  const buckets = vacantBuckets(snapshot, index);
  const availableOn = availability(snapshot, options.memoLimit ?? availabilityMemoLimit);
  type Chosen = { need: Need; vacant: VacantSpace; values: MatchValues; score: number };
  const best = new Map<string, Chosen>();
  for (const need of tenantNeeds(index, snapshot.today)) {
    const industryByClass = new Map(
      assetClassesInOrder.map((assetClass) => [assetClass, industryFit(need.tenant.industry, assetClass)]),
    );
    // Most promising buckets first; one whose best possible score cannot beat (or tie) the best so
    // far, or reach the minimum, is skipped — and so are all after it.
    const ordered = buckets
      .map((bucket) => ({ bucket, ...bucketBound(bucket, need, industryByClass) }))
      .sort((a, b) => b.bound - a.bound);
    // A holder, not a `let`: the visitor below assigns it.
    const pick: { chosen: Chosen | null } = { chosen: null };
    const visit = (candidate: VacantSpace): number => {
      // Only a suite that can be marketed on the tenant's day: never a let or pre-leased one.
      if (!availableOn(candidate.space.id, need.day)) return pick.chosen?.score ?? 0;
      const { values, score } = matchValues(need, candidate, industryByClass);
      const current = pick.chosen;
      if (
        values.size > 0 &&
        (!current ||
          score > current.score ||
          (score === current.score && candidate.space.id < current.vacant.space.id))
      ) {
        pick.chosen = { need, vacant: candidate, values, score };
      }
      return pick.chosen?.score ?? 0;
    };
    for (const { bucket, bound, restMax } of ordered) {
      if (!exhaustive && bound < Math.max(pick.chosen?.score ?? 0, tenantMatchMinScore)) break;
      scanBucket(bucket, need.squareFeet, restMax, visit, exhaustive);
    }
    const { chosen } = pick;
    if (!chosen || chosen.score < tenantMatchMinScore) continue;
    const key = `${need.tenant.id}:${chosen.vacant.space.id}`;
    const known = best.get(key);
    if (!known || chosen.score > known.score) best.set(key, chosen);
  }
  return [...best.values()].map(({ need, vacant: chosenSpace, values }) => {
    const { space, property } = chosenSpace;
    const factors = explainMatch(need, chosenSpace, values);
    const rent = space.askingRentPsf ?? need.rentPsf;
    return {
      fingerprint: `tenant-match:tenant:${need.tenant.id}:space:${space.id}`,
      type: 'tenant-match' as const,
      title: `${need.tenant.name} fits Suite ${space.suite} at ${property.name}`,
      description:
        `${need.tenant.name} has ${need.reason}. ${availableSuite(space.suite, availableOn.endOf(space.id, need.day))} ` +
        `at ${property.name} offers ${formatSf(space.rentableSf)} of ${property.assetClass} space in ${property.market}.`,
      confidenceScore: confidenceScore(factors),
      confidenceFactors: factors,
      propertyId: property.id,
      spaceId: space.id,
      tenantId: need.tenant.id,
      leaseId: null,
      potentialValue: rent === null ? null : potentialValue(rent, space.rentableSf, tenantMatchTermYears),
      expirationDate: null,
      tags: [
        ...new Set([
          'Tenant Match',
          classLabels[property.assetClass],
          normalizeIndustry(need.tenant.industry),
        ]),
      ],
      primaryAction: {
        label: 'Create Deal',
        path: `/deals/new?tenantId=${need.tenant.id}&propertyId=${property.id}`,
      },
    };
  });
}
