import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { parseCsv } from '../common/src/csv';
import type { OpportunityDetail } from '../common/src/deal-detail';
import type { PropertyListResponse } from '../common/src/properties';
import type { SavedView } from '../common/src/saved-views';
import { signIn } from './support';

/*
 * Running a team's pipeline: sorting from the headers, bulk changes, saved views, the default view and
 * the phone's card list. Each test makes deals of its own under a label no one else uses and filters to
 * them, so deals other specs add or move meanwhile change nothing here.
 */

const uniqueLabel = (label: string) => `${label} ${Date.now()}${Math.floor(Math.random() * 1e4)}`;

/** Three deals of `label`, sized 3,000, 1,000 and 2,000 sf (created in that order). */
async function createDeals(page: Page, label: string): Promise<OpportunityDetail[]> {
  const properties = await page.request.get('/api/properties?limit=1');
  const { items } = (await properties.json()) as PropertyListResponse;
  const deals: OpportunityDetail[] = [];
  for (const [suffix, squareFeetNeeded] of [
    ['Cedar', 3000],
    ['Alder', 1000],
    ['Birch', 2000],
  ] as const) {
    const response = await page.request.post('/api/opportunities', {
      data: { prospectName: `${label} ${suffix}`, propertyId: items[0]?.id, squareFeetNeeded },
    });
    expect(response.status()).toBe(201);
    deals.push(await response.json());
  }
  return deals;
}

const table = (page: Page) => page.getByRole('tabpanel', { name: 'Table' });
const tenantNames = (page: Page) => table(page).locator('tbody').getByRole('link').allTextContents();
/** The page's query as an object. */
const searchOf = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
const stageOf = async (page: Page, id: number) =>
  ((await (await page.request.get(`/api/opportunities/${id}`)).json()) as OpportunityDetail).stage;

test.describe('Deal Pipeline: running it as a team', () => {
  test('sorts by a header: the order is in the URL and the rows follow it both ways', async ({ page }) => {
    await signIn(page);
    const label = uniqueLabel('Sorted Clinic');
    await createDeals(page, label);
    await page.goto(`/deals?keyword=${encodeURIComponent(label)}`);
    await expect(table(page).locator('tbody').getByRole('link')).toHaveCount(3);
    const size = page.getByRole('columnheader', { name: 'Total Size' });
    await expect(size).toHaveAttribute('aria-sort', 'none');

    await size.getByRole('button').click();
    await expect(page).toHaveURL(/sort=squareFeet&dir=asc/);
    await expect(size).toHaveAttribute('aria-sort', 'ascending');
    await expect
      .poll(() => tenantNames(page))
      .toEqual([`${label} Alder`, `${label} Birch`, `${label} Cedar`]);

    await size.getByRole('button').click();
    await expect(page).toHaveURL(/sort=squareFeet&dir=desc/);
    await expect
      .poll(() => tenantNames(page))
      .toEqual([`${label} Cedar`, `${label} Birch`, `${label} Alder`]);
    await page.reload();
    await expect(size).toHaveAttribute('aria-sort', 'descending');
    await expect
      .poll(() => tenantNames(page))
      .toEqual([`${label} Cedar`, `${label} Birch`, `${label} Alder`]);
  });

  test("bulk-changes three deals' stage, and exports exactly the selected ones", async ({ page }) => {
    await signIn(page);
    const label = uniqueLabel('Bulk Move Dental');
    const deals = await createDeals(page, label);
    await page.goto(`/deals?keyword=${encodeURIComponent(label)}&sort=prospectName&dir=asc`);
    await expect(table(page).locator('tbody').getByRole('link')).toHaveCount(3);

    // Two of them, exported: the file holds exactly those two.
    await page.getByRole('checkbox', { name: `Select ${label} Alder` }).check();
    await page.getByRole('checkbox', { name: `Select ${label} Cedar` }).check();
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await expect(bar.getByText('2 selected')).toBeVisible();
    const downloadPromise = page.waitForEvent('download');
    await bar.getByRole('button', { name: 'Export selection' }).click();
    const rows = parseCsv(
      (await readFile(await (await downloadPromise).path(), 'utf8')).replace(/^\uFEFF/, ''),
    );
    expect(rows.slice(1).map((row) => row[0])).toEqual([`${label} Alder`, `${label} Cedar`]);

    // All three, moved to LOI in one go.
    await page.getByRole('checkbox', { name: 'Select all deals on this page' }).check();
    await expect(bar.getByText('3 selected')).toBeVisible();
    await bar.getByRole('button', { name: 'Change stage' }).click();
    await page.getByRole('menuitem', { name: 'LOI' }).click();
    await expect(page.getByText('3 deals moved to LOI')).toBeVisible();
    await expect(bar).toHaveCount(0);
    for (const deal of deals) {
      await expect(page.getByRole('combobox', { name: `Stage for ${deal.prospectName}` })).toHaveText('LOI');
      expect(await stageOf(page, deal.id)).toBe('loi');
    }
  });

  test('saves a view, finds it again after a reload, and reopens it from the menu', async ({ page }) => {
    await signIn(page);
    const label = uniqueLabel('Saved View Optics');
    await createDeals(page, label);
    const query = `keyword=${encodeURIComponent(label)}&sort=squareFeet&dir=desc`;
    await page.goto(`/deals?${query}`);
    await expect(table(page).locator('tbody').getByRole('link')).toHaveCount(3);
    const name = `Optics ${label.split(' ').at(-1)}`;

    await page.getByRole('button', { name: 'Views' }).click();
    await page.getByRole('menuitem', { name: 'Save view…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save view' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('button', { name: 'Save view' }).click();
    await expect(page.getByText('View saved')).toBeVisible();
    await expect(page.getByRole('button', { name: `View: ${name}` })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('button', { name: `View: ${name}` })).toBeVisible();
    await page.goto('/deals?stage=dead');
    await page.getByRole('button', { name: 'Views' }).click();
    await page.getByRole('menuitem', { name }).click();
    await expect.poll(() => searchOf(page)).toEqual({ keyword: label, sort: 'squareFeet', dir: 'desc' });
    await expect
      .poll(() => tenantNames(page))
      .toEqual([`${label} Cedar`, `${label} Birch`, `${label} Alder`]);
  });

  test('opens /deals with my default view: my deals, after assigning one to me', async ({ page }) => {
    // Not the demo user the other specs open /deals as, so their pipelines stay unfiltered.
    await signIn(page, { username: 'scho', password: 'leaselens123' });
    const label = uniqueLabel('Default View Partners');
    await createDeals(page, label);
    try {
      await page.goto(`/deals?keyword=${encodeURIComponent(label)}`);
      await expect(table(page).locator('tbody').getByRole('link')).toHaveCount(3);
      await page.getByRole('checkbox', { name: `Select ${label} Cedar` }).check();
      await page.getByRole('button', { name: 'Assign lead' }).click();
      await page.getByRole('menuitem', { name: 'Sam Cho' }).click();
      await expect(page.getByText('1 deal assigned to Sam Cho')).toBeVisible();
      await page.getByRole('button', { name: 'My deals', exact: true }).click();
      await expect(page.getByRole('button', { name: 'My deals', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect.poll(() => tenantNames(page)).toEqual([`${label} Cedar`]);

      await page.getByRole('button', { name: 'Views' }).click();
      await page.getByRole('menuitem', { name: 'Save view…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Save view' });
      await dialog.getByLabel('Name').fill(label);
      await dialog.getByLabel('Open the pipeline with this view').check();
      await dialog.getByRole('button', { name: 'Save view' }).click();
      await expect(page.getByText('View saved')).toBeVisible();

      await page.goto('/deals');
      await expect.poll(() => searchOf(page)).toEqual({ keyword: label, lead: 'me' });
      await expect.poll(() => tenantNames(page)).toEqual([`${label} Cedar`]);
      await expect(page.getByRole('button', { name: `View: ${label}` })).toBeVisible();
    } finally {
      await page.request.put('/api/deal-views/default', { data: { viewId: null } });
    }
    const views = (await (await page.request.get('/api/deal-views')).json()) as SavedView[];
    expect(views.some((view) => view.isDefault)).toBe(false);
  });

  test('at 390 px the deals are cards in the page, each to open, select and move', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    const label = uniqueLabel('Phone Card Pediatrics');
    const [cedar] = await createDeals(page, label);
    if (!cedar) throw new Error('no deal created');
    await page.goto(`/deals?keyword=${encodeURIComponent(label)}`);
    const cards = page.getByRole('list', { name: 'Deals' }).getByRole('listitem');
    await expect(cards).toHaveCount(3);
    await expect(page.getByRole('table')).toHaveCount(0);
    // The cards scroll with the page: no box scrolls inside it, and nothing is wider than the phone.
    const nested = await page.getByRole('list', { name: 'Deals' }).evaluate((list) => {
      for (let node = list.parentElement; node && node !== document.body; node = node.parentElement) {
        const { overflowY } = getComputedStyle(node);
        if (/auto|scroll/.test(overflowY) && node.scrollHeight > node.clientHeight) return true;
      }
      return false;
    });
    expect(nested).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const card = cards.filter({ hasText: cedar.prospectName });
    await card.getByRole('checkbox', { name: `Select ${cedar.prospectName}` }).check();
    await expect(page.getByRole('region', { name: 'Bulk actions' }).getByText('1 selected')).toBeVisible();
    await card.getByRole('combobox', { name: `Stage for ${cedar.prospectName}` }).click();
    await page.getByRole('option', { name: 'Touring' }).click();
    await expect(page.getByText('Deal is now in the Touring stage')).toBeVisible();
    await expect.poll(() => stageOf(page, cedar.id)).toBe('touring');
    await expect(card.getByText('20%')).toBeVisible();

    await card.getByRole('link', { name: cedar.prospectName }).click();
    await expect(page).not.toHaveURL(/\/deals\?/);
    await expect(page.getByText(cedar.prospectName).first()).toBeVisible();
  });
});
