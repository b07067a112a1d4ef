import type { CurrentUser } from '@common/auth';
import type { PropertyListItem } from '@common/properties';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { TooltipProvider } from '@/components/ui/tooltip';
import { createQueryClient } from '@/lib/query-client';
import { demoUser, signedIn, stubApi } from '@/test/api-stub';
import { AssetsPage } from './assets-page';

/** The Assets screen on its two paths, with a stand-in for the property screen it links to. */
export function renderAssets(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/portfolio', Component: AssetsPage },
      { path: '/properties', Component: AssetsPage },
      { path: '/properties/:id', element: <p>Property screen</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <TooltipProvider>
        <RouterProvider router={router} />
      </TooltipProvider>
    </QueryClientProvider>,
  );
  return { router };
}

export const property = (
  id: number,
  name: string,
  extra: Partial<PropertyListItem> = {},
): PropertyListItem => ({
  id,
  name,
  address: `${id} Main Street`,
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  market: 'Southwest',
  assetClass: 'office',
  assetType: 'core',
  assetManager: { id: 2, fullName: 'Alex Morgan' },
  ownerName: `${name} Owner LLC`,
  totalSf: 50_000,
  leasedSf: 45_000,
  vacantSf: 5_000,
  vacancyPct: 10,
  availableSf: 4_000,
  activeDeals: 3,
  doneDeals: 1,
  units: 9,
  rollingSf10Mo: 12_000,
  walt: { inPlaceSf: 45_000, inPlaceRent: 1_350_000, byArea: 4.25, byRent: 3.9 },
  ...extra,
});

/** `count` buildings named 'Building 0001'… in the list's order (by name), every third one medical. */
export const numberedBuildings = (count: number): PropertyListItem[] =>
  Array.from({ length: count }, (_, index) =>
    property(index + 1, `Building ${String(index + 1).padStart(4, '0')}`, {
      assetClass: index % 3 === 2 ? 'medical' : 'office',
      totalSf: 10_000 + index,
    }),
  );

export const requestedPaths = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls.map(([input]) => {
    const url = new URL(String(input), 'http://localhost');
    return `${url.pathname}${url.search}`;
  });

/** A request's query as the server would read it: keyword, class and paging; nothing else matters here. */
function matching(buildings: readonly PropertyListItem[], query: URLSearchParams) {
  const keyword = query.get('keyword')?.toLowerCase();
  const assetClass = query.get('assetClass');
  return buildings.filter(
    (building) =>
      (!keyword || building.name.toLowerCase().includes(keyword)) &&
      (!assetClass || building.assetClass === assetClass),
  );
}

export type PortfolioApiOptions = {
  user?: CurrentUser;
  /** Holds the answer to a list request for this offset until the returned release is called. */
  holdOffset?: number;
};

/**
 * A fake of GET /api/properties that filters and pages `buildings` like the server does (limit and
 * offset, `total` counting every match).
 */
export function stubPortfolioApi(buildings: readonly PropertyListItem[], options: PortfolioApiOptions = {}) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const others = stubApi({
    'GET /api/user': signedIn(options.user ?? demoUser),
    'GET /api/users': () => Response.json([{ id: 2, fullName: 'Alex Morgan', role: 'asset_manager' }]),
    'GET /api/users/asset-managers': () => Response.json([{ id: 2, fullName: 'Alex Morgan' }]),
  });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const found = matching(buildings, url.searchParams);
    if (url.pathname === '/api/properties') {
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? found.length);
      if (options.holdOffset === offset) await held;
      return Response.json({ items: found.slice(offset, offset + limit), total: found.length });
    }
    return others(input, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, release };
}
