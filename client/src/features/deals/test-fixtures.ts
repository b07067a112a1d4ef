import type { DealFacets, DealListItem, DealListResponse } from '@common/deal-list';
import { dealStages } from '@common/deal-stages';
import type { SavedView } from '@common/saved-views';
import { beforeAll } from 'vitest';
import { type StubRequest, signedIn } from '@/test/api-stub';

type Handler = (request: StubRequest) => Response | Promise<Response>;

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

export function sampleDeal(
  id: number,
  prospectName: string,
  extra: Partial<DealListItem> = {},
): DealListItem {
  return {
    id,
    title: `${prospectName} deal`,
    prospectName,
    tenantId: null,
    squareFeetNeeded: 12_500,
    stage: 'loi',
    dealType: 'new',
    renewalOrNew: 'New Deal',
    proposedRent: 32.5,
    ner: null,
    nerTerms: null,
    brokerName: 'Jordan Rivera',
    brokerCompany: 'CBRE',
    lastActivityAt: daysAgo(3),
    latestUpdate: 'Sent the LOI',
    probability: 50,
    potentialValue: null,
    stageEnteredAt: daysAgo(3),
    approvalStatus: null,
    leadUserId: null,
    property: {
      id: 2,
      name: 'Downtown Tower',
      address: '100 Main Street',
      floorNumber: null,
      squareFeet: 250_000,
      state: 'CA',
      market: 'San Francisco',
      city: 'San Francisco',
    },
    ...extra,
  };
}

export const sampleDeals: DealListItem[] = [
  // $20 flat, 5 years, $10 TI, 5 months free: (100 − 8.33 − 10) ÷ 5 = $16.33.
  sampleDeal(1, 'Acme Corp', {
    ner: 16.33,
    nerTerms: {
      termMonths: 60,
      baseRent: 20,
      rentEscalation: 0,
      rentFreeMonths: 5,
      tenantImprovements: 10,
      leasingCommissionPct: null,
      otherLandlordCosts: 0,
    },
  }),
  sampleDeal(2, 'Globex', { stage: 'deal', proposedRent: null, brokerName: null, latestUpdate: null }),
  sampleDeal(3, 'Initech', { stage: 'touring', proposedRent: 41 }),
];

export function listResponse(items: DealListItem[], total = items.length): DealListResponse {
  return {
    items,
    total,
    stageCounts: {
      inquiry: 4,
      touring: 1,
      proposal: 2,
      loi: 1,
      legal: 3,
      lease_execution: 5,
      deal: 1,
      dead: 7,
      idle: 2,
    },
    ageing: { under30: 16, from30to59: 110, from60to90: 35, over90: 8 },
    stageFigures: {
      ...(Object.fromEntries(
        dealStages.map((stage) => [stage, { squareFeet: 0, weightedValue: 0 }]),
      ) as DealListResponse['stageFigures']),
      loi: { squareFeet: 48_500, weightedValue: 1_250_000 },
    },
  };
}

export const sampleTeam = [
  { id: 1, fullName: 'Demo User', role: 'admin' },
  { id: 3, fullName: 'Jordan Rivera', role: 'broker' },
  { id: 4, fullName: 'Sam Cho', role: 'leasing' },
];

/** A saved view as GET /api/deal-views lists it: the demo user's own unless told otherwise. */
export function sampleView(
  id: number,
  name: string,
  query: string,
  extra: Partial<SavedView> = {},
): SavedView {
  return {
    id,
    name,
    query,
    shared: false,
    owner: { id: 1, fullName: 'Demo User' },
    mine: true,
    canEdit: true,
    isDefault: false,
    ...extra,
  };
}

export const sampleFacets: DealFacets = {
  states: [
    { code: 'CA', name: 'California' },
    { code: 'NY', name: 'New York' },
    { code: 'TX', name: 'Texas' },
  ],
  markets: ['NYC', 'San Francisco', 'Chicago'],
  cities: ['Chicago', 'New York', 'San Francisco'],
};

/** The pipeline's calls: the list answers `items` whatever the filters (tests check what is asked). */
export function pipelineApi(
  items: DealListItem[] = sampleDeals,
  extra: Record<string, Handler> = {},
): Record<string, Handler> {
  return {
    'GET /api/user': signedIn(),
    'GET /api/opportunities': () => Response.json(listResponse(items)),
    'GET /api/opportunities/facets': () => Response.json(sampleFacets),
    'GET /api/deal-views': () => Response.json([]),
    'GET /api/users': () => Response.json(sampleTeam),
    ...extra,
  };
}

/** The request paths (with query) fetch was called with. */
export const requestedPaths = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls.map(([input]) => {
    const url = new URL(String(input), 'http://localhost');
    return `${url.pathname}${url.search}`;
  });

/** jsdom lacks what Radix Select calls while it opens. */
export function supportRadixSelect() {
  beforeAll(() => {
    Element.prototype.scrollIntoView ??= () => {};
    Element.prototype.hasPointerCapture ??= () => false;
    Element.prototype.releasePointerCapture ??= () => {};
  });
}
