import type { DealDocumentListItem, LeaseTerms, OpportunityDetail } from '@common/opportunities';

/** A deal record as GET /api/opportunities/:id answers it (test data). */
export const sampleDeal: OpportunityDetail = {
  id: 12,
  title: 'Austin Orthopedic renewal',
  prospectName: 'Austin Orthopedic Associates',
  stage: 'proposal',
  dealType: 'renewal',
  description: 'Renewal of suite 300 with a small expansion.',
  potentialValue: 1_327_200,
  probability: 60,
  expectedCloseDate: '2026-12-15',
  squareFeetNeeded: 4800,
  proposedRent: 39.5,
  brokerName: 'Megan Ortiz',
  brokerCompany: 'Lone Star Healthcare Realty',
  createdAt: '2026-08-01T15:00:00.000Z',
  lastActivityAt: '2026-11-08T15:00:00.000Z',
  lead: { id: 2, username: 'amorgan', fullName: 'Alex Morgan', avatar: null },
  createdBy: { id: 1, username: 'demo', fullName: 'Demo User', avatar: null },
  property: {
    id: 1,
    name: 'Angelview Medical Center',
    address: '2200 Angelview Parkway',
    city: 'Austin',
    state: 'TX',
    market: 'Austin',
  },
  space: { id: 7, name: 'Suite 300', squareFeet: 4800, floorNumber: 3 },
  tenant: null,
  leaseId: null,
  stageEnteredAt: '2026-11-01T15:00:00.000Z',
  lostAtStage: null,
  lostReason: null,
  lostReasonNote: null,
  probabilityByHand: false,
  approvalStatus: null,
  version: 1,
};

export function sampleTerms(kind: LeaseTerms['kind'], overrides: Partial<LeaseTerms> = {}): LeaseTerms {
  return {
    id: kind.length,
    opportunityId: sampleDeal.id,
    kind,
    leaseType: 'triple-net',
    term: 84,
    baseRent: 39.5,
    rentEscalation: 3,
    rentFreePeriod: 4,
    tenantImprovements: 25,
    securityDeposit: 30_000,
    renewalOption: true,
    renewalTerm: 60,
    leasingCommissionPct: null,
    ner: { straightLine: 37.12, discounted: 35.48 },
    updatedAt: '2026-11-01T12:00:00.000Z',
    ...overrides,
  };
}

export function sampleDocument(overrides: Partial<DealDocumentListItem> = {}): DealDocumentListItem {
  return {
    id: 40,
    opportunityId: sampleDeal.id,
    fileName: 'LOI draft.pdf',
    contentType: 'application/pdf',
    sizeBytes: 250_000,
    createdAt: '2026-11-02T10:00:00.000Z',
    uploadedBy: { id: 1, username: 'demo', fullName: 'Demo User', avatar: null },
    canModify: true,
    ...overrides,
  };
}
