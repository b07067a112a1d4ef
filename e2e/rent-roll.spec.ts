import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type RentRollResponse, rentRollColumns } from '@common/analytics';
import { parseCsv } from '@common/csv';
import { suiteStatusLabels } from '@common/lease-lifecycle';
import type { StackingBuildingList } from '@common/stacking-plan';
import { expect, type Page, test } from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
import { signIn } from './support';

/*
 * /rent-roll against the seeded portfolio: the rows and totals are the API's, the building filter
 * lives in the URL, both downloads carry the same scope (the .xlsx read back as a workbook), and the
 * screen passes axe and becomes cards on a phone.
 */

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

async function apiRentRoll(page: Page, query: string): Promise<RentRollResponse> {
  const response = await page.request.get(`/api/rent-roll?${query}`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as RentRollResponse;
}

/** A building with suites: the one with the most, so its page is full enough to compare. */
async function busiestBuilding(page: Page): Promise<{ id: number; name: string; total: number }> {
  const { items } = (await (
    await page.request.get('/api/stacking-plan/buildings')
  ).json()) as StackingBuildingList;
  const totals = await Promise.all(
    items.map(async (building) => ({
      ...building,
      total: (await apiRentRoll(page, `building=${building.id}&limit=1`)).total,
    })),
  );
  const busiest = totals.sort((a, b) => b.total - a.total)[0];
  if (!busiest || busiest.total === 0) throw new Error('the seed has a building with suites');
  return busiest;
}

const table = (page: Page) => page.getByRole('table', { name: 'Rent roll' });
const bodyRows = (page: Page) => table(page).locator('tbody tr');
const money = (value: number) => `$${Math.round(value).toLocaleString('en-US')}`;

test.describe('rent roll', () => {
  test('shows the API’s first page under the rent roll columns, and the totals of every suite', async ({
    page,
  }) => {
    const api = await apiRentRoll(page, 'limit=50');
    expect(api.total).toBeGreaterThan(0);
    await page.goto('/rent-roll');
    await expect(bodyRows(page)).toHaveCount(api.rows.length);
    expect(await table(page).getByRole('columnheader').allTextContents()).toEqual([...rentRollColumns]);
    const shown = await bodyRows(page).evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent ?? '')),
    );
    expect(shown.map((cells) => [cells[0], cells[1], cells[2], cells[9]])).toEqual(
      api.rows.map((row) => [
        row.buildingName,
        row.suite,
        row.tenantName ?? '—',
        suiteStatusLabels[row.status],
      ]),
    );
    const totals = page.getByRole('region', { name: 'Totals' });
    await expect(totals).toContainText(`Suites${api.totals.suites.toLocaleString('en-US')}`);
    await expect(totals).toContainText(
      `Leased RSF${Math.round(api.totals.leasedRsf).toLocaleString('en-US')}`,
    );
    await expect(totals).toContainText(`Annual rent${money(api.totals.annualRent)}`);
    await expect(page.getByText(`of ${api.total.toLocaleString('en-US')} suite`)).toBeVisible();
  });

  test('the building filter puts the building in the URL and shows only its suites', async ({ page }) => {
    const building = await busiestBuilding(page);
    await page.goto('/rent-roll');
    await expect(bodyRows(page).first()).toBeVisible();
    await page.getByRole('combobox', { name: 'Building' }).click();
    await page.getByRole('option', { name: building.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/rent-roll\\?building=${building.id}$`));
    await expect(bodyRows(page)).toHaveCount(Math.min(50, building.total));
    // One building: the table leaves out the Building column and lists that building's suites.
    const api = await apiRentRoll(page, `building=${building.id}&limit=50`);
    expect(api.rows.every((row) => row.buildingId === building.id)).toBe(true);
    expect(await table(page).getByRole('columnheader').allTextContents()).toEqual(
      rentRollColumns.filter((column) => column !== 'Building'),
    );
    expect(await bodyRows(page).locator('td:first-child').allTextContents()).toEqual(
      api.rows.map((row) => row.suite),
    );
    await expect(page.getByRole('region', { name: 'Totals' })).toContainText(`Suites${building.total}`);
  });

  test('Export CSV downloads the scope with the rent roll header', async ({ page }) => {
    const building = await busiestBuilding(page);
    await page.goto(`/rent-roll?building=${building.id}`);
    await expect(bodyRows(page).first()).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const [header, ...rows] = parseCsv(readFileSync((await download.path()) ?? '', 'utf8'));
    expect(header).toEqual([...rentRollColumns]);
    expect(rows.filter((row) => row.some((cell) => cell !== ''))).toHaveLength(building.total);
  });

  test('Export Excel downloads a workbook: the header row and one row per suite of the scope', async ({
    page,
  }) => {
    const building = await busiestBuilding(page);
    const asOf = '2027-06-30';
    const api = await apiRentRoll(page, `building=${building.id}&asOf=${asOf}&limit=1`);
    await page.goto(`/rent-roll?building=${building.id}&asOf=${asOf}`);
    await expect(bodyRows(page).first()).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const [header, ...rows] = await readSheet((await download.path()) ?? '');
    expect(header).toEqual([...rentRollColumns]);
    expect(rows).toHaveLength(api.total);
  });

  test('no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/rent-roll');
    await expect(bodyRows(page).first()).toBeVisible();
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
    ).toEqual([]);
  });

  test('at 390 px each suite is a card and the page does not scroll sideways', async ({ page }) => {
    const api = await apiRentRoll(page, 'limit=50');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/rent-roll');
    const cards = page.getByRole('list', { name: 'Rent roll' }).getByRole('listitem');
    await expect(cards).toHaveCount(api.rows.length);
    await expect(table(page)).toHaveCount(0);
    const first = api.rows[0];
    if (!first) throw new Error('no rows');
    await expect(cards.first()).toContainText(`Suite ${first.suite}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
