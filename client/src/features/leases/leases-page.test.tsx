import type { LeaseDetail, LeaseListItem } from '@common/leases';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedIn, stubApi } from '@/test/api-stub';
import { renderRoute } from '@/test/render-route';

const item = (id: number, tenant: string, extra: Partial<LeaseListItem> = {}): LeaseListItem => ({
  id,
  tenant: { id: 10 + id, name: tenant },
  property: { id: 2, name: 'Downtown Tower' },
  suite: '300',
  floorNumber: 3,
  squareFeet: 4500,
  startDate: '2022-03-01',
  endDate: '2027-02-28',
  baseRentPsf: 32.5,
  leaseType: 'triple-net',
  status: 'active',
  escalationPct: 3,
  ownerId: 2,
  ownerName: 'Alex Morgan',
  ownerAssigned: false,
  ...extra,
});

const detail = (lease: LeaseListItem): LeaseDetail => ({
  ...lease,
  spaceId: 7,
  inPlaceRentPsf: 35.51,
  securityDeposit: 0,
  freeRentMonths: 0,
  tiPsf: 0,
  isSublease: false,
});

function stubLeases(items: LeaseListItem[], total = items.length) {
  return stubApi({
    'GET /api/user': signedIn(),
    'GET /api/leases': () => Response.json({ items, total }),
    'GET /api/leases/1': () => Response.json(detail(items[0]!)),
  });
}

const leaseQueries = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/leases')
    .map((url) => url.searchParams);

describe('Lease Documents screen', () => {
  it('lists every lease with its tenant, property, dates, rent, type and status', async () => {
    stubLeases([item(1, 'Meridian Capital Partners'), item(2, 'Acme Dental', { status: 'expired' })]);
    renderRoute('/leases');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lease Documents' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Leases' });
    const row = within(table).getByRole('row', { name: /Meridian Capital Partners/ });
    expect(within(row).getByRole('link', { name: 'Meridian Capital Partners' })).toHaveAttribute(
      'href',
      '/tenants/11',
    );
    expect(within(row).getByRole('link', { name: 'Downtown Tower' })).toHaveAttribute(
      'href',
      '/properties/2',
    );
    expect(within(row).getByText('03/01/2022')).toBeInTheDocument();
    expect(within(row).getByText('02/28/2027')).toBeInTheDocument();
    expect(within(row).getByText('$32.50')).toBeInTheDocument();
    expect(within(row).getByText('Triple Net (NNN)')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(table).getByText('Expired')).toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 2 leases')).toBeInTheDocument();
  });

  it('sends ?expiring= and ?tenant= from the URL to the API', async () => {
    const fetchMock = stubLeases([item(1, 'Meridian Capital Partners')], 1);
    renderRoute('/leases?expiring=90&tenant=11');
    await screen.findByRole('table', { name: 'Leases' });
    const query = leaseQueries(fetchMock).at(-1)!;
    expect(query.get('expiring')).toBe('90');
    expect(query.get('tenant')).toBe('11');
    expect(screen.getByRole('combobox', { name: 'Expiring' })).toHaveTextContent('90 days');
  });

  it('filters by keyword', async () => {
    const fetchMock = stubLeases([item(1, 'Meridian Capital Partners')]);
    renderRoute('/leases');
    await screen.findByRole('table', { name: 'Leases' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Keyword' }), 'meridian');
    await waitFor(() => expect(leaseQueries(fetchMock).at(-1)?.get('keyword')).toBe('meridian'));
  });

  it('shows "No leases match these filters." when the filters match nothing', async () => {
    stubLeases([]);
    renderRoute('/leases?status=terminated');
    expect(await screen.findByText('No leases match these filters.')).toBeInTheDocument();
  });

  it('opens a lease from its row, with a Renew link', async () => {
    stubLeases([item(1, 'Meridian Capital Partners')]);
    const { router } = renderRoute('/leases');
    const row = await screen.findByRole('row', { name: /Meridian Capital Partners/ });
    await userEvent.click(within(row).getByText('4,500'));
    const dialog = await screen.findByRole('dialog');
    expect(router.state.location.search).toBe('?leaseId=1');
    expect(await within(dialog).findByText('$35.51')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Renew' })).toHaveAttribute('href', '/leases/1/renew');
  });

  it('pages through the leases 50 at a time, with the page in the URL', async () => {
    const all = Array.from({ length: 120 }, (_, index) => item(index + 1, `Tenant ${index + 1}`));
    const fetchMock = stubApi({
      'GET /api/user': signedIn(),
      'GET /api/leases': () => {
        const query = leaseQueries(fetchMock).at(-1)!;
        const offset = Number(query.get('offset'));
        return Response.json({
          items: all.slice(offset, offset + Number(query.get('limit'))),
          total: all.length,
        });
      },
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/leases?status=active');
    const table = await screen.findByRole('table', { name: 'Leases' });
    expect(await screen.findByText('Showing 1–50 of 120 leases')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(51);
    const pages = screen.getByRole('navigation', { name: 'Lease pages' });
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 51–100 of 120 leases')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Tenant 51' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=active&page=2');
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 101–120 of 120 leases')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(leaseQueries(fetchMock).map((query) => [query.get('status'), query.get('offset')])).toEqual([
      ['active', null],
      ['active', '50'],
      ['active', '100'],
    ]);
    await user.type(screen.getByRole('searchbox', { name: /keyword/i }), 'Tenant');
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=Tenant&status=active'));
    expect(await screen.findByText('Showing 1–50 of 120 leases')).toBeInTheDocument();
  });

  it('a page past the end (a stale link) shows the last page', async () => {
    const all = Array.from({ length: 60 }, (_, index) => item(index + 1, `Tenant ${index + 1}`));
    const fetchMock = stubApi({
      'GET /api/user': signedIn(),
      'GET /api/leases': () => {
        const offset = Number(leaseQueries(fetchMock).at(-1)!.get('offset'));
        return Response.json({ items: all.slice(offset, offset + 50), total: all.length });
      },
    });
    const { router } = renderRoute('/leases?page=9');
    expect(await screen.findByText('Showing 51–60 of 60 leases')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
  });
});
