import type { OpportunityDetail } from '@common/deal-detail';
import type { LeaseTerms } from '@common/lease-terms';
import {
  budgetRoundOf,
  type ProposalRound,
  type ProposalRoundInput,
  roundNer,
  roundVariance,
} from '@common/proposal-rounds';

/** A deal record as GET /api/opportunities/:id answers it (test data). */
export const sampleDeal: OpportunityDetail = {
  id: 12,
  title: 'Austin Orthopedic renewal',
  prospectName: 'Austin Orthopedic Associates',
  stage: 'loi',
  dealType: 'renewal',
  description: null,
  potentialValue: null,
  probability: 50,
  expectedCloseDate: null,
  squareFeetNeeded: 4800,
  proposedRent: 39.5,
  brokerName: null,
  brokerCompany: null,
  createdAt: '2026-08-01T15:00:00.000Z',
  lastActivityAt: '2026-11-08T15:00:00.000Z',
  lead: null,
  createdBy: { id: 1, username: 'demo', fullName: 'Demo User', avatar: null },
  property: {
    id: 1,
    name: 'Angelview Medical Center',
    address: '',
    city: 'Austin',
    state: 'TX',
    market: 'Austin',
  },
  space: null,
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

const baseTerms = {
  leaseType: 'net',
  areaRsf: 4800,
  termMonths: 60,
  baseRent: 20,
  rentEscalation: 0,
  rentFreeMonths: 5,
  tenantImprovements: 10,
  leasingCommissionPct: null,
  otherLandlordCosts: 0,
  note: null,
} as const;

/** A round as the API answers it, its NER worked out by the same rule as the server's. */
export function sampleRound(
  id: number,
  input: Partial<ProposalRoundInput> & Partial<ProposalRound>,
): ProposalRound {
  const terms = { ...baseTerms, side: 'landlord' as const, roundDate: '2026-03-01', ...input };
  return {
    ...terms,
    id,
    opportunityId: sampleDeal.id,
    note: terms.note ?? null,
    accepted: false,
    approvalStatus: null,
    submittedBy: null,
    submittedAt: null,
    decidedBy: null,
    decidedAt: null,
    decisionComment: null,
    createdBy: { id: 3, fullName: 'Jordan Rivera' },
    createdAt: '2026-03-01T15:00:00.000Z',
    updatedAt: '2026-03-01T15:00:00.000Z',
    version: 1,
    decision: {
      allowed: false,
      reason: "Only an admin or the building's asset manager can approve or reject proposals",
    },
    ...input,
    ner: roundNer(terms),
    variance: null,
  } as ProposalRound;
}

/** The rounds with their variances against the latest budget round, as the server adds them. */
export function withVariances(rounds: ProposalRound[]): ProposalRound[] {
  const budget = budgetRoundOf(rounds);
  return rounds.map((round) => ({
    ...round,
    variance: budget && budget.id !== round.id ? roundVariance(round, budget) : null,
  }));
}

/** The deal's lease terms as GET /api/opportunities/:id/lease-terms answers them (test data). */
export const sampleLeaseTerms: LeaseTerms = {
  id: 5,
  opportunityId: sampleDeal.id,
  kind: 'proposal',
  leaseType: 'triple-net',
  term: 120,
  baseRent: 42.5,
  rentEscalation: 3,
  rentFreePeriod: 4,
  tenantImprovements: 35,
  securityDeposit: 125000,
  renewalOption: true,
  renewalTerm: 60,
  leasingCommissionPct: null,
  otherLandlordCosts: 3,
  ner: { straightLine: 43.5, discounted: 40.26 },
  updatedAt: '2025-09-18T10:00:00.000Z',
};
