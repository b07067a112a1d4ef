import type { Comment, LeaseTerms, OpportunityDetail } from '@common/opportunities';
import { type StubRequest, signedIn } from '@/test/api-stub';

export const opportunity: OpportunityDetail = {
  id: 12,
  title: 'Harbor Point Wealth expansion',
  prospectName: 'Harbor Point Wealth',
  stage: 'touring',
  dealType: 'expansion',
  description: 'Needs a second floor for the advisory team.',
  potentialValue: 1_250_000,
  probability: 40,
  expectedCloseDate: '2026-03-15',
  squareFeetNeeded: 8500,
  proposedRent: 49,
  brokerName: null,
  brokerCompany: null,
  createdAt: '2025-09-01T15:00:00.000Z',
  lastActivityAt: '2025-09-17T22:00:00.000Z',
  lead: null,
  createdBy: { id: 3, username: 'amorgan', fullName: 'Alex Morgan', avatar: null },
  property: {
    id: 2,
    name: 'Downtown Tower',
    address: '100 Main St',
    city: 'Chicago',
    state: 'IL',
    market: 'Chicago',
  },
  space: { id: 30, name: 'Suite 830', squareFeet: 8500, floorNumber: 8 },
  tenant: {
    id: 18,
    name: 'Harbor Point Wealth',
    industry: 'Finance',
    contactName: 'Grace Kim',
    contactEmail: 'grace@harbor.example.com',
    contactPhone: '(312) 555-0111',
  },
  leaseId: null,
  stageEnteredAt: '2026-11-01T15:00:00.000Z',
  lostAtStage: null,
  lostReason: null,
  lostReasonNote: null,
  probabilityByHand: false,
  approvalStatus: null,
  version: 1,
};

export const leaseTerms: LeaseTerms = {
  id: 5,
  opportunityId: 12,
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
  ner: { straightLine: 37.71, discounted: 36.02 },
  updatedAt: '2025-09-18T10:00:00.000Z',
};

export const comment: Comment = {
  id: 40,
  opportunityId: 12,
  userId: 1,
  content: 'Tour booked, @jrivera please send the floor plan. cc @nobody',
  mentions: ['jrivera'],
  createdAt: '2025-09-18T14:05:00.000Z',
  user: { fullName: 'Demo User', username: 'demo', avatar: null },
};

type Handler = (request: StubRequest) => Response | Promise<Response>;

/** The calls the screen makes, answering with `opportunity` and nothing else; override any. */
export function opportunityApi(overrides: Record<string, Handler> = {}, record = opportunity) {
  return {
    'GET /api/user': signedIn(),
    'GET /api/notifications': () => Response.json({ items: [], unread: 0 }),
    [`GET /api/opportunities/${record.id}`]: () => Response.json(record),
    [`GET /api/opportunities/${record.id}/lease-terms`]: () => Response.json(null),
    [`GET /api/opportunities/${record.id}/comments`]: () => Response.json([]),
    [`GET /api/opportunities/${record.id}/tasks`]: () => Response.json([]),
    [`GET /api/opportunities/${record.id}/documents`]: () => Response.json([]),
    'GET /api/settings/leasing-commission': () => Response.json({ defaultLeasingCommissionPct: 4.5 }),
    'GET /api/users': () =>
      Response.json([
        { id: 1, fullName: 'Demo User', role: 'admin' },
        { id: 2, fullName: 'Jordan Rivera', role: 'broker' },
      ]),
    ...overrides,
  };
}

export const bodyOf = (
  fetchMock: { mock: { calls: unknown[][] } },
  method: string,
  path: string,
): unknown => {
  const call = fetchMock.mock.calls.find(
    ([input, init]) =>
      (init as RequestInit | undefined)?.method === method &&
      new URL(String(input), 'http://x').pathname === path,
  );
  const body = (call?.[1] as RequestInit | undefined)?.body;
  return typeof body === 'string' ? JSON.parse(body) : undefined;
};

export const callsTo = (fetchMock: { mock: { calls: unknown[][] } }, method: string, path: string): number =>
  fetchMock.mock.calls.filter(
    ([input, init]) =>
      ((init as RequestInit | undefined)?.method ?? 'GET') === method &&
      new URL(String(input), 'http://x').pathname === path,
  ).length;
