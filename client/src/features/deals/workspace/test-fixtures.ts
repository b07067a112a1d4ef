import type { OpportunityDetail } from '@common/deal-detail';
import type { DealDocumentListItem } from '@common/deal-documents';
import type { DealHistory } from '@common/deal-history-feed';
import type { LeaseTerms } from '@common/lease-terms';
import { type StubRequest, signedIn } from '@/test/api-stub';

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
  space: { id: 7, name: '300', squareFeet: 4800, floorNumber: 3 },
  tenant: {
    id: 18,
    name: 'Austin Orthopedic Associates',
    industry: 'Healthcare',
    contactName: 'Grace Kim',
    contactEmail: 'grace@austinortho.example.com',
    contactPhone: '(512) 555-0111',
  },
  leaseId: null,
  stageEnteredAt: '2026-11-01T15:00:00.000Z',
  lostAtStage: null,
  lostReason: null,
  lostReasonNote: null,
  probabilityByHand: false,
  approvalStatus: null,
  version: 4,
};

export const sampleTerms: LeaseTerms = {
  id: 5,
  opportunityId: sampleDeal.id,
  kind: 'proposal',
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
  otherLandlordCosts: 0,
  ner: { straightLine: 37.12, discounted: 35.48 },
  updatedAt: '2026-11-01T12:00:00.000Z',
};

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

export const sampleHistory: DealHistory = {
  stage: 'proposal',
  stageEnteredAt: sampleDeal.stageEnteredAt,
  daysInStage: 12,
  events: [
    {
      id: 3,
      kind: 'stage',
      fromValue: 'touring',
      toValue: 'proposal',
      note: null,
      at: '2026-11-01T15:00:00.000Z',
      by: { id: 2, fullName: 'Alex Morgan' },
      text: 'Moved from Touring to Proposal',
    },
    {
      id: 1,
      kind: 'created',
      fromValue: null,
      toValue: 'inquiry',
      note: null,
      at: '2026-08-01T15:00:00.000Z',
      by: { id: 1, fullName: 'Demo User' },
      text: 'Created the deal at Inquiry',
    },
  ],
};

type Handler = (request: StubRequest) => Response | Promise<Response>;

/**
 * The calls the deal screen makes, answered for `deal` with no terms, comments, updates, tasks or
 * documents, and `sampleHistory`; override any.
 */
export function dealApi(overrides: Record<string, Handler> = {}, deal = sampleDeal): Record<string, Handler> {
  return {
    'GET /api/user': signedIn(),
    'GET /api/notifications': () => Response.json({ items: [], unread: 0 }),
    [`GET /api/opportunities/${deal.id}`]: () => Response.json(deal),
    [`GET /api/opportunities/${deal.id}/history`]: () =>
      Response.json({ ...sampleHistory, stage: deal.stage }),
    [`GET /api/opportunities/${deal.id}/lease-terms`]: () => Response.json(null),
    [`GET /api/opportunities/${deal.id}/proposal-rounds`]: () => Response.json([]),
    [`GET /api/opportunities/${deal.id}/comments`]: () => Response.json([]),
    [`GET /api/opportunities/${deal.id}/updates`]: () => Response.json([]),
    [`GET /api/opportunities/${deal.id}/tasks`]: () => Response.json([]),
    [`GET /api/opportunities/${deal.id}/documents`]: () => Response.json([]),
    'GET /api/settings/leasing-commission': () => Response.json({ defaultLeasingCommissionPct: 4.5 }),
    'GET /api/users': () =>
      Response.json([
        { id: 1, fullName: 'Demo User', role: 'admin' },
        { id: 2, fullName: 'Alex Morgan', role: 'asset_manager' },
        { id: 3, fullName: 'Jordan Rivera', role: 'broker' },
      ]),
    ...overrides,
  };
}

type FetchMock = { mock: { calls: unknown[][] } };

const isCall = (method: string, path: string) => (call: unknown[]) => {
  const [input, init] = call as [unknown, RequestInit | undefined];
  return (init?.method ?? 'GET') === method && new URL(String(input), 'http://x').pathname === path;
};

/** The JSON bodies sent with `method` to `path`, in order. */
export const bodiesOf = (fetchMock: FetchMock, method: string, path: string): unknown[] =>
  fetchMock.mock.calls.filter(isCall(method, path)).map((call) => {
    const body = (call[1] as RequestInit | undefined)?.body;
    return typeof body === 'string' ? JSON.parse(body) : undefined;
  });

/** The first JSON body sent with `method` to `path`. */
export const bodyOf = (fetchMock: FetchMock, method: string, path: string): unknown =>
  bodiesOf(fetchMock, method, path)[0];

export const callsTo = (fetchMock: FetchMock, method: string, path: string): number =>
  fetchMock.mock.calls.filter(isCall(method, path)).length;
