import type { SpaceDetail } from '@common/spaces';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedIn, stubApi } from '@/test/api-stub';
import { renderRoute } from '@/test/render-route';

const detail: SpaceDetail = {
  id: 8,
  suite: '220',
  rentableSf: 2100,
  usableSf: 1909,
  spaceType: 'medical',
  status: 'vacant',
  askingRentPsf: 34.5,
  dateAvailable: '2026-09-23',
  isSpecSuite: false,
  isDivisible: false,
  minDivisibleSf: null,
  makeReadyStatus: 'needs_build_out',
  marketingDescription: 'Build-out starts next month.',
  listingStatus: 'inactive',
  property: {
    id: 1,
    name: 'Angelview Medical Center',
    address: '2200 Angelview Parkway',
    city: 'Austin',
    state: 'TX',
    market: 'Southwest',
    zipCode: '78705',
  },
  floor: { id: 2, number: 2 },
  currentLease: null,
  leases: [
    {
      id: 56,
      tenant: { id: 41, name: 'Westlake Allergy Clinic' },
      startDate: '2019-09-23',
      endDate: '2026-09-22',
      baseRentPsf: 32,
      escalationPct: 2.75,
      leaseType: 'net',
      status: 'expired',
      isSublease: false,
    },
    {
      id: 63,
      tenant: { id: 43, name: 'Coral Pediatric Dentistry' },
      startDate: '2027-01-06',
      endDate: '2034-01-05',
      baseRentPsf: 35,
      escalationPct: 3,
      leaseType: 'net',
      status: 'pending',
      isSublease: false,
    },
  ],
  deals: [
    {
      id: 26,
      title: 'Coral – Angelview',
      prospectName: 'Coral Pediatric Dentistry',
      tenant: { id: 43, name: 'Coral Pediatric Dentistry' },
      stage: 'deal',
      dealType: 'new',
      squareFeetNeeded: 2100,
      proposedRent: 35,
      lastActivityAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    },
    {
      id: 27,
      title: 'Other',
      prospectName: 'Ferro Labs',
      tenant: null,
      stage: 'touring',
      dealType: 'new',
      squareFeetNeeded: 2000,
      proposedRent: null,
      lastActivityAt: new Date(Date.now() - 10 * 86_400_000).toISOString(),
    },
  ],
};

describe('space detail screen', () => {
  it('shows the suite, its building, its lease history newest first and its deals', async () => {
    stubApi({ 'GET /api/user': signedIn(), 'GET /api/spaces/8': () => Response.json(detail) });
    renderRoute('/spaces/8');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Suite 220 · Angelview Medical Center' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Angelview Medical Center' })).toHaveAttribute(
      'href',
      '/properties/1',
    );
    expect(screen.getByText('$34.50/SF/yr')).toBeVisible();
    expect(screen.getByText('Build-out starts next month.')).toBeVisible();
    expect(screen.getByText('No active lease: this suite is vacant.')).toBeVisible();

    const history = screen.getByRole('table', { name: 'Lease history' });
    const tenants = within(history)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(tenants).toEqual(['Coral Pediatric Dentistry', 'Westlake Allergy Clinic']);

    const deals = screen.getByRole('table', { name: 'Deals' });
    const [first, second] = within(deals).getAllByRole('row').slice(1) as HTMLElement[];
    expect(within(first as HTMLElement).getByText('Deal Complete')).toBeVisible();
    expect(within(first as HTMLElement).getByText('$35.00')).toBeVisible();
    expect(within(first as HTMLElement).getByText('3 days ago')).toBeVisible();
    expect(within(second as HTMLElement).getByText('—')).toBeVisible();
    expect(within(second as HTMLElement).getByRole('link', { name: 'Ferro Labs' })).toHaveAttribute(
      'href',
      '/deals/27',
    );
  });

  it.each(['/spaces/999999', '/spaces/abc'])("shows 'Space Not Found' at %s", async (path) => {
    stubApi({ 'GET /api/user': signedIn() });
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Space Not Found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Available Spaces' })).toHaveAttribute('href', '/spaces');
  });
});
