import { expect, type Page, test } from '@playwright/test';
import type { PropertyListResponse } from '../common/src/properties';
import type { SearchResponse } from '../common/src/search';
import type { TenantListResponse } from '../common/src/tenants';
import { signIn } from './support';

/*
 * The global search: Ctrl-K or the Search button opens a palette that searches the
 * server and goes to the chosen record. Names come from the API, not from fixed seed data.
 */

async function getJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), path).toBe(true);
  return response.json();
}

const palette = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const input = (page: Page) => palette(page).getByRole('combobox');

test.describe('command palette', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test("Ctrl+K opens it; a tenant's name and Enter on its result open the tenant", async ({ page }) => {
    const tenants = await getJson<TenantListResponse>(page, '/api/tenants');
    const tenant = tenants.items[0];
    expect(tenant).toBeDefined();
    if (!tenant) return;
    const search = await getJson<SearchResponse>(page, `/api/search?q=${encodeURIComponent(tenant.name)}`);
    const order = search.groups.flatMap((group) => group.items.map((item) => item.path));
    const position = order.indexOf(`/tenants/${tenant.id}`);
    expect(position).toBeGreaterThanOrEqual(0);

    await page.goto('/deals');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Control+k');
    await expect(palette(page)).toBeVisible();
    await expect(input(page)).toBeFocused();
    await input(page).fill(tenant.name);
    const group = palette(page).getByRole('group', { name: 'Tenants' });
    const option = group.getByRole('option', { name: tenant.name, exact: true }).first();
    await expect(option).toBeVisible();
    for (let step = 0; step < position; step += 1) await page.keyboard.press('ArrowDown');
    await expect(input(page)).toHaveAttribute(
      'aria-activedescendant',
      (await option.getAttribute('id')) ?? '',
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/tenants/${tenant.id}$`));
    await expect(palette(page)).toHaveCount(0);
  });

  test("the home screen's search box opens it; clicking a property opens the property", async ({ page }) => {
    const properties = await getJson<PropertyListResponse>(page, '/api/properties');
    const property = properties.items[0];
    expect(property).toBeDefined();
    if (!property) return;
    await page.goto('/');
    await page.getByRole('button', { name: 'Search' }).first().click();
    await expect(palette(page)).toBeVisible();
    await input(page).fill(property.name);
    const group = palette(page).getByRole('group', { name: 'Properties' });
    await group.getByRole('option', { name: property.name, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/properties/${property.id}$`));
    await expect(palette(page)).toHaveCount(0);
  });

  test('says when nothing matches, and Escape closes it', async ({ page }) => {
    await page.goto('/tenants');
    await page.getByRole('button', { name: 'Search' }).first().click();
    await input(page).fill('zqxj no such record');
    await expect(palette(page).getByText('No results for "zqxj no such record"')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(palette(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/tenants$/);
  });
});
