import type { HeatmapCellLeases, HeatmapResponse } from '@common/analytics';
import { readableTextOn, shareBins, shareColour, shareRamp } from '@common/palettes';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { phoneQuery } from '@/lib/use-media-query';
import { signedIn, stubApi } from '@/test/api-stub';
import { renderRoute } from '@/test/render-route';

const quarterDates: [string, string, string][] = [
  ['Q4 2026', '2026-11-26', '2026-12-31'],
  ['Q1 2027', '2027-01-01', '2027-03-31'],
  ['Q2 2027', '2027-04-01', '2027-06-30'],
  ['Q3 2027', '2027-07-01', '2027-09-30'],
  ['Q4 2027', '2027-10-01', '2027-12-31'],
  ['Q1 2028', '2028-01-01', '2028-03-31'],
  ['Q2 2028', '2028-04-01', '2028-06-30'],
  ['Q3 2028', '2028-07-01', '2028-09-30'],
];

const empty = { leases: 0, rsf: 0, share: 0 };

/** Tower One: 120,000 RSF, 3 leases (14,400 RSF, 12%) ending in Q1 2027, one small one in Q3 2028. */
const heatmap: HeatmapResponse = {
  asOf: '2026-11-26',
  quarters: quarterDates.map(([label, start, end]) => ({ label, start, end })),
  buildings: [
    {
      id: 7,
      name: 'Tower One',
      totalRsf: 120_000,
      cells: [
        empty,
        { leases: 3, rsf: 14_400, share: 0.12 },
        empty,
        empty,
        empty,
        empty,
        empty,
        { leases: 1, rsf: 300, share: 0.0025 },
      ],
    },
    {
      id: 9,
      name: 'Harbor Point',
      totalRsf: 40_000,
      cells: [{ leases: 2, rsf: 24_000, share: 0.6 }, empty, empty, empty, empty, empty, empty, empty],
    },
  ],
};

const cellLeases: HeatmapCellLeases = {
  items: [
    {
      leaseId: 31,
      tenantId: 4,
      tenantName: 'Acme Dental',
      suite: '200',
      rsf: 6000,
      endDate: '2027-01-31',
      annualRent: 210_000,
    },
    {
      leaseId: 32,
      tenantId: 5,
      tenantName: 'Bayside PT',
      suite: '210',
      rsf: 4400,
      endDate: '2027-02-28',
      annualRent: 150_000,
    },
    {
      leaseId: 33,
      tenantId: 6,
      tenantName: 'Cedar Law',
      suite: '300',
      rsf: 4000,
      endDate: '2027-03-31',
      annualRent: 140_000,
    },
  ],
};

function stubHeatmap(response: HeatmapResponse = heatmap) {
  return stubApi({
    'GET /api/user': signedIn(),
    'GET /api/analytics/heatmap': () => Response.json(response),
    'GET /api/analytics/heatmap/leases': () => Response.json(cellLeases),
    'GET /api/stacking-plan/buildings': () =>
      Response.json({
        items: [{ id: 7, name: 'Tower One', address: '1 Main', city: 'Austin', state: 'TX' }],
      }),
    'GET /api/users/asset-managers': () => Response.json([{ id: 3, fullName: 'Alex Morgan' }]),
    'GET /api/properties/aggregates': () => Response.json([{ name: 'Austin' }, { name: 'Boston' }]),
  });
}

const callsTo = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path);

const grid = () =>
  screen.findByRole('table', { name: 'Expiring RSF by building and quarter' }, { timeout: 5000 });

describe('Heatmap screen', () => {
  it('draws buildings × quarters, each cell its share coloured by its bin, buildings linking to the property', async () => {
    stubHeatmap();
    renderRoute('/heatmap');
    const table = await grid();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Building', 'Q4 2026from Nov 26', ...quarterDates.slice(1).map(([label]) => label)]);
    const rows = within(table).getAllByRole('rowheader');
    expect(rows.map((row) => row.textContent)).toEqual(['Tower One120,000 RSF', 'Harbor Point40,000 RSF']);
    expect(within(table).getByRole('link', { name: 'Tower One' })).toHaveAttribute('href', '/properties/7');

    const twelve = screen.getByRole('button', { name: 'Tower One, Q1 2027: 12% of RSF, 3 leases' });
    expect(twelve).toHaveTextContent('12%');
    expect(twelve).toHaveStyle({
      backgroundColor: shareColour(0.12),
      color: readableTextOn(shareColour(0.12)),
    });
    expect(shareColour(0.12)).toBe(shareRamp[3]);
    // A sliver prints as <1% and still takes the first coloured bin, not the empty one.
    const sliver = screen.getByRole('button', { name: 'Tower One, Q3 2028: <1% of RSF, 1 lease' });
    expect(sliver).toHaveStyle({ backgroundColor: shareRamp[1] });
    expect(screen.getByRole('button', { name: 'Harbor Point, Q4 2026: 60% of RSF, 2 leases' })).toHaveStyle({
      backgroundColor: shareRamp[5],
    });
    // Quarters with nothing ending are not buttons: 8 cells per building, 3 of them open leases.
    expect(within(table).getAllByRole('button')).toHaveLength(3);
    const towerCells = within(rows[0]?.closest('tr') as HTMLElement).getAllByRole('cell');
    expect(towerCells.map((cell) => cell.textContent)).toEqual([
      '0%',
      '12%',
      '0%',
      '0%',
      '0%',
      '0%',
      '0%',
      '<1%',
    ]);
    expect(towerCells[0]?.firstElementChild).toHaveStyle({ backgroundColor: shareRamp[0] });
    expect(screen.getByText('Showing 1–2 of 2 buildings')).toBeVisible();
  });

  it('keys every share bin in the legend', async () => {
    stubHeatmap();
    renderRoute('/heatmap');
    const legend = await screen.findByRole(
      'region',
      { name: "Share of the building's RSF expiring" },
      { timeout: 5000 },
    );
    const items = within(legend).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(shareBins.map((bin) => bin.label));
    items.forEach((item, index) => {
      expect(item.querySelector('[data-swatch]')).toHaveStyle({ backgroundColor: shareRamp[index] });
    });
  });

  it('asks for the scope in the URL, under the API’s names, and writes a new as-of day to the URL', async () => {
    const fetchMock = stubHeatmap();
    const { router } = renderRoute('/heatmap?building=7&assetManager=3&market=Austin&asOf=2026-06-30&page=1');
    await grid();
    const [first] = callsTo(fetchMock, '/api/analytics/heatmap');
    expect(Object.fromEntries(first?.searchParams ?? [])).toEqual({
      building: '7',
      assetManager: '3',
      market: 'Austin',
      asOf: '2026-06-30',
    });
    fireEvent.change(screen.getByLabelText('As of'), { target: { value: '2027-01-15' } });
    await waitFor(() =>
      expect(router.state.location.search).toBe('?building=7&assetManager=3&market=Austin&asOf=2027-01-15'),
    );
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/analytics/heatmap').at(-1)?.searchParams.get('asOf')).toBe(
        '2027-01-15',
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('leaves out a scope the API would refuse', async () => {
    const fetchMock = stubHeatmap();
    renderRoute('/heatmap?building=abc&asOf=2026-02-30&market=');
    await grid();
    expect(callsTo(fetchMock, '/api/analytics/heatmap')[0]?.search).toBe('');
  });

  it('opens a cell: its leases, on the grid’s day, tenants and leases linked, totals matching the cell', async () => {
    const fetchMock = stubHeatmap();
    renderRoute('/heatmap');
    await grid();
    await userEvent.click(screen.getByRole('button', { name: 'Tower One, Q1 2027: 12% of RSF, 3 leases' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tower One, Q1 2027' });
    expect(dialog).toHaveTextContent(
      "3 leases ending Jan 1, 2027 – Mar 31, 2027: 14,400 RSF, 12% of the building's 120,000 RSF.",
    );
    const table = await within(dialog).findByRole('table', { name: 'Leases' });
    const [url] = callsTo(fetchMock, '/api/analytics/heatmap/leases');
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      building: '7',
      start: '2027-01-01',
      end: '2027-03-31',
      asOf: '2026-11-26',
    });
    const rows = within(table).getAllByRole('row');
    // Header, three leases, the total.
    expect(rows).toHaveLength(5);
    expect(rows[1]).toHaveTextContent('Acme Dental2006,00001/31/2027$210,000#31');
    expect(within(table).getByRole('link', { name: 'Acme Dental' })).toHaveAttribute('href', '/tenants/4');
    expect(within(table).getByRole('link', { name: 'Lease #31, Acme Dental' })).toHaveAttribute(
      'href',
      '/leases?leaseId=31',
    );
    expect(rows[4]).toHaveTextContent('Total14,400$500,000');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('lists a cell’s leases one under another on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === phoneQuery,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    stubHeatmap();
    renderRoute('/heatmap');
    await grid();
    await userEvent.click(screen.getByRole('button', { name: 'Tower One, Q1 2027: 12% of RSF, 3 leases' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tower One, Q1 2027' });
    const list = await within(dialog).findByRole('list', { name: 'Leases' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent(
      'Acme Dental#31Suite 200 · 6,000 RSF · ends 01/31/2027$210,000 a year',
    );
    expect(
      within(items[0] as HTMLElement).getByRole('link', { name: 'Lease #31, Acme Dental' }),
    ).toHaveAttribute('href', '/leases?leaseId=31');
    expect(within(dialog).queryByRole('table')).toBeNull();
  });

  it('reaches the cells by keyboard', async () => {
    stubHeatmap();
    renderRoute('/heatmap');
    await grid();
    const cell = screen.getByRole('button', { name: 'Harbor Point, Q4 2026: 60% of RSF, 2 leases' });
    cell.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Harbor Point, Q4 2026' })).toBeVisible();
  });

  it('says so when the scope has no buildings, and offers to clear it', async () => {
    stubHeatmap({ ...heatmap, buildings: [] });
    const { router } = renderRoute('/heatmap?market=Boston');
    expect(await screen.findByText('No buildings in this scope.', {}, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear All' }).at(-1) as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says so when the portfolio has no buildings', async () => {
    stubHeatmap({ ...heatmap, buildings: [] });
    renderRoute('/heatmap');
    expect(
      await screen.findByText('No buildings in the portfolio yet.', {}, { timeout: 5000 }),
    ).toBeVisible();
  });

  it('pages through many buildings, 50 at a time', async () => {
    const many: HeatmapResponse = {
      ...heatmap,
      buildings: Array.from({ length: 60 }, (_, index) => ({
        id: index + 1,
        name: `Building ${String(index + 1).padStart(2, '0')}`,
        totalRsf: 1000,
        cells: heatmap.quarters.map(() => empty),
      })),
    };
    stubHeatmap(many);
    const { router } = renderRoute('/heatmap');
    const table = await grid();
    expect(within(table).getAllByRole('rowheader')).toHaveLength(50);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(
      within(await grid())
        .getAllByRole('rowheader')
        .map((row) => row.textContent?.slice(0, 11)),
    ).toEqual(Array.from({ length: 10 }, (_, index) => `Building ${51 + index}`));
    expect(screen.getByText('Showing 51–60 of 60 buildings')).toBeVisible();
  });

  it('offers to try again when the heatmap cannot be loaded', async () => {
    stubApi({
      'GET /api/user': signedIn(),
      'GET /api/analytics/heatmap': () => Response.json({ message: 'Boom' }, { status: 500 }),
    });
    renderRoute('/heatmap');
    expect(await screen.findByText('Could not load the heatmap.', {}, { timeout: 5000 })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
