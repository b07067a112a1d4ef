import { type RentRollResponse, type RentRollRow, rentRollColumns } from '@common/analytics';
import { suiteStatusLabels } from '@common/lease-lifecycle';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { phoneQuery } from '@/lib/use-media-query';
import { signedIn, stubApi } from '@/test/api-stub';
import { renderRoute } from '@/test/render-route';

const row = (spaceId: number, suite: string, extra: Partial<RentRollRow> = {}): RentRollRow => ({
  spaceId,
  buildingId: 7,
  buildingName: 'Tower One',
  suite,
  leaseId: 31,
  tenantId: 4,
  tenantName: 'Acme Dental',
  rsf: 6000,
  startDate: '2023-04-01',
  endDate: '2028-03-31',
  baseRentPsf: 32.5,
  inPlaceRentPsf: 34.48,
  annualRent: 206_880,
  status: 'occupied',
  options: 'Renewal (notice by 2027-03-01)',
  ...extra,
});

const vacant = (spaceId: number, suite: string) =>
  row(spaceId, suite, {
    leaseId: null,
    tenantId: null,
    tenantName: null,
    startDate: null,
    endDate: null,
    baseRentPsf: null,
    inPlaceRentPsf: null,
    annualRent: null,
    status: 'vacant',
    options: '',
  });

const response = (rows: RentRollRow[], total = rows.length): RentRollResponse => ({
  asOf: '2026-11-26',
  rows,
  total,
  totals: { suites: total, rsf: 30_000, leasedRsf: 22_800, annualRent: 812_345 },
});

function stubRentRoll(answer: (url: URL) => RentRollResponse) {
  return stubApi({
    'GET /api/user': signedIn(),
    'GET /api/rent-roll': ({ path }) => Response.json(answer(new URL(path, 'http://localhost'))),
    'GET /api/users/asset-managers': () => Response.json([{ id: 3, fullName: 'Alex Morgan' }]),
    'GET /api/stacking-plan/buildings': () =>
      Response.json({
        items: [
          { id: 7, name: 'Tower One', address: '1 Main', city: 'Austin', state: 'TX' },
          { id: 9, name: 'Harbor Point', address: '9 Bay', city: 'Boston', state: 'MA' },
        ],
      }),
  });
}

const rentRollCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/rent-roll');

const table = () => screen.findByRole('table', { name: 'Rent roll' }, { timeout: 5000 });

describe('Rent roll screen', () => {
  it('heads the table with the rent roll columns and shows a row per suite, vacant ones with dashes', async () => {
    stubRentRoll(() =>
      response([
        row(1, '200'),
        vacant(2, '230'),
        row(3, '300', {
          status: 'pre-leased',
          tenantName: 'Coral Kids',
          tenantId: 8,
          options: 'Renewal (notice by 2027-03-01); Expansion',
        }),
      ]),
    );
    renderRoute('/rent-roll');
    const rentRoll = await table();
    expect(
      within(rentRoll)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([...rentRollColumns]);
    const [, first, second, third] = within(rentRoll).getAllByRole('row');
    expect(
      within(first as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Tower One',
      '200',
      'Acme Dental',
      '6,000',
      '04/01/2023',
      '03/31/2028',
      '$32.50',
      '$34.48',
      '$206,880',
      suiteStatusLabels.occupied,
      'Renewal (notice by 2027-03-01)',
    ]);
    expect(within(first as HTMLElement).getByRole('link', { name: 'Acme Dental' })).toHaveAttribute(
      'href',
      '/tenants/4',
    );
    expect(within(first as HTMLElement).getByRole('link', { name: 'Tower One' })).toHaveAttribute(
      'href',
      '/properties/7',
    );
    expect(within(first as HTMLElement).getByRole('link', { name: '200' })).toHaveAttribute(
      'href',
      '/spaces/1',
    );
    expect(
      within(second as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Tower One', '230', '—', '6,000', '—', '—', '—', '—', '—', suiteStatusLabels.vacant, '—']);
    expect(third).toHaveTextContent(suiteStatusLabels['pre-leased']);
    // Two options: one a line, the text the API's.
    const options = within(third as HTMLElement)
      .getAllByRole('cell')
      .at(-1);
    expect(options?.textContent).toBe('Renewal (notice by 2027-03-01); Expansion');
    expect(options?.querySelectorAll(':scope > span')).toHaveLength(2);
    expect(screen.getByText('Showing 1–3 of 3 suites')).toBeVisible();
  });

  it('sums the whole scope: suites, RSF, leased RSF and annual rent', async () => {
    stubRentRoll(() => response([row(1, '200')], 120));
    renderRoute('/rent-roll');
    const totals = await screen.findByRole('region', { name: 'Totals' }, { timeout: 5000 });
    expect(totals).toHaveTextContent('Suites120RSF30,000Leased RSF22,80076% of RSFAnnual rent$812,345');
    expect(screen.getByText('Every suite with its lease and rent, as of Nov 26, 2026.')).toBeVisible();
  });

  it('filters by building and as-of day in the URL, and the exports take the same scope', async () => {
    const user = userEvent.setup();
    const fetchMock = stubRentRoll(() => response([row(1, '200')]));
    const { router } = renderRoute('/rent-roll');
    await table();
    expect(Object.fromEntries(rentRollCalls(fetchMock)[0]?.searchParams ?? [])).toEqual({ limit: '50' });
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/rent-roll/export.csv',
    );

    await user.click(screen.getByRole('combobox', { name: 'Building' }));
    const choices = await screen.findAllByRole('option');
    expect(choices.map((choice) => choice.textContent)).toEqual([
      'All buildings',
      'Harbor Point',
      'Tower One',
    ]);
    await user.click(screen.getByRole('option', { name: 'Harbor Point' }));
    await waitFor(() => expect(router.state.location.search).toBe('?building=9'));
    fireEvent.change(screen.getByLabelText('As of'), { target: { value: '2026-06-30' } });
    await waitFor(() => expect(router.state.location.search).toBe('?building=9&asOf=2026-06-30'));
    await waitFor(() =>
      expect(Object.fromEntries(rentRollCalls(fetchMock).at(-1)?.searchParams ?? [])).toEqual({
        building: '9',
        asOf: '2026-06-30',
        limit: '50',
      }),
    );
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/rent-roll/export.csv?building=9&asOf=2026-06-30',
    );
    expect(screen.getByRole('link', { name: 'Export Excel' })).toHaveAttribute(
      'href',
      '/api/rent-roll/export.xlsx?building=9&asOf=2026-06-30',
    );
    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('keeps the asset manager and market a link from Analytics brings, as chips that remove them', async () => {
    const user = userEvent.setup();
    const fetchMock = stubRentRoll(() => response([row(1, '200')]));
    const { router } = renderRoute('/rent-roll?assetManager=3&market=Austin&asOf=2026-06-30');
    await table();
    expect(Object.fromEntries(rentRollCalls(fetchMock)[0]?.searchParams ?? [])).toEqual({
      assetManager: '3',
      market: 'Austin',
      asOf: '2026-06-30',
      limit: '50',
    });
    expect(screen.getByRole('link', { name: 'Export Excel' })).toHaveAttribute(
      'href',
      '/api/rent-roll/export.xlsx?assetManager=3&market=Austin&asOf=2026-06-30',
    );
    const chips = screen.getByRole('list', { name: 'Also filtered by' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Asset manager: Alex Morgan', 'Market: Austin']);
    await user.click(screen.getByRole('button', { name: 'Remove Market: Austin' }));
    await waitFor(() => expect(router.state.location.search).toBe('?assetManager=3&asOf=2026-06-30'));
    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('list', { name: 'Also filtered by' })).toBeNull();
  });

  it('pages with limit and offset, 50 suites at a time', async () => {
    const fetchMock = stubRentRoll((url) => {
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const count = Math.min(50, 120 - offset);
      return response(
        Array.from({ length: count }, (_, index) => row(offset + index + 1, String(offset + index + 1))),
        120,
      );
    });
    const { router } = renderRoute('/rent-roll?building=7');
    // One building: its name is the filter's, so the table leaves the Building column out.
    expect(
      within(await table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(rentRollColumns.filter((column) => column !== 'Building'));
    expect(screen.getByText('Showing 1–50 of 120 suites')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?building=7&page=2'));
    expect(await screen.findByText('Showing 51–100 of 120 suites')).toBeVisible();
    expect(Object.fromEntries(rentRollCalls(fetchMock).at(-1)?.searchParams ?? [])).toEqual({
      building: '7',
      limit: '50',
      offset: '50',
    });
  });

  it('shows a card per suite on a phone, with every column', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === phoneQuery,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    stubRentRoll(() => response([row(1, '200'), vacant(2, '230')]));
    renderRoute('/rent-roll');
    const cards = await screen.findByRole('list', { name: 'Rent roll' }, { timeout: 5000 });
    expect(screen.queryByRole('table', { name: 'Rent roll' })).toBeNull();
    const [let200, vacant230] = within(cards).getAllByRole('listitem');
    expect(let200).toHaveTextContent(
      'Suite 200Tower OneOccupiedAcme DentalRSF6,000Term04/01/2023 – 03/31/2028Base / in-place rent$32.50 / $34.48 per RSF/yrAnnual rent$206,880OptionsRenewal (notice by 2027-03-01)',
    );
    expect(vacant230).toHaveTextContent('Suite 230Tower OneVacant');
  });

  it('says so when the scope has no suites', async () => {
    stubRentRoll(() => ({ ...response([], 0), totals: { suites: 0, rsf: 0, leasedRsf: 0, annualRent: 0 } }));
    renderRoute('/rent-roll?building=9');
    expect(await screen.findByText('This building has no suites.', {}, { timeout: 5000 })).toBeVisible();
  });

  it('says so when a market has no suites', async () => {
    stubRentRoll(() => ({ ...response([], 0), totals: { suites: 0, rsf: 0, leasedRsf: 0, annualRent: 0 } }));
    renderRoute('/rent-roll?market=Nowhere');
    expect(await screen.findByText('No suites in this scope.', {}, { timeout: 5000 })).toBeVisible();
  });

  it('offers to try again when the rent roll cannot be loaded', async () => {
    stubApi({
      'GET /api/user': signedIn(),
      'GET /api/rent-roll': () => Response.json({ message: 'Boom' }, { status: 500 }),
    });
    renderRoute('/rent-roll');
    expect(await screen.findByText('Could not load the rent roll.', {}, { timeout: 5000 })).toBeVisible();
  });
});
