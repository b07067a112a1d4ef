import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  compsFixture,
  expiryFixture,
  fixtureBuildings,
  occupancyFixture,
  pipelineFixture,
  tenantsFixture,
  waltFixture,
} from '@/lib/analytics/test-fixtures';
import { formatNumber } from '@/lib/format-number';
import { signedIn, stubApi } from '@/test/api-stub';
import { renderRoute } from '@/test/render-route';

function stubAnalytics() {
  return stubApi({
    'GET /api/user': signedIn(),
    'GET /api/stacking-plan/buildings': () =>
      Response.json({
        items: fixtureBuildings.map((b) => ({ ...b, address: '' })),
        total: fixtureBuildings.length,
      }),
    'GET /api/users/asset-managers': () => Response.json([{ id: 2, fullName: 'Alex Morgan' }]),
    'GET /api/properties/aggregates': () => Response.json([{ name: 'Southwest' }, { name: 'Bay Area' }]),
    'GET /api/analytics/expiry': () => Response.json(expiryFixture()),
    'GET /api/analytics/occupancy': () => Response.json(occupancyFixture()),
    'GET /api/analytics/walt': () => Response.json(waltFixture()),
    'GET /api/analytics/tenants': () => Response.json(tenantsFixture()),
    'GET /api/analytics/pipeline': () => Response.json(pipelineFixture()),
    'GET /api/analytics/comps': () => Response.json(compsFixture()),
  });
}

/** The queries sent to one analytics endpoint, oldest first. */
const queriesTo = (fetchMock: ReturnType<typeof stubApi>, endpoint: string) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === `/api/analytics/${endpoint}`)
    .map((url) => Object.fromEntries(url.searchParams));

describe('Analytics screen', () => {
  it("sends the URL's scope, pipeline period and comp filters to the API under the API's names", async () => {
    const fetchMock = stubAnalytics();
    renderRoute(
      '/analytics?building=3&asOf=2026-01-31&pipelineFrom=2025-01-01&pipelineTo=2025-06-30&compType=renewal&compBuilding=4&compMinSf=2000',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    await waitFor(() => expect(queriesTo(fetchMock, 'comps')).not.toHaveLength(0));
    for (const endpoint of ['expiry', 'occupancy', 'walt', 'tenants']) {
      expect(queriesTo(fetchMock, endpoint)).toEqual([{ building: '3', asOf: '2026-01-31' }]);
    }
    // The pipeline has a period of its own and no as-of day.
    expect(queriesTo(fetchMock, 'pipeline')).toEqual([
      { building: '3', from: '2025-01-01', to: '2025-06-30' },
    ]);
    // The comps take the filters of /lease-comps, not the screen's scope.
    expect(queriesTo(fetchMock, 'comps')).toEqual([{ buildingId: '4', type: 'renewal', minSf: '2000' }]);

    expect(screen.getByRole('combobox', { name: 'Building' })).toHaveTextContent('Summit Tower');
    expect(screen.getByLabelText('As of')).toHaveValue('2026-01-31');
    expect(screen.getByLabelText('Created from')).toHaveValue('2025-01-01');
    expect(screen.getByRole('combobox', { name: 'Comp type' })).toHaveTextContent('Renewal');
    // Sentences name the building in scope.
    expect(await screen.findByText(/of Summit Tower's RSF \(/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Rent roll' })).toHaveAttribute(
      'href',
      '/rent-roll?building=3&asOf=2026-01-31',
    );
  });

  it('writes a picked filter to the URL, keeps the other parameters, and asks again', async () => {
    const user = userEvent.setup();
    const fetchMock = stubAnalytics();
    const { router } = renderRoute('/analytics?pipelineFrom=2025-01-01&compType=new');
    await screen.findByRole('heading', { level: 1, name: 'Analytics' });
    await waitFor(() => expect(queriesTo(fetchMock, 'expiry')).toEqual([{}]));

    await user.click(screen.getByRole('combobox', { name: 'Building' }));
    await user.click(await screen.findByRole('option', { name: 'Granite Point' }));
    const params = () => new URLSearchParams(router.state.location.search);
    await waitFor(() => expect(params().get('building')).toBe('6'));
    expect(params().get('pipelineFrom')).toBe('2025-01-01');
    expect(params().get('compType')).toBe('new');
    await waitFor(() => expect(queriesTo(fetchMock, 'expiry').at(-1)).toEqual({ building: '6' }));
    await waitFor(() =>
      expect(queriesTo(fetchMock, 'pipeline').at(-1)).toEqual({ building: '6', from: '2025-01-01' }),
    );

    await user.click(screen.getByRole('combobox', { name: 'Market' }));
    await user.click(await screen.findByRole('option', { name: 'Bay Area' }));
    await waitFor(() => expect(params().get('market')).toBe('Bay Area'));
    await waitFor(() =>
      expect(queriesTo(fetchMock, 'walt').at(-1)).toEqual({ building: '6', market: 'Bay Area' }),
    );

    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(params().has('building')).toBe(false));
    expect(params().has('market')).toBe(false);
    expect(params().get('compType')).toBe('new');
  });

  it("shows the expiry schedule's numbers as a table, per year and per quarter", async () => {
    const user = userEvent.setup();
    stubAnalytics();
    renderRoute('/analytics');
    const card = await screen.findByRole('region', { name: 'Lease expiration schedule' });
    await user.click(await within(card).findByRole('button', { name: 'Table' }));
    const schedule = expiryFixture();
    const rowsOf = () => within(within(card).getByRole('table')).getAllByRole('row').slice(1);
    expect(rowsOf().map((row) => within(row).getByRole('rowheader').textContent)).toEqual(
      schedule.years.map((period) => period.label),
    );
    const first = schedule.years[0];
    expect(within(rowsOf()[0] as HTMLElement).getAllByRole('cell')[1]).toHaveTextContent(
      formatNumber(first?.rsf),
    );

    await user.click(within(card).getByRole('button', { name: 'Quarters' }));
    expect(within(card).getByRole('button', { name: 'Quarters' })).toHaveAttribute('aria-pressed', 'true');
    expect(rowsOf()).toHaveLength(schedule.quarters.length);
    expect(within(rowsOf()[0] as HTMLElement).getByRole('rowheader')).toHaveTextContent(
      schedule.quarters[0]?.label ?? '?',
    );
  });

  it('says when the comp filters contradict each other instead of asking', async () => {
    const fetchMock = stubAnalytics();
    renderRoute('/analytics?compFrom=2025-06-01&compTo=2025-01-01');
    expect(await screen.findByText('The start date must not be after the end date.')).toBeVisible();
    await waitFor(() => expect(queriesTo(fetchMock, 'expiry')).toHaveLength(1));
    expect(queriesTo(fetchMock, 'comps')).toHaveLength(0);
  });
});
