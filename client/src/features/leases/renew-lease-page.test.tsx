import type { LeaseDetail } from '@common/leases';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedIn, stubApi } from '@/test/api-stub';
import { renderRoute } from '@/test/render-route';

const lease: LeaseDetail = {
  id: 4,
  tenant: { id: 11, name: 'Meridian Capital Partners' },
  property: { id: 2, name: 'Downtown Tower' },
  suite: '300',
  floorNumber: 3,
  squareFeet: 4500,
  startDate: '2022-03-01',
  endDate: '2027-02-28',
  baseRentPsf: 32.5,
  leaseType: 'gross',
  status: 'active',
  escalationPct: 3,
  spaceId: 7,
  inPlaceRentPsf: 35.51,
  securityDeposit: 0,
  freeRentMonths: 0,
  tiPsf: 0,
  isSublease: false,
  ownerId: 2,
  ownerName: 'Alex Morgan',
  ownerAssigned: false,
};

describe('Renew Lease screen', () => {
  it('creates the renewal deal and lands on its deal page', async () => {
    const fetchMock = stubApi({
      'GET /api/user': signedIn(),
      'GET /api/leases/4': () => Response.json(lease),
      'POST /api/leases/4/renew': () => Response.json({ opportunityId: 42 }, { status: 201 }),
    });
    const { router } = renderRoute('/leases/4/renew');
    expect(await screen.findByText('Meridian Capital Partners')).toBeInTheDocument();
    expect(screen.getByText('$35.51')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create renewal deal' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/deals/42'));
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it('shows the conflict message and a link to the pipeline on 409', async () => {
    stubApi({
      'GET /api/user': signedIn(),
      'GET /api/leases/4': () => Response.json(lease),
      'POST /api/leases/4/renew': () =>
        Response.json(
          { message: 'An open renewal deal already exists' },
          { status: 409, statusText: 'Conflict' },
        ),
    });
    renderRoute('/leases/4/renew');
    await userEvent.click(await screen.findByRole('button', { name: 'Create renewal deal' }));
    expect(await screen.findByText('An open renewal deal already exists')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the pipeline' })).toHaveAttribute('href', '/deals');
  });

  it('shows "Lease Not Found" for a lease that does not exist', async () => {
    stubApi({ 'GET /api/user': signedIn() });
    renderRoute('/leases/999/renew');
    expect(await screen.findByRole('heading', { name: 'Lease Not Found' })).toBeInTheDocument();
  });
});
