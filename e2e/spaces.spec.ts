import { expect, type Page, test } from '@playwright/test';
import type { PropertyListResponse } from '../common/src/properties';
import type { SpaceDetail, SpaceListResponse } from '../common/src/spaces';
import { signIn } from './support';

/*
 * Available Spaces (/spaces), one space (/spaces/:id) and the listings embed (/available-spaces).
 * Every count is read from the API in the same test: other specs may add leases or buildings.
 */

async function apiSpaces(page: Page, query = ''): Promise<SpaceListResponse> {
  const response = await page.request.get(`/api/spaces${query ? `?${query}` : ''}`);
  expect(response.ok(), query).toBe(true);
  return response.json();
}

const spacesTable = (page: Page) => page.getByRole('table', { name: 'Available spaces' });
const bodyRows = (page: Page) => spacesTable(page).locator('tbody tr');

/** The table shows the API's rows for `query` (first page), and the footer its total. */
async function expectSpacesFor(page: Page, query: string) {
  const { items, total } = await apiSpaces(page, query);
  expect(items.length, query).toBeGreaterThan(0);
  await expect(page.getByText(/^Showing \d+–\d+ of \d+ spaces?$/)).toHaveText(
    `Showing 1–${Math.min(total, 50)} of ${total} ${total === 1 ? 'space' : 'spaces'}`,
  );
  await expect(bodyRows(page)).toHaveCount(Math.min(total, 50));
  await expect(bodyRows(page).nth(0)).toContainText(items[0]?.suite ?? '');
  return { items, total };
}

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('combobox', { name: label })).toHaveText(option);
}

test.describe('Available Spaces', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('lists vacant and upcoming suites across the portfolio', async ({ page }) => {
    await page.goto('/spaces');
    await expect(page.getByRole('heading', { level: 1, name: 'Available Spaces' })).toBeVisible();
    const { items } = await expectSpacesFor(page, 'limit=50');
    const statuses = await spacesTable(page).locator('tbody tr td:nth-child(7)').allTextContents();
    expect(new Set(statuses)).toEqual(
      new Set(items.map((item) => (item.status === 'vacant' ? 'Vacant' : 'Expiring'))),
    );
  });

  test('each filter narrows the list as the API does', async ({ page }) => {
    await page.goto('/spaces');
    await expectSpacesFor(page, 'limit=50');

    await pick(page, 'Availability', 'Vacant now');
    await expect(page).toHaveURL(/availability=vacant/);
    await expectSpacesFor(page, 'availability=vacant&limit=50');

    await pick(page, 'Space type', 'Office');
    await expect(page).toHaveURL(/spaceType=office/);
    await expectSpacesFor(page, 'availability=vacant&spaceType=office&limit=50');

    await page.getByLabel('Min size (sf)').fill('3000');
    await expect(page).toHaveURL(/minSf=3000/);
    await expectSpacesFor(page, 'availability=vacant&spaceType=office&minSf=3000&limit=50');

    await page.getByLabel('Max size (sf)').fill('10000');
    await expect(page).toHaveURL(/maxSf=10000/);
    await expectSpacesFor(page, 'availability=vacant&spaceType=office&minSf=3000&maxSf=10000&limit=50');

    await page.getByLabel('Max rate ($/SF/yr)').fill('47');
    await expect(page).toHaveURL(/maxRate=47/);
    await expectSpacesFor(
      page,
      'availability=vacant&spaceType=office&minSf=3000&maxSf=10000&maxRate=47&limit=50',
    );

    await page.getByRole('button', { name: 'Clear All' }).first().click();
    await expect(page).toHaveURL(/\/spaces$/);
    await expect(page.getByLabel('Min size (sf)')).toHaveValue('');

    await pick(page, 'Availability', 'Upcoming vacancy');
    await expectSpacesFor(page, 'availability=upcoming&limit=50');
    await page.getByRole('button', { name: 'Clear All' }).first().click();

    const { items: buildings } = (await (
      await page.request.get('/api/properties?keyword=Parkside')
    ).json()) as PropertyListResponse;
    const parkside = buildings.find((building) => building.name === 'Parkside Office Building');
    await pick(page, 'Building', 'Parkside Office Building');
    await expect(page).toHaveURL(new RegExp(`propertyId=${parkside?.id}`));
    const { items } = await expectSpacesFor(page, `propertyId=${parkside?.id}&limit=50`);
    expect(items.every((item) => item.property.name === 'Parkside Office Building')).toBe(true);
    await page.getByRole('button', { name: 'Clear All' }).first().click();

    await page.getByLabel('Keyword').fill('Chelsea');
    await expect(page).toHaveURL(/keyword=Chelsea/);
    await expectSpacesFor(page, 'keyword=Chelsea&limit=50');
  });

  test('a size range the wrong way round is explained, not sent', async ({ page }) => {
    await page.goto('/spaces?minSf=9000&maxSf=100');
    await expect(page.getByRole('alert')).toHaveText('Min size must not exceed max size');
    await expect(spacesTable(page)).toHaveCount(0);
  });

  test('says so when nothing matches', async ({ page }) => {
    await page.goto('/spaces?minSf=9999999');
    await expect(page.getByText('No spaces match these filters.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear All' }).last().click();
    await expect(bodyRows(page).first()).toBeVisible();
  });

  test('a row opens the space with its building, lease history and deals', async ({ page }) => {
    // A listed suite that has had leases and has deals on it.
    const { items } = await apiSpaces(page, 'limit=100');
    let found: SpaceDetail | undefined;
    for (const item of items) {
      const detail = (await (await page.request.get(`/api/spaces/${item.id}`)).json()) as SpaceDetail;
      if (detail.leases.length > 0 && detail.deals.length > 0) {
        found = detail;
        break;
      }
    }
    expect(found, 'a seeded space with leases and deals').toBeDefined();
    const space = found as SpaceDetail;

    await page.goto(`/spaces?propertyId=${space.property.id}`);
    const row = bodyRows(page).filter({ has: page.getByRole('cell', { name: space.suite, exact: true }) });
    await row.getByRole('cell').nth(4).click();
    await expect(page).toHaveURL(new RegExp(`/spaces/${space.id}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: `Suite ${space.suite} · ${space.property.name}` }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: space.property.name, exact: true })).toHaveAttribute(
      'href',
      `/properties/${space.property.id}`,
    );

    const history = page.getByRole('table', { name: 'Lease history' }).locator('tbody tr');
    await expect(history).toHaveCount(space.leases.length);
    const newestFirst = [...space.leases].sort((a, b) => b.startDate.localeCompare(a.startDate));
    await expect(history.first()).toContainText(newestFirst[0]?.tenant.name ?? '');

    const deals = page.getByRole('table', { name: 'Deals' }).locator('tbody tr');
    await expect(deals).toHaveCount(space.deals.length);
    for (const [index, deal] of space.deals.entries()) {
      await expect(deals.nth(index)).toContainText(deal.prospectName);
      await expect(deals.nth(index)).toContainText(
        deal.proposedRent === null ? '—' : `$${deal.proposedRent.toFixed(2)}`,
      );
      await expect(deals.nth(index)).toContainText(/ago|in /);
    }
  });

  test("an unknown space shows 'Space Not Found' with a way back", async ({ page }) => {
    await page.goto('/spaces/999999');
    await expect(page.getByRole('heading', { level: 1, name: 'Space Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Available Spaces' }).click();
    await expect(page).toHaveURL(/\/spaces$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Available Spaces' })).toBeVisible();
  });

  test('the listings map says it is not configured and links to the list', async ({ page }) => {
    await page.goto('/available-spaces');
    await expect(page.getByText('Listings site not configured')).toBeVisible();
    await expect(page.getByText(/An administrator can set/)).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.getByRole('link', { name: 'Browse Available Spaces' }).click();
    await expect(page).toHaveURL(/\/spaces$/);
  });

  test('a configured listings map is framed and opens the property a listing asks for', async ({ page }) => {
    const broken = process.env.E2E_BROKEN_LISTINGS_URL;
    const embedUrl = process.env.E2E_LISTINGS_EMBED_URL;
    if (!broken || !embedUrl)
      throw new Error('playwright.config.ts sets E2E_BROKEN_LISTINGS_URL and E2E_LISTINGS_EMBED_URL');
    const login = await page.request.post(`${broken}/api/auth/login`, {
      data: { username: 'demo', password: 'demo1234' },
    });
    expect(login.ok()).toBe(true);
    const { items } = (await (
      await page.request.get(`${broken}/api/properties`)
    ).json()) as PropertyListResponse;
    const property = items[0];
    if (!property) throw new Error('the seeded portfolio has buildings');
    // The listings site: one listing that asks LeaseLens to open a building, and one forged message.
    await page.route(`${embedUrl}**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><button id="open">Open listing</button><script>
          document.getElementById('open').onclick = () =>
            parent.postMessage({ type: 'navigate', to: 'property', id: ${property.id} }, '*');
        </script>`,
      }),
    );
    await page.goto(`${broken}/available-spaces`);
    const frame = page.frameLocator('iframe[title="Available spaces listings"]');
    await frame.getByRole('button', { name: 'Open listing' }).click();
    await expect(page).toHaveURL(`${broken}/properties/${property.id}`);
    await expect(page.getByRole('heading', { level: 1, name: property.name })).toBeVisible();
  });

  test('on a phone the list and a space have no sideways page scroll', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { items } = await apiSpaces(page, 'limit=1');
    await page.goto('/spaces');
    await expect(
      page.getByRole('list', { name: 'Available spaces' }).getByRole('listitem').first(),
    ).toBeVisible();
    const pageOverflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await pageOverflow()).toBe(0);
    await page.getByRole('list', { name: 'Available spaces' }).getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/spaces/${items[0]?.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await pageOverflow()).toBe(0);
  });
});
