import type { AvailableSpace, BuildingInfo, LeaseComp } from '@common/listings';
import type { PropertyDetail } from '@common/properties';
import type { BuildingHealth } from '@common/risk';
import type { PlacedLease } from '@common/spaces';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedIn, stubApi } from '@/test/api-stub';
import { renderRoute } from '@/test/render-route';

const property: PropertyDetail = {
  id: 1,
  name: 'Angelview Medical Center',
  address: '2200 Angelview Parkway',
  city: 'Austin',
  state: 'TX',
  zipCode: '78705',
  market: 'Southwest',
  assetClass: 'medical',
  assetType: 'core',
  assetManager: null,
  owner: { name: 'Angelview LLC', type: 'REIT', contact: { name: 'Priya', email: null, phone: null } },
  yearBuilt: 2008,
  yearRenovated: 2021,
  isMedical: true,
  floorCount: 4,
  totalSf: 58000,
  amenities: [],
  certifications: [],
  hospitalRestrictions: [],
  walt: { inPlaceSf: 40_000, inPlaceRent: 1_400_000, byArea: 4.26, byRent: 3.94 },
};

const building: BuildingInfo = {
  name: 'Angelview Medical Center',
  address: '2200 Angelview Parkway',
  city: 'Austin',
  state: 'TX',
  zip_code: '78705',
  asset_class: 'medical',
  total_sf: 58000,
  floor_count: 4,
  year_built: 2008,
  year_renovated: null,
  is_medical: true,
  ownership: {
    owner_name: 'Angelview Healthcare Properties LLC',
    owner_type: 'Healthcare REIT',
    contact: { name: 'Priya Raman', email: 'priya@example.com', phone: '(512) 555-0100' },
  },
  amenities: ['Pharmacy on site'],
  certifications: ['LEED Silver'],
  hospital_restrictions: ['No competing diagnostic imaging'],
};

const comp = (id: number, type: LeaseComp['lease_type'], term: number): LeaseComp => ({
  comp_id: id,
  tenant_name: `Tenant ${id}`,
  suite: null,
  rentable_sf: 2000,
  lease_type: type,
  term_months: term,
  rate: { starting_psf: 34, average_psf: 36.1, effective_psf: 32.965 },
  transaction_date: '2026-03-27',
});

const space = (id: number, suite: string): AvailableSpace => ({
  space_id: id,
  suite,
  floor_number: 1,
  rentable_sf: 2400,
  asking_rate: { psf: 36, annual: 86400, monthly: 7200 },
  date_available: '2026-08-24',
  space_type: 'medical',
  is_spec_suite: true,
  is_divisible: true,
  min_divisible_sf: 1200,
  make_ready_status: 'move_in_ready',
  marketing_description: `Suite ${suite} description`,
  broker: { name: 'Jordan Rivera', company: null, email: null, phone: null },
  floor_plan_url: null,
});

const lease: PlacedLease = {
  id: 9,
  tenant: { id: 27, name: 'Angelview Family Medicine' },
  startDate: '2018-01-07',
  endDate: '2028-01-06',
  baseRentPsf: 33.5,
  escalationPct: 3,
  leaseType: 'net',
  status: 'active',
  isSublease: false,
  property: { id: 1, name: 'Angelview Medical Center' },
  spaceId: 1,
  suite: '101',
  floorNumber: 1,
  rentableSf: 4200,
};

const ok = (data: unknown) => () => Response.json({ success: true, data });
const failed = () => Response.json({ success: false, message: 'Unable to fetch' });

const health: BuildingHealth = {
  propertyId: 1,
  hasSuites: true,
  healthScore: 78,
  avgTenantSatisfaction: '7.9',
  percentDissatisfied: '12.5',
  isAtRisk: false,
  topIssues: ['Parking availability'],
  totalVacancy: '4,200',
  vacancyPercentage: '6.1',
  upcomingExpirations6mo: 1,
  upcomingExpirations12mo: 2,
  upcomingExpirations18mo: 4,
  estimated: false,
};

function stubProperty(overrides: Record<string, () => Response> = {}) {
  return stubApi({
    'GET /api/user': signedIn(),
    'GET /api/properties/1': () => Response.json(property),
    'GET /api/listings/buildings/1': ok(building),
    'GET /api/listings/lease-comps': ok([
      comp(1, 'new', 60),
      comp(2, 'renewal', 18),
      comp(3, 'expansion', 12),
    ]),
    'GET /api/listings/available-spaces': ok([space(5, '140'), space(13, '330')]),
    'GET /api/risk/properties/1/health': () => Response.json(health),
    'GET /api/properties/1/tenants': () =>
      Response.json([
        {
          id: 27,
          name: 'Angelview Family Medicine',
          industry: 'Medical',
          contactName: null,
          contactEmail: null,
          contactPhone: null,
          leases: [lease],
        },
      ]),
    'GET /api/properties/1/leases': () => Response.json([lease]),
    ...overrides,
  });
}

describe('property detail screen', () => {
  it('shows the header, the building card and the comps with their badges', async () => {
    stubProperty();
    renderRoute('/properties/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Angelview Medical Center' })).toBeVisible();
    expect(screen.getByText('2200 Angelview Parkway, Austin, TX 78705')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Properties' })).toHaveAttribute('href', '/properties');
    const walt = screen.getByLabelText('Lease term remaining');
    expect(
      within(walt)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['4.3 yrs', '3.9 yrs']);
    expect(
      within(walt)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['WALT by area', 'by rent']);
    expect(screen.getByRole('link', { name: 'Stacking Plan' })).toHaveAttribute(
      'href',
      '/stacking-plan?building=1',
    );
    expect(screen.getByRole('link', { name: 'View Calendar' })).toHaveAttribute(
      'href',
      '/critical-dates?building=1',
    );

    expect(await screen.findByText('Angelview Healthcare Properties LLC')).toBeVisible();
    expect(screen.getByText('No competing diagnostic imaging')).toBeVisible();
    const comps = await screen.findByRole('table', { name: 'Lease comparables' });
    const rows = within(comps).getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByText('New')).toHaveAttribute('data-style', 'default');
    expect(within(rows[0] as HTMLElement).getByText('5 years')).toBeVisible();
    expect(within(rows[1] as HTMLElement).getByText('Renewal')).toHaveAttribute('data-style', 'secondary');
    expect(within(rows[1] as HTMLElement).getByText('18 months')).toBeVisible();
    expect(within(rows[2] as HTMLElement).getByText('Expansion')).toHaveAttribute(
      'data-style',
      'destructive',
    );
    expect(within(rows[0] as HTMLElement).getByText('$32.97')).toBeVisible();

    const healthCard = await screen.findByRole('region', { name: 'Building Health' });
    expect(within(healthCard).getByText('Healthy')).toBeVisible();
    expect(within(healthCard).getByText('Parking availability')).toBeVisible();
  });

  it('says a building without suites has no health score, and satisfaction without surveys has no data', async () => {
    stubProperty({
      'GET /api/risk/properties/1/health': () =>
        Response.json({
          ...health,
          hasSuites: false,
          healthScore: null,
          avgTenantSatisfaction: null,
          percentDissatisfied: null,
          topIssues: [],
        } satisfies BuildingHealth),
    });
    renderRoute('/properties/1');
    const healthCard = await screen.findByRole('region', { name: 'Building Health' });
    expect(within(healthCard).getByText('No floors or suites recorded')).toBeVisible();
    expect(within(healthCard).queryByText('Healthy')).not.toBeInTheDocument();
    expect(within(healthCard).queryByText('/100')).not.toBeInTheDocument();
    expect(within(healthCard).queryByText(/N\/A/)).not.toBeInTheDocument();
  });

  it('shows a dash for WALT when no lease is in place', async () => {
    stubProperty({
      'GET /api/properties/1': () =>
        Response.json({ ...property, walt: { inPlaceSf: 0, inPlaceRent: 0, byArea: null, byRent: null } }),
    });
    renderRoute('/properties/1');
    const walt = await screen.findByLabelText('Lease term remaining');
    expect(
      within(walt)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['—', '—']);
  });

  it('hides hospital restrictions for a building that is not medical', async () => {
    stubProperty({ 'GET /api/listings/buildings/1': ok({ ...building, is_medical: false }) });
    renderRoute('/properties/1');
    expect(await screen.findByText('Angelview Healthcare Properties LLC')).toBeVisible();
    expect(screen.queryByText('No competing diagnostic imaging')).not.toBeInTheDocument();
  });

  it('expands one space at a time, by row or by the More/Less control', async () => {
    const user = userEvent.setup();
    stubProperty();
    renderRoute('/properties/1?tab=spaces');
    const more140 = await screen.findByRole('button', { name: 'More about suite 140' });
    await user.click(more140);
    expect(screen.getByRole('region', { name: 'Suite 140 details' })).toHaveTextContent(
      'Suite 140 description',
    );
    expect(screen.getByRole('link', { name: 'View space' })).toHaveAttribute('href', '/spaces/5');
    expect(screen.getByText('$36.00/SF/yr · $86,400/yr · $7,200/mo')).toBeVisible();

    await user.click(screen.getByText('Suite 330'));
    expect(screen.getByRole('region', { name: 'Suite 330 details' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Suite 140 details' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Less about suite 330' }));
    expect(screen.queryByRole('region', { name: /details$/ })).not.toBeInTheDocument();
  });

  it('shows the unavailable cards when the provider fails', async () => {
    stubProperty({
      'GET /api/listings/buildings/1': failed,
      'GET /api/listings/lease-comps': () => Response.json({ success: false, message: 'x' }, { status: 502 }),
      'GET /api/listings/available-spaces': failed,
    });
    renderRoute('/properties/1');
    expect(await screen.findByText('Building information unavailable')).toBeVisible();
    expect(await screen.findByText('Lease comparables unavailable')).toBeVisible();
    expect(
      screen.getAllByText("We're unable to retrieve this information at the moment. Please try again later."),
    ).toHaveLength(2);
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Spaces' }));
    expect(await screen.findByText('Available spaces information unavailable')).toBeVisible();
  });

  it('shows the empty texts when the building has no comps or spaces', async () => {
    stubProperty({ 'GET /api/listings/lease-comps': ok([]), 'GET /api/listings/available-spaces': ok([]) });
    renderRoute('/properties/1');
    expect(await screen.findByText('No recent lease comparables available for this building.')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Spaces' }));
    expect(await screen.findByText('No available spaces in this building at this time.')).toBeVisible();
  });

  it('shows "—" for a date the provider sent that cannot be read, and the rest of the page', async () => {
    const user = userEvent.setup();
    stubProperty({
      'GET /api/listings/lease-comps': ok([{ ...comp(1, 'new', 60), transaction_date: 'not a date' }]),
      'GET /api/listings/available-spaces': ok([{ ...space(5, '140'), date_available: '2026-02-30' }]),
    });
    renderRoute('/properties/1');
    const comps = await screen.findByRole('table', { name: 'Lease comparables' });
    const [row] = within(comps).getAllByRole('row').slice(1);
    const cells = within(row as HTMLElement).getAllByRole('cell');
    expect(cells.at(-1)).toHaveTextContent(/^—$/);
    expect(within(row as HTMLElement).getByText('5 years')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Spaces' }));
    await user.click(await screen.findByRole('button', { name: 'More about suite 140' }));
    const details = screen.getByRole('region', { name: 'Suite 140 details' });
    expect(details).toHaveTextContent('Suite 140 description');
    expect(details).toHaveTextContent(/Date Available\s*—/);
  });

  it('lists the tenants and the leases in their tabs', async () => {
    const user = userEvent.setup();
    stubProperty();
    renderRoute('/properties/1');
    await user.click(await screen.findByRole('tab', { name: 'Tenants' }));
    const tenants = await screen.findByRole('table', { name: 'Tenants' });
    expect(within(tenants).getByRole('link', { name: 'Angelview Family Medicine' })).toHaveAttribute(
      'href',
      '/tenants/27',
    );
    expect(within(tenants).getByText('01/07/2018 – 01/06/2028')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Leases' }));
    const leases = await screen.findByRole('table', { name: 'Leases' });
    expect(within(leases).getByText('$33.50')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Leases' })).toHaveAttribute('href', '/leases');
  });

  it.each(['/properties/999', '/properties/abc'])("shows 'Property Not Found' at %s", async (path) => {
    stubApi({ 'GET /api/user': signedIn() });
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Property Not Found' })).toBeVisible();
    expect(
      screen.getByText("The property you're looking for does not exist or could not be loaded."),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Return to Properties' })).toHaveAttribute('href', '/properties');
  });
});
