import type { AiOpportunityPrimaryAction, AiOpportunityType, ConfidenceFactor } from '../ai-opportunities';
import { type DealStage, type DealType, isOpenDealStage } from '../deal-stages';
import type { OptionType } from '../option-types';
import type { AssetClass } from '../property-classes';

/*
 * The plain portfolio the AI rules read (no database): the server loads it with a fixed number of
 * queries, tests build it by hand. Dates are 'yyyy-MM-dd' strings, money is $ and $/RSF/yr.
 */

export type SnapshotProperty = {
  id: number;
  name: string;
  market: string;
  assetClass: AssetClass;
};

export type SnapshotSpace = {
  id: number;
  propertyId: number;
  suite: string;
  rentableSf: number;
  askingRentPsf: number | null;
  isDivisible: boolean;
  minDivisibleSf: number | null;
};

export type SnapshotTenant = {
  id: number;
  name: string;
  industry: string | null;
  headcount: number | null;
  hasExpansionIntent: boolean;
};

/** An active lease (status 'active'). */
export type SnapshotLease = {
  id: number;
  tenantId: number;
  spaceId: number;
  startDate: string;
  endDate: string;
  baseRentPsf: number;
  escalationPct: number;
};

/** A deal (the opportunities table); rules look at the open ones. */
export type SnapshotDeal = {
  id: number;
  tenantId: number | null;
  propertyId: number;
  spaceId: number | null;
  stage: DealStage;
  dealType: DealType;
  squareFeetNeeded: number;
  proposedRent: number | null;
  /** When the deal is expected to close: the day its tenant needs the space (absent: today). */
  expectedCloseDate?: string | null;
};

/** The latest sentiment survey of a tenant. */
export type SnapshotSurvey = {
  tenantId: number;
  satisfactionScore: number;
  renewalLikelihood: number;
  hasExpansionIntentions: boolean;
  surveyDate: string;
};

export type SnapshotOption = {
  id: number;
  leaseId: number | null;
  tenantId: number | null;
  propertyId: number;
  spaceId: number | null;
  optionType: OptionType;
  noticeStart: string;
  noticeEnd: string;
  effectiveDate: string;
};

export type SnapshotComp = {
  propertyId: number;
  startingPsf: number;
  transactionDate: string;
};

export type PortfolioSnapshot = {
  today: string;
  properties: SnapshotProperty[];
  spaces: SnapshotSpace[];
  tenants: SnapshotTenant[];
  /** The leases in place (recorded active). */
  leases: SnapshotLease[];
  /** Signed leases that have not started: renewals, expansions and new lettings. */
  signedLeases: SnapshotLease[];
  /** Open and won deals (lost ones are left out). */
  deals: SnapshotDeal[];
  surveys: SnapshotSurvey[];
  options: SnapshotOption[];
  comps: SnapshotComp[];
};

/** What a rule proposes; the server upserts it by `fingerprint`. */
export type OpportunityCandidate = {
  /** Rule and key ids, e.g. 'renewal:lease:12': stable while the opportunity stands. */
  fingerprint: string;
  type: AiOpportunityType;
  title: string;
  description: string;
  confidenceScore: number;
  confidenceFactors: ConfidenceFactor[];
  propertyId: number | null;
  spaceId: number | null;
  tenantId: number | null;
  leaseId: number | null;
  potentialValue: number | null;
  expirationDate: string | null;
  tags: string[];
  primaryAction: AiOpportunityPrimaryAction;
};

export function isOpenDeal(deal: SnapshotDeal): boolean {
  return isOpenDealStage(deal.stage);
}

/** Lookups every rule needs, built once per snapshot. */
export type PortfolioIndex = {
  properties: Map<number, SnapshotProperty>;
  spaces: Map<number, SnapshotSpace>;
  tenants: Map<number, SnapshotTenant>;
  surveys: Map<number, SnapshotSurvey>;
  leases: Map<number, SnapshotLease>;
  leasesByTenant: Map<number, SnapshotLease[]>;
  leasesByProperty: Map<number, SnapshotLease[]>;
  leasedSpaceIds: Set<number>;
  openDeals: SnapshotDeal[];
  /** Deals won (Closed Won): a renewal won is done even before its lease is keyed in. */
  wonDeals: SnapshotDeal[];
  signedLeasesBySpace: Map<number, SnapshotLease[]>;
};

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Built once per analysis and passed to each rule (a rule builds its own when called alone). */
export function indexPortfolio(snapshot: PortfolioSnapshot): PortfolioIndex {
  const spaces = new Map(snapshot.spaces.map((space) => [space.id, space]));
  const index: PortfolioIndex = {
    properties: new Map(snapshot.properties.map((property) => [property.id, property])),
    spaces,
    tenants: new Map(snapshot.tenants.map((tenant) => [tenant.id, tenant])),
    surveys: new Map(),
    leases: new Map(snapshot.leases.map((lease) => [lease.id, lease])),
    leasesByTenant: new Map(),
    leasesByProperty: new Map(),
    leasedSpaceIds: new Set(snapshot.leases.map((lease) => lease.spaceId)),
    openDeals: snapshot.deals.filter(isOpenDeal),
    wonDeals: snapshot.deals.filter((deal) => deal.stage === 'deal'),
    signedLeasesBySpace: new Map(),
  };
  for (const lease of snapshot.signedLeases) push(index.signedLeasesBySpace, lease.spaceId, lease);
  for (const survey of snapshot.surveys) {
    const known = index.surveys.get(survey.tenantId);
    if (!known || known.surveyDate < survey.surveyDate) index.surveys.set(survey.tenantId, survey);
  }
  for (const lease of snapshot.leases) {
    push(index.leasesByTenant, lease.tenantId, lease);
    const space = spaces.get(lease.spaceId);
    if (space) push(index.leasesByProperty, space.propertyId, lease);
  }
  return index;
}
