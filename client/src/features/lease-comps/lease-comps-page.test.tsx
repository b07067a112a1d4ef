import type { LeaseCompItem, LeaseCompListResponse } from '@common/lease-comps';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedIn, stubApi } from '@/test/api-stub';
import { renderRoute } from '@/test/render-route';

const comp = (id: number, tenantName: string, extra: Partial<LeaseCompItem> = {}): LeaseCompItem => ({
  id,
  buildingId: 2,
  buildingName: 'Downtown Tower',
  tenantName,
  suite: '540',
  rentableSf: 5000,
  leaseType: 'new',
  termMonths: 60,
  startingPsf: 46,
  averagePsf: 48.5,
  effectivePsf: 41.25,
  transactionDate: '2026-03-01',
  expenseBasis: 'gross',
  source: 'portfolio',
  ...extra,
});

const emptySummary: LeaseCompListResponse['summary'] = { count: 0, byBasis: [] };

function stubComps(items: LeaseCompItem[], summary: LeaseCompListResponse['summary'] = emptySummary) {
  return stubApi({
    'GET /api/user': signedIn(),
    'GET /api/lease-comps': () => Response.json({ items, total: items.length, summary }),
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

const compsCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/lease-comps');

describe('Lease Comps screen', () => {
  it('shows the summary and one row per comp with its badge style', async () => {
    stubComps(
      [
        comp(1, 'Cobalt Software'),
        comp(2, 'Sterling Mutual', { leaseType: 'renewal', suite: null }),
        comp(3, 'Great Lakes', { leaseType: 'blend_and_extend' }),
        comp(4, 'East Bay Analytics', { leaseType: 'expansion' }),
        comp(5, 'Midway Logistics', { leaseType: 'other', expenseBasis: 'net' }),
      ],
      {
        count: 5,
        byBasis: [
          { basis: 'gross', count: 4, avgStartingPsf: 44.333, avgAveragePsf: 46.1, avgEffectivePsf: 40 },
          { basis: 'net', count: 1, avgStartingPsf: 19, avgAveragePsf: 21.5, avgEffectivePsf: 17.25 },
        ],
      },
    );
    renderRoute('/lease-comps');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lease Comps' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Lease comps' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    const badge = (row: number, label: string) => within(rows[row] as HTMLElement).getByText(label);
    expect(badge(0, 'New')).toHaveAttribute('data-style', 'default');
    expect(badge(1, 'Renewal')).toHaveAttribute('data-style', 'secondary');
    expect(badge(2, 'Blend & Extend')).toHaveAttribute('data-style', 'secondary');
    expect(badge(3, 'Expansion')).toHaveAttribute('data-style', 'destructive');
    expect(badge(4, 'Other')).toHaveAttribute('data-style', 'outline');
    expect(within(rows[0] as HTMLElement).getByText('$46.00')).toBeVisible();
    expect(within(rows[0] as HTMLElement).getByText('03/01/2026')).toBeVisible();
    expect(within(screen.getByRole('listitem', { name: 'Comps' })).getByText('5')).toBeVisible();
    expect(screen.getByText(/rates are in \$\/SF\/yr/)).toBeVisible();
  });

  it('gives the count and average rates of each basis on its own card, never a mixed figure', async () => {
    stubComps(
      [
        comp(1, 'Cobalt Software'),
        comp(2, 'Harbor Grocery Outlet', { expenseBasis: 'net' }),
        comp(3, 'Oceanside Dental', { expenseBasis: 'net' }),
        comp(4, 'Bayview Mattress', { expenseBasis: 'net' }),
      ],
      {
        count: 4,
        byBasis: [
          { basis: 'gross', count: 1, avgStartingPsf: 82, avgAveragePsf: 84.5, avgEffectivePsf: 79.125 },
          { basis: 'net', count: 3, avgStartingPsf: 19, avgAveragePsf: 20.75, avgEffectivePsf: 17.5 },
        ],
      },
    );
    renderRoute('/lease-comps');
    await screen.findByRole('table', { name: 'Lease comps' });
    const summary = screen.getByRole('list', { name: 'Summary' });
    const groups = within(summary)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === summary);
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual(['Comps', 'Gross', 'Net']);
    expect(within(screen.getByRole('listitem', { name: 'Comps' })).getByText('4')).toBeVisible();

    const rate = (basis: string, label: string) =>
      within(screen.getByRole('listitem', { name: basis })).getByRole('listitem', { name: label });
    const gross = screen.getByRole('listitem', { name: 'Gross' });
    expect(within(gross).getByText('Gross')).toBeVisible();
    expect(within(gross).getByText('1 comp')).toBeVisible();
    expect(within(rate('Gross', 'Avg starting rate')).getByText('$82.00')).toBeVisible();
    expect(within(rate('Gross', 'Avg average rate')).getByText('$84.50')).toBeVisible();
    expect(within(rate('Gross', 'Avg effective rate')).getByText('$79.13')).toBeVisible();

    const net = screen.getByRole('listitem', { name: 'Net' });
    expect(within(net).getByText('Net')).toBeVisible();
    expect(within(net).getByText('3 comps')).toBeVisible();
    expect(within(rate('Net', 'Avg starting rate')).getByText('$19.00')).toBeVisible();
    expect(within(rate('Net', 'Avg average rate')).getByText('$20.75')).toBeVisible();
    expect(within(rate('Net', 'Avg effective rate')).getByText('$17.50')).toBeVisible();

    // Each rate appears once per basis: there is no figure over both.
    expect(screen.getAllByRole('listitem', { name: 'Avg starting rate' })).toHaveLength(2);
  });

  it('shows only the bases the matching comps have', async () => {
    stubComps([comp(1, 'Harbor Grocery Outlet', { expenseBasis: 'net' })], {
      count: 1,
      byBasis: [{ basis: 'net', count: 1, avgStartingPsf: 19, avgAveragePsf: 21.37, avgEffectivePsf: 18.6 }],
    });
    renderRoute('/lease-comps');
    await screen.findByRole('table', { name: 'Lease comps' });
    expect(within(screen.getByRole('listitem', { name: 'Net' })).getByText('1 comp')).toBeVisible();
    expect(screen.queryByRole('listitem', { name: 'Gross' })).toBeNull();
  });

  it('sends the filters in the URL to the API and to the CSV export', async () => {
    const fetchMock = stubComps([comp(1, 'Cobalt Software')]);
    renderRoute('/lease-comps?buildingId=2&type=renewal&from=2025-01-01&to=2025-12-31&minSf=1000&maxSf=9000');
    await screen.findByRole('table', { name: 'Lease comps' });
    const query = Object.fromEntries(compsCalls(fetchMock).at(-1)?.searchParams ?? []);
    expect(query).toEqual({
      buildingId: '2',
      type: 'renewal',
      from: '2025-01-01',
      to: '2025-12-31',
      minSf: '1000',
      maxSf: '9000',
    });
    expect(screen.getByLabelText('From date')).toHaveValue('2025-01-01');
    expect(screen.getByLabelText('Min size (sf)')).toHaveValue('1000');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/lease-comps/export.csv?buildingId=2&type=renewal&from=2025-01-01&to=2025-12-31&minSf=1000&maxSf=9000',
    );
  });

  it('filters by size as the user types and clears all filters', async () => {
    const user = userEvent.setup();
    const fetchMock = stubComps([comp(1, 'Cobalt Software')]);
    const { router } = renderRoute('/lease-comps');
    await screen.findByRole('table', { name: 'Lease comps' });
    await user.type(screen.getByLabelText('Max size (sf)'), '40x00');
    await waitFor(() => expect(router.state.location.search).toBe('?maxSf=4000'));
    await waitFor(() => expect(compsCalls(fetchMock).at(-1)?.searchParams.get('maxSf')).toBe('4000'));
    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText('Max size (sf)')).toHaveValue('');
  });

  it('keeps both sizes when they are entered in quick succession', async () => {
    stubComps([comp(1, 'Cobalt Software')]);
    const { router } = renderRoute('/lease-comps');
    await screen.findByRole('table', { name: 'Lease comps' });
    fireEvent.change(screen.getByLabelText('Min size (sf)'), { target: { value: '3000' } });
    fireEvent.change(screen.getByLabelText('Max size (sf)'), { target: { value: '6000' } });
    await waitFor(() => expect(router.state.location.search).toBe('?minSf=3000&maxSf=6000'));
    expect(screen.getByLabelText('Min size (sf)')).toHaveValue('3000');
  });

  it('does not bring back a filter after the URL changed elsewhere', async () => {
    stubComps([comp(1, 'Cobalt Software')]);
    const { router } = renderRoute('/lease-comps');
    await screen.findByRole('table', { name: 'Lease comps' });
    fireEvent.change(screen.getByLabelText('From date'), { target: { value: '2025-01-01' } });
    await waitFor(() => expect(router.state.location.search).toBe('?from=2025-01-01'));
    await router.navigate('/lease-comps');
    await waitFor(() => expect(screen.getByLabelText('From date')).toHaveValue(''));
    fireEvent.change(screen.getByLabelText('To date'), { target: { value: '2025-12-31' } });
    await waitFor(() => expect(router.state.location.search).toBe('?to=2025-12-31'));
  });

  it('does not query a date range that is the wrong way round', async () => {
    const fetchMock = stubComps([]);
    renderRoute('/lease-comps?from=2025-06-01&to=2025-01-01');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The start date must not be after the end date.',
    );
    expect(compsCalls(fetchMock)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('shows "No lease comps found" when nothing matches', async () => {
    stubComps([]);
    renderRoute('/lease-comps?type=expansion');
    expect(await screen.findByText('No lease comps found')).toBeVisible();
    expect(within(screen.getByRole('listitem', { name: 'Comps' })).getByText('0')).toBeVisible();
    expect(screen.queryByRole('listitem', { name: 'Avg effective rate' })).toBeNull();
  });
});
