import { expect, type Page, test } from '@playwright/test';
import type { AvailableSpace, BuildingInfo, LeaseComp } from '../common/src/listings';
import type { PropertyDetail, PropertyListResponse } from '../common/src/properties';
import type { PlacedLease } from '../common/src/spaces';
import type { PropertyTenant } from '../common/src/tenants';
import { demo, signIn } from './support';

/*
 * The property screen. Expectations are read from the API in the same test; a building
 * without comps or spaces is created here, under a unique name.
 */

const unavailableText = "We're unable to retrieve this information at the moment. Please try again later.";
const compStyles: Record<string, string> = {
  new: 'default',
  renewal: 'secondary',
  blend_and_extend: 'secondary',
  expansion: 'destructive',
};

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), path).toBe(true);
  return response.json();
}

async function propertyId(page: Page, name: string): Promise<number> {
  const { items } = await apiGet<PropertyListResponse>(
    page,
    `/api/properties?keyword=${encodeURIComponent(name)}`,
  );
  const item = items.find((candidate) => candidate.name === name);
  expect(item, name).toBeDefined();
  return item?.id ?? 0;
}

const listings = async <T>(page: Page, path: string) => (await apiGet<{ data: T }>(page, path)).data;

test.describe('property detail', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('shows the building info and the lease comps with their badges', async ({ page }) => {
    const id = await propertyId(page, 'Angelview Medical Center');
    const building = await listings<BuildingInfo>(page, `/api/listings/buildings/${id}`);
    const comps = await listings<LeaseComp[]>(page, `/api/listings/lease-comps?building_id=${id}`);
    expect(comps.length).toBeGreaterThan(0);

    const property = await apiGet<PropertyDetail>(page, `/api/properties/${id}`);
    const listed = await apiGet<PropertyListResponse>(page, '/api/properties?keyword=Angelview');

    await page.goto(`/properties/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Angelview Medical Center' })).toBeVisible();
    // WALT by area and by rent under the address: the Assets list's figure for the building.
    expect(property.walt.byArea).not.toBeNull();
    expect(property.walt).toEqual(listed.items.find((item) => item.id === id)?.walt);
    const years = (value: number | null) => (value === null ? '—' : `${value.toFixed(1)} yrs`);
    await expect(page.getByLabel('Lease term remaining').locator('dd')).toHaveText([
      years(property.walt.byArea),
      years(property.walt.byRent),
    ]);
    await expect(page.getByRole('tab', { name: 'Overview', selected: true })).toBeVisible();
    await expect(page.getByText(building.ownership.owner_name ?? '', { exact: true })).toBeVisible();
    for (const amenity of building.amenities)
      await expect(page.getByText(amenity, { exact: true })).toBeVisible();
    // A medical building lists its hospital restrictions.
    expect(building.is_medical).toBe(true);
    const restrictions = page.getByRole('region', { name: 'Hospital Restrictions' });
    await expect(restrictions.getByRole('listitem')).toHaveText(building.hospital_restrictions);

    const rows = page.getByRole('table', { name: 'Lease comparables' }).locator('tbody tr');
    await expect(rows).toHaveCount(comps.length);
    for (const [index, comp] of comps.entries()) {
      const row = rows.nth(index);
      await expect(row.getByRole('cell').first()).toHaveText(comp.tenant_name);
      const badge = row.locator('[data-style]');
      await expect(badge).toHaveAttribute('data-style', compStyles[comp.lease_type] ?? 'outline');
      const term =
        comp.term_months % 12 === 0
          ? `${comp.term_months / 12} year${comp.term_months === 12 ? '' : 's'}`
          : `${comp.term_months} months`;
      await expect(row).toContainText(term);
      await expect(row).toContainText(`$${comp.rate.starting_psf.toFixed(2)}`);
    }
  });

  test('the Stacking Plan button opens this building; View Calendar opens its critical dates', async ({
    page,
  }) => {
    const id = await propertyId(page, 'Downtown Tower');
    await page.goto(`/properties/${id}`);
    await expect(page.getByRole('link', { name: 'View Calendar' })).toHaveAttribute(
      'href',
      `/critical-dates?building=${id}`,
    );

    await page.getByRole('link', { name: 'Stacking Plan', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/stacking-plan\\?building=${id}$`));
  });

  test('the Spaces tab lists the listed suites and expands one at a time', async ({ page }) => {
    const id = await propertyId(page, 'Downtown Tower');
    const spaces = await listings<AvailableSpace[]>(page, `/api/listings/available-spaces?building_id=${id}`);
    expect(spaces.length).toBeGreaterThan(1);
    const [first, second] = spaces as [AvailableSpace, AvailableSpace];

    await page.goto(`/properties/${id}`);
    await page.getByRole('tab', { name: 'Spaces' }).click();
    await expect(page).toHaveURL(/\?tab=spaces$/);
    const list = page.getByRole('list', { name: 'Available spaces' });
    await expect(list.getByRole('listitem')).toHaveCount(spaces.length);
    const details = page.getByRole('region', { name: /^Suite .+ details$/ });
    await expect(details).toHaveCount(0);

    await page.getByRole('button', { name: `More about suite ${first.suite}` }).click();
    await expect(details).toHaveCount(1);
    const firstDetails = page.getByRole('region', { name: `Suite ${first.suite} details` });
    if (first.marketing_description) await expect(firstDetails).toContainText(first.marketing_description);
    await expect(firstDetails.getByRole('link', { name: 'View space' })).toHaveAttribute(
      'href',
      `/spaces/${first.space_id}`,
    );

    // A click anywhere on another row opens it and closes the first.
    await list.getByText(`Suite ${second.suite}`, { exact: true }).click();
    await expect(details).toHaveCount(1);
    await expect(page.getByRole('region', { name: `Suite ${second.suite} details` })).toBeVisible();
    await page.getByRole('button', { name: `Less about suite ${second.suite}` }).click();
    await expect(details).toHaveCount(0);

    await page.getByRole('button', { name: `More about suite ${first.suite}` }).click();
    await firstDetails.getByRole('link', { name: 'View space' }).click();
    await expect(page).toHaveURL(new RegExp(`/spaces/${first.space_id}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: `Suite ${first.suite} · Downtown Tower` }),
    ).toBeVisible();
  });

  test('the Tenants and Leases tabs list the building’s tenants and leases', async ({ page }) => {
    const id = await propertyId(page, 'Parkside Office Building');
    const tenants = await apiGet<PropertyTenant[]>(page, `/api/properties/${id}/tenants`);
    const leases = await apiGet<PlacedLease[]>(page, `/api/properties/${id}/leases`);
    expect(tenants.length).toBeGreaterThan(0);

    await page.goto(`/properties/${id}`);
    await page.getByRole('tab', { name: 'Tenants' }).click();
    const tenantTable = page.getByRole('table', { name: 'Tenants' });
    await expect(tenantTable.locator('tbody').getByRole('link')).toHaveText(
      tenants.map((tenant) => tenant.name),
    );
    await expect(tenantTable.locator('tbody tr')).toHaveCount(
      tenants.reduce((sum, tenant) => sum + Math.max(1, tenant.leases.length), 0),
    );
    const [tenant] = tenants as [PropertyTenant];
    await tenantTable.getByRole('link', { name: tenant.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/tenants/${tenant.id}$`));
    await page.goBack();

    await page.getByRole('tab', { name: 'Leases' }).click();
    const leaseRows = page.getByRole('table', { name: 'Leases' }).locator('tbody tr');
    await expect(leaseRows).toHaveCount(leases.length);
    const [lease] = leases as [PlacedLease];
    await expect(leaseRows.first()).toContainText(lease.tenant.name);
    await expect(leaseRows.first()).toContainText(`$${lease.baseRentPsf.toFixed(2)}`);
    await page.getByRole('link', { name: 'Go to Leases' }).click();
    await expect(page).toHaveURL(/\/leases$/);
  });

  test('a building without comps or listed spaces shows the empty texts', async ({ page }) => {
    const name = `Empty Listing Plaza ${Date.now()}`;
    const created = await page.request.post('/api/properties', {
      data: {
        name,
        address: '10 Quiet Lane',
        city: 'Austin',
        state: 'TX',
        zipCode: '78701',
        market: 'Southwest',
        assetClass: 'office',
        assetType: 'core',
        totalSf: 12000,
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };

    await page.goto(`/properties/${id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    // No suites, nothing in place: no WALT.
    await expect(page.getByLabel('Lease term remaining').locator('dd')).toHaveText(['—', '—']);
    await expect(page.getByText('No recent lease comparables available for this building.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Hospital Restrictions' })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Spaces' }).click();
    await expect(page.getByText('No available spaces in this building at this time.')).toBeVisible();
  });

  test("an unknown or malformed id shows 'Property Not Found'", async ({ page }) => {
    for (const path of ['/properties/999999', '/properties/not-a-number']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Property Not Found' })).toBeVisible();
      await expect(
        page.getByText("The property you're looking for does not exist or could not be loaded."),
      ).toBeVisible();
    }
    await page.getByRole('link', { name: 'Return to Properties' }).click();
    await expect(page).toHaveURL(/\/properties$/);
  });

  test('on a phone the screen has no sideways page scroll', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const id = await propertyId(page, 'Angelview Medical Center');
    for (const tab of ['', '?tab=spaces', '?tab=tenants', '?tab=leases']) {
      await page.goto(`/properties/${id}${tab}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Angelview Medical Center' })).toBeVisible();
      await expect(page.getByRole('tabpanel').locator('[aria-busy="true"]')).toHaveCount(0);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, tab || 'overview').toBe(0);
    }
  });
});

test.describe('property detail when the listings provider is down', () => {
  const brokenUrl = process.env.E2E_BROKEN_LISTINGS_URL ?? '';

  test('shows the three unavailable cards', async ({ page }) => {
    test.setTimeout(60_000);
    const login = await page.request.post(`${brokenUrl}/api/auth/login`, { data: demo });
    expect(login.ok()).toBe(true);
    const { items } = (await (
      await page.request.get(`${brokenUrl}/api/properties?keyword=Downtown%20Tower`)
    ).json()) as PropertyListResponse;
    const id = items[0]?.id;

    await page.goto(`${brokenUrl}/properties/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Downtown Tower' })).toBeVisible();
    // The http adapter times out and retries before it gives up.
    const slow = { timeout: 30_000 };
    await expect(page.getByText('Building information unavailable', { exact: true })).toBeVisible(slow);
    await expect(page.getByText('Lease comparables unavailable', { exact: true })).toBeVisible(slow);
    await expect(page.getByText(unavailableText)).toHaveCount(2);
    await page.getByRole('tab', { name: 'Spaces' }).click();
    await expect(page.getByText('Available spaces information unavailable', { exact: true })).toBeVisible(
      slow,
    );
    await expect(page.getByText(unavailableText)).toHaveCount(1);
  });
});
