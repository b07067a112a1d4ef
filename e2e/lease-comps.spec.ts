import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { parseCsv } from '../common/src/csv';
import { expenseBasisLabels } from '../common/src/expense-bases';
import type { LeaseCompListResponse, LeaseCompSummary } from '../common/src/lease-comps';
import type { PropertyListResponse } from '../common/src/properties';
import { signIn } from './support';

/* Lease Comps (/lease-comps). Every figure is read from the API in the same test. */

async function apiComps(page: Page, query = ''): Promise<LeaseCompListResponse> {
  const response = await page.request.get(`/api/lease-comps${query ? `?${query}` : ''}`);
  expect(response.ok(), query).toBe(true);
  return response.json();
}

const compsTable = (page: Page) => page.getByRole('table', { name: 'Lease comps' });
const bodyRows = (page: Page) => compsTable(page).locator('tbody tr');
const money = (value: number | null) => (value === null ? '—' : `$${value.toFixed(2)}`);
const compCount = (count: number) => `${count} ${count === 1 ? 'comp' : 'comps'}`;

/** One summary card per basis the API gives, each with that basis's own count and averages, and no other. */
async function expectSummaryFor(page: Page, summary: LeaseCompSummary) {
  const summaryList = page.getByRole('list', { name: 'Summary' });
  await expect(summaryList.getByRole('listitem', { name: 'Comps', exact: true })).toContainText(
    String(summary.count),
  );
  for (const [basis, label] of Object.entries(expenseBasisLabels)) {
    const card = summaryList.getByRole('listitem', { name: label, exact: true });
    const group = summary.byBasis.find((entry) => entry.basis === basis);
    if (!group) {
      await expect(card).toHaveCount(0);
      continue;
    }
    await expect(card).toContainText(compCount(group.count));
    const rate = (name: string) => card.getByRole('listitem', { name, exact: true });
    await expect(rate('Avg starting rate')).toContainText(money(group.avgStartingPsf));
    await expect(rate('Avg average rate')).toContainText(money(group.avgAveragePsf));
    await expect(rate('Avg effective rate')).toContainText(money(group.avgEffectivePsf));
  }
  await expect(summaryList.getByRole('listitem', { name: 'Avg starting rate', exact: true })).toHaveCount(
    summary.byBasis.length,
  );
}

/** The table and the summary show the API's answer for `query`. */
async function expectCompsFor(page: Page, query: string) {
  const { items, summary } = await apiComps(page, query);
  expect(items.length, query).toBeGreaterThan(0);
  await expect(bodyRows(page)).toHaveCount(items.length);
  await expect(bodyRows(page).nth(0)).toContainText(items[0]?.tenantName ?? '');
  await expect(bodyRows(page).nth(items.length - 1)).toContainText(items.at(-1)?.tenantName ?? '');
  await expectSummaryFor(page, summary);
  return items;
}

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('combobox', { name: label })).toHaveText(option);
}

test.describe('Lease Comps', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('shows every comp and the summary per basis as the API gives them', async ({ page }) => {
    await page.goto('/lease-comps');
    await expect(page.getByRole('heading', { level: 1, name: 'Lease Comps' })).toBeVisible();
    await expect(page.getByText(/rates are in \$\/SF\/yr/)).toBeVisible();
    const { summary } = await apiComps(page);
    // The seed has gross and net comps: both get a card of their own.
    expect(summary.byBasis.map((group) => group.basis)).toEqual(['gross', 'net']);
    await expectCompsFor(page, '');
  });

  test('each filter narrows the list as the API does', async ({ page }) => {
    const { items: buildings } = (await (
      await page.request.get('/api/properties')
    ).json()) as PropertyListResponse;
    const tower = buildings.find((building) => building.name === 'Downtown Tower');
    expect(tower).toBeDefined();
    await page.goto('/lease-comps');
    await expectCompsFor(page, '');

    await pick(page, 'Building', 'Downtown Tower');
    await expect(page).toHaveURL(new RegExp(`buildingId=${tower?.id}`));
    await expectCompsFor(page, `buildingId=${tower?.id}`);
    await page.getByRole('button', { name: 'Clear All' }).click();

    await pick(page, 'Type', 'Renewal');
    await expect(page).toHaveURL(/type=renewal/);
    await expectCompsFor(page, 'type=renewal');
    await page.getByRole('button', { name: 'Clear All' }).click();

    const all = await apiComps(page);
    const to = all.items[2]?.transactionDate ?? '';
    const from = all.items[12]?.transactionDate ?? '';
    await page.getByLabel('From date').fill(from);
    await page.getByLabel('To date').fill(to);
    await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}`));
    await expectCompsFor(page, `from=${from}&to=${to}`);
    await page.getByRole('button', { name: 'Clear All' }).click();

    // One box at a time, as a person types: each box applies its value after its own pause.
    await page.getByLabel('Min size (sf)').fill('3000');
    await expect(page).toHaveURL(/minSf=3000/);
    await page.getByLabel('Max size (sf)').fill('6000');
    await expect(page).toHaveURL(/minSf=3000&maxSf=6000/);
    await expectCompsFor(page, 'minSf=3000&maxSf=6000');

    await page.getByLabel('Min size (sf)').fill('90000');
    await expect(page.getByRole('alert')).toHaveText('The minimum size must not exceed the maximum size.');
  });

  test('shows each type in its badge style', async ({ page }) => {
    await page.goto('/lease-comps');
    await expect(bodyRows(page).first()).toBeVisible();
    const styles = {
      New: 'default',
      Renewal: 'secondary',
      'Blend & Extend': 'secondary',
      Expansion: 'destructive',
      Other: 'outline',
    };
    for (const [label, style] of Object.entries(styles)) {
      const badge = compsTable(page)
        .locator('[data-style]', { hasText: new RegExp(`^${label}$`) })
        .first();
      await expect(badge).toHaveAttribute('data-style', style);
    }
  });

  test('says "No lease comps found" when nothing matches', async ({ page }) => {
    await page.goto('/lease-comps?from=1990-01-01&to=1990-12-31');
    await expect(page.getByText('No lease comps found')).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Comps', exact: true })).toContainText('0');
  });

  test('Export CSV downloads the filtered comps', async ({ page }) => {
    await page.goto('/lease-comps?type=new');
    const { items } = await apiComps(page, 'type=new');
    await expect(bodyRows(page)).toHaveCount(items.length);
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('lease-comps.csv');
    const [header, ...rows] = parseCsv(readFileSync((await download.path()) ?? '', 'utf8'));
    expect(header).toEqual([
      'Building',
      'Tenant',
      'Suite',
      'RSF',
      'Type',
      'Term (months)',
      'Starting $/SF/yr',
      'Average $/SF/yr',
      'Effective $/SF/yr',
      'Basis',
      'Date',
    ]);
    expect(rows).toHaveLength(items.length);
    expect(rows.map((row) => row[9])).toEqual(items.map((item) => expenseBasisLabels[item.expenseBasis]));
    expect(rows.map((row) => row[10])).toEqual(items.map((item) => item.transactionDate));
    for (const row of rows) expect(row[10]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  test('fits a 390 px phone without page-level horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/lease-comps');
    await expect(bodyRows(page).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
