import type { SpaceListItem } from '@common/spaces';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedIn, stubApi } from '@/test/api-stub';
import { renderRoute } from '@/test/render-route';

const item = (id: number, suite: string, extra: Partial<SpaceListItem> = {}): SpaceListItem => ({
  id,
  suite,
  floorNumber: 3,
  rentableSf: 4500,
  spaceType: 'office',
  askingRentPsf: 46,
  listingStatus: 'active',
  dateAvailable: null,
  status: 'vacant',
  property: {
    id: 2,
    name: 'Downtown Tower',
    address: '200 W Madison',
    city: 'Chicago',
    state: 'IL',
    market: 'Midwest',
  },
  currentLease: null,
  ...extra,
});

function stubSpaces(items: SpaceListItem[]) {
  return stubApi({
    'GET /api/user': signedIn(),
    'GET /api/spaces': () => Response.json({ items, total: items.length }),
    'GET /api/stacking-plan/buildings': () =>
      Response.json({
        items: [
          { id: 2, name: 'Downtown Tower' },
          { id: 1, name: 'Angelview Medical Center' },
        ],
        total: 2,
      }),
  });
}

const spacesCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/spaces');

describe('Available Spaces screen', () => {
  it('lists vacant and upcoming suites with their status and availability', async () => {
    stubSpaces([
      item(25, '350'),
      item(23, '300', {
        status: 'expiring',
        askingRentPsf: null,
        currentLease: { id: 4, tenant: { id: 9, name: 'Meridian Capital Partners' }, endDate: '2027-05-01' },
      }),
    ]);
    renderRoute('/spaces');
    expect(await screen.findByRole('heading', { level: 1, name: 'Available Spaces' })).toBeVisible();
    expect(await screen.findByText('Showing 1–2 of 2 spaces')).toBeVisible();
    const table = screen.getByRole('table', { name: 'Available spaces' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('Vacant')).toBeVisible();
    expect(within(rows[0] as HTMLElement).getByText('$46.00')).toBeVisible();
    expect(within(rows[1] as HTMLElement).getByText('Expiring')).toBeVisible();
    expect(within(rows[1] as HTMLElement).getByText('Lease ends 05/01/2027')).toBeVisible();
    expect(within(rows[1] as HTMLElement).getByText('—')).toBeVisible();
  });

  it('opens a suite when its row is clicked', async () => {
    const user = userEvent.setup();
    stubSpaces([item(25, '350')]);
    const { router } = renderRoute('/spaces');
    const table = await screen.findByRole('table', { name: 'Available spaces' });
    await user.click(await within(table).findByText('Office'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/spaces/25'));
  });

  it('sends the filters in the URL to the API', async () => {
    const fetchMock = stubSpaces([item(25, '350')]);
    renderRoute(
      '/spaces?minSf=1000&maxSf=5000&maxRate=50&spaceType=office&availability=vacant&propertyId=2&keyword=tower',
    );
    await screen.findByRole('table', { name: 'Available spaces' });
    const query = Object.fromEntries(spacesCalls(fetchMock).at(-1)?.searchParams ?? []);
    expect(query).toEqual({
      minSf: '1000',
      maxSf: '5000',
      maxRate: '50',
      spaceType: 'office',
      availability: 'vacant',
      propertyId: '2',
      keyword: 'tower',
      limit: '50',
      offset: '0',
    });
    expect(screen.getByLabelText('Min size (sf)')).toHaveValue('1000');
    expect(screen.getByLabelText('Keyword')).toHaveValue('tower');
  });

  it('filters by size as the user types and clears all filters', async () => {
    const user = userEvent.setup();
    const fetchMock = stubSpaces([item(25, '350')]);
    const { router } = renderRoute('/spaces');
    await screen.findByRole('table', { name: 'Available spaces' });
    await user.type(screen.getByLabelText('Min size (sf)'), '20x00');
    await waitFor(() => expect(router.state.location.search).toBe('?minSf=2000'));
    await waitFor(() => expect(spacesCalls(fetchMock).at(-1)?.searchParams.get('minSf')).toBe('2000'));
    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText('Min size (sf)')).toHaveValue('');
  });

  it('does not query a size range that is the wrong way round', async () => {
    const fetchMock = stubSpaces([]);
    renderRoute('/spaces?minSf=5000&maxSf=100');
    expect(await screen.findByRole('alert')).toHaveTextContent('Min size must not exceed max size');
    expect(spacesCalls(fetchMock)).toHaveLength(0);
  });

  it('says when nothing matches the filters', async () => {
    stubSpaces([]);
    renderRoute('/spaces?availability=upcoming');
    expect(await screen.findByText('No spaces match these filters.')).toBeVisible();
  });
});
