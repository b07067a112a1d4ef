import type {
  PortfolioSnapshot,
  SnapshotComp,
  SnapshotDeal,
  SnapshotLease,
  SnapshotOption,
  SnapshotProperty,
  SnapshotSpace,
  SnapshotSurvey,
  SnapshotTenant,
} from './snapshot';

/** Hand-built portfolios for the rules' unit tests: every row has plain defaults to override. */
export const fixtureToday = '2026-01-15';

export function portfolio(parts: Partial<PortfolioSnapshot>): PortfolioSnapshot {
  return {
    today: fixtureToday,
    properties: [],
    spaces: [],
    tenants: [],
    leases: [],
    signedLeases: [],
    deals: [],
    surveys: [],
    options: [],
    comps: [],
    ...parts,
  };
}

export const property = (id: number, over: Partial<SnapshotProperty> = {}): SnapshotProperty => ({
  id,
  name: `Building ${id}`,
  market: 'Austin',
  assetClass: 'office',
  ...over,
});

export const space = (id: number, propertyId: number, over: Partial<SnapshotSpace> = {}): SnapshotSpace => ({
  id,
  propertyId,
  suite: String(100 + id),
  rentableSf: 2000,
  askingRentPsf: null,
  isDivisible: false,
  minDivisibleSf: null,
  ...over,
});

export const tenant = (id: number, over: Partial<SnapshotTenant> = {}): SnapshotTenant => ({
  id,
  name: `Tenant ${id}`,
  industry: 'Technology',
  headcount: null,
  hasExpansionIntent: false,
  ...over,
});

export const lease = (
  id: number,
  tenantId: number,
  spaceId: number,
  over: Partial<SnapshotLease> = {},
): SnapshotLease => ({
  id,
  tenantId,
  spaceId,
  startDate: '2022-01-15',
  endDate: '2030-01-14',
  baseRentPsf: 30,
  escalationPct: 0,
  ...over,
});

export const deal = (id: number, propertyId: number, over: Partial<SnapshotDeal> = {}): SnapshotDeal => ({
  id,
  tenantId: null,
  propertyId,
  spaceId: null,
  stage: 'inquiry',
  dealType: 'new',
  squareFeetNeeded: 2000,
  proposedRent: null,
  ...over,
});

export const survey = (tenantId: number, over: Partial<SnapshotSurvey> = {}): SnapshotSurvey => ({
  tenantId,
  satisfactionScore: 8,
  renewalLikelihood: 80,
  hasExpansionIntentions: false,
  surveyDate: '2025-12-01',
  ...over,
});

export const option = (
  id: number,
  leaseId: number,
  propertyId: number,
  over: Partial<SnapshotOption> = {},
): SnapshotOption => ({
  id,
  leaseId,
  tenantId: null,
  propertyId,
  spaceId: null,
  optionType: 'Renewal',
  noticeStart: '2025-12-01',
  noticeEnd: '2026-02-01',
  effectiveDate: '2027-01-01',
  ...over,
});

export const comp = (
  propertyId: number,
  startingPsf: number,
  transactionDate = '2025-10-01',
): SnapshotComp => ({
  propertyId,
  startingPsf,
  transactionDate,
});
