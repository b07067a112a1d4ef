import { expect, type Page, test } from '@playwright/test';
import type { LeaseListResponse } from '../common/src/leases';
import { signIn } from './support';

/*
 * Lease Documents (/leases) and Renew Lease (/leases/:id/renew). Every count is read from the API in
 * the same test: other specs may add leases or deals.
 */

async function apiLeases(page: Page, query = ''): Promise<LeaseListResponse> {
  const response = await page.request.get(`/api/leases${query ? `?${query}` : ''}`);
  expect(response.ok(), query).toBe(true);
  return response.json();
}

const leasesTable = (page: Page) => page.getByRole('table', { name: 'Leases' });
const bodyRows = (page: Page) => leasesTable(page).locator('tbody tr');

/** Leases per page of the table (leasesPageSize). */
const pageSize = 50;

/** 'Showing 64 of 64 leases' on one page, 'Showing 51–64 of 64 leases' on a page of several. */
function shownText(page: number, shown: number, total: number) {
  const noun = total === 1 ? 'lease' : 'leases';
  if (total <= pageSize) return `Showing ${shown} of ${total} ${noun}`;
  const first = (page - 1) * pageSize + 1;
  return `Showing ${first}–${first + shown - 1} of ${total} ${noun}`;
}

/** The table shows the API's rows of page `pageNumber` for `query` in its order, and the footer says which. */
async function expectLeasesFor(page: Page, query: string, pageNumber = 1) {
  const paging = `limit=${pageSize}&offset=${(pageNumber - 1) * pageSize}`;
  const { items, total } = await apiLeases(page, query ? `${query}&${paging}` : paging);
  expect(items.length, query).toBeGreaterThan(0);
  await expect(page.getByText(/^Showing [\d–]+ of \d+ leases?$/)).toHaveText(
    shownText(pageNumber, items.length, total),
  );
  await expect(bodyRows(page)).toHaveCount(items.length);
  const first = items[0]!;
  await expect(bodyRows(page).nth(0)).toContainText(first.tenant.name);
  await expect(bodyRows(page).nth(0)).toContainText(first.property.name);
  await expect(bodyRows(page).nth(items.length - 1)).toContainText(items.at(-1)!.tenant.name);
  return items;
}

test.describe('Lease Documents', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('lists every lease as the API does', async ({ page }) => {
    await page.goto('/leases');
    await expect(page.getByRole('heading', { level: 1, name: 'Lease Documents' })).toBeVisible();
    const items = await expectLeasesFor(page, '');
    const [year, month, day] = items[0]!.endDate.split('-');
    await expect(bodyRows(page).nth(0)).toContainText(`${month}/${day}/${year}`);
    await expect(bodyRows(page).nth(0)).toContainText(`$${items[0]!.baseRentPsf.toFixed(2)}`);
  });

  test('pages through the leases 50 at a time; Back returns to the previous page', async ({ page }) => {
    const { total } = await apiLeases(page, 'limit=1');
    test.skip(total <= pageSize, 'one page of leases only');
    await page.goto('/leases');
    await expectLeasesFor(page, '', 1);
    const pages = page.getByRole('navigation', { name: 'Lease pages' });
    await expect(pages).toContainText(`Page 1 of ${Math.ceil(total / pageSize)}`);
    await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expectLeasesFor(page, '', 2);
    await page.goBack();
    await expectLeasesFor(page, '', 1);
  });

  test("a tenant's Leases link lists that tenant's leases only", async ({ page }) => {
    const [lease] = (await apiLeases(page, 'limit=1')).items;
    const tenant = lease!.tenant;
    await page.goto(`/tenants/${tenant.id}`);
    await expect(page.getByRole('heading', { level: 1, name: tenant.name })).toBeVisible();
    await page.getByRole('link', { name: 'Leases', exact: true }).click();
    await expect(page).toHaveURL(`/leases?tenant=${tenant.id}`);
    const items = await expectLeasesFor(page, `tenant=${tenant.id}`);
    expect(items.every((item) => item.tenant.id === tenant.id)).toBe(true);
    expect(items.length).toBeLessThan((await apiLeases(page, 'limit=1')).total);
  });

  test('?expiring=90 in a link filters to active leases ending within 90 days', async ({ page }) => {
    await page.goto('/leases?expiring=90');
    await expect(page.getByRole('combobox', { name: 'Expiring' })).toHaveText('90 days');
    const items = await expectLeasesFor(page, 'expiring=90');
    expect(items.every((item) => item.status === 'active')).toBe(true);
    expect(items.length).toBeLessThan((await apiLeases(page)).total);
  });

  test('the keyword narrows the list as the API does', async ({ page }) => {
    await page.goto('/leases');
    const [first] = await expectLeasesFor(page, '');
    const keyword = first!.tenant.name.split(' ')[0]!;
    await page.getByRole('searchbox', { name: 'Keyword' }).fill(keyword);
    await expect(page).toHaveURL(new RegExp(`keyword=${encodeURIComponent(keyword)}`));
    await expectLeasesFor(page, `keyword=${encodeURIComponent(keyword)}`);
  });

  test('Renew from a lease creates a renewal deal and lands on its deal page', async ({ page }) => {
    const { items } = await apiLeases(page, 'status=active');
    // Another run may already hold an open renewal on a lease; the first free one is renewed.
    for (const lease of items.slice(0, 10)) {
      await page.goto(`/leases?leaseId=${lease.id}`);
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(lease.tenant.name);
      await dialog.getByRole('link', { name: 'Renew' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Renew Lease' })).toBeVisible();
      await page.getByRole('button', { name: 'Create renewal deal' }).click();
      const conflict = page.getByRole('link', { name: 'Open the pipeline' });
      await Promise.race([page.waitForURL(/\/deals\/\d+$/), conflict.waitFor()]);
      if (await conflict.isVisible()) continue;
      await expect(page).toHaveURL(/\/deals\/\d+$/);
      const id = Number(page.url().split('/').at(-1));
      const deal = await (await page.request.get(`/api/opportunities/${id}`)).json();
      expect(deal).toMatchObject({
        title: `${lease.tenant.name} renewal — ${lease.property.name}`,
        dealType: 'renewal',
        stage: 'inquiry',
        prospectName: lease.tenant.name,
      });

      // A second renewal of the same lease is refused with the server's message.
      await page.goto(`/leases/${lease.id}/renew`);
      await page.getByRole('button', { name: 'Create renewal deal' }).click();
      await expect(conflict).toBeVisible();
      return;
    }
    throw new Error('every candidate lease already has an open renewal');
  });

  test('fits a 390 px phone without page-level horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/leases');
    await expect(bodyRows(page).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
