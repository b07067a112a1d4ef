import AxeBuilder from '@axe-core/playwright';
import type { HeatmapCellLeases, HeatmapResponse } from '@common/analytics';
import { readableTextOn, shareColour } from '@common/palettes';
import type { PropertyAggregate } from '@common/properties';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support';

/*
 * /heatmap against the seeded portfolio: the grid is the API's, a cell opens exactly its leases, the
 * scope in the URL drives both, and the screen passes axe and fits a phone.
 */

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

async function apiHeatmap(page: Page, query = ''): Promise<HeatmapResponse> {
  const response = await page.request.get(`/api/analytics/heatmap${query ? `?${query}` : ''}`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as HeatmapResponse;
}

const grid = (page: Page) => page.getByRole('table', { name: 'Expiring RSF by building and quarter' });
const rowHeaders = (page: Page) => grid(page).getByRole('rowheader');

/** The share as a cell prints it, restated: none 0%, a sliver <1%, else the whole percent. */
function printed(share: number): string {
  if (share <= 0) return '0%';
  const percent = Math.round(share * 100);
  return percent === 0 ? '<1%' : `${percent}%`;
}

/** '#rrggbb' → 'rgb(r, g, b)', as the browser reports a computed colour. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((offset) => Number.parseInt(hex.slice(offset, offset + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** The first building of the grid's first page with leases ending in some quarter, and that cell. */
function firstCellWithLeases(heatmap: HeatmapResponse) {
  for (const building of heatmap.buildings.slice(0, 50)) {
    const index = building.cells.findIndex((cell) => cell.leases > 0);
    const cell = building.cells[index];
    const quarter = heatmap.quarters[index];
    if (cell && quarter) return { building, cell, quarter };
  }
  throw new Error('the seed has a lease ending in the next eight quarters');
}

test.describe('heatmap', () => {
  test('the grid is the API’s: a row per building, a column per quarter, each share printed and coloured', async ({
    page,
  }) => {
    const heatmap = await apiHeatmap(page);
    expect(heatmap.buildings.length).toBeGreaterThan(0);
    expect(heatmap.quarters).toHaveLength(8);
    await page.goto('/heatmap');
    await expect(rowHeaders(page)).toHaveCount(Math.min(50, heatmap.buildings.length));
    const headers = await grid(page).getByRole('columnheader').allTextContents();
    expect(headers[0]).toBe('Building');
    expect(
      headers.slice(1).map((header, index) => header.startsWith(heatmap.quarters[index]?.label ?? '?')),
    ).toEqual(heatmap.quarters.map(() => true));
    const shown = await grid(page)
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) => ({
          building: row.querySelector('th a')?.textContent ?? '',
          href: row.querySelector('th a')?.getAttribute('href') ?? '',
          cells: Array.from(row.querySelectorAll('td > *')).map((cell) => ({
            text: cell.textContent ?? '',
            background: getComputedStyle(cell).backgroundColor,
            color: getComputedStyle(cell).color,
            button: cell.tagName === 'BUTTON',
          })),
        })),
      );
    expect(shown).toEqual(
      heatmap.buildings.slice(0, 50).map((building) => ({
        building: building.name,
        href: `/properties/${building.id}`,
        cells: building.cells.map((cell) => ({
          text: printed(cell.share),
          background: rgb(shareColour(cell.share)),
          color: rgb(readableTextOn(shareColour(cell.share))),
          button: cell.leases > 0,
        })),
      })),
    );
  });

  test('a cell opens its leases: as many as the cell counts, their RSF adding up to the cell’s', async ({
    page,
  }) => {
    const heatmap = await apiHeatmap(page);
    const { building, cell, quarter } = firstCellWithLeases(heatmap);
    await page.goto('/heatmap');
    const label = `${building.name}, ${quarter.label}: ${printed(cell.share)} of RSF, ${cell.leases} ${cell.leases === 1 ? 'lease' : 'leases'}`;
    await page.getByRole('button', { name: label, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `${building.name}, ${quarter.label}` });
    await expect(dialog).toBeVisible();
    const leases = dialog.getByRole('table', { name: 'Leases' }).locator('tbody tr');
    await expect(leases).toHaveCount(cell.leases);

    const response = await page.request.get(
      `/api/analytics/heatmap/leases?building=${building.id}&start=${quarter.start}&end=${quarter.end}&asOf=${heatmap.asOf}`,
    );
    const { items } = (await response.json()) as HeatmapCellLeases;
    expect(items).toHaveLength(cell.leases);
    expect(items.reduce((sum, lease) => sum + lease.rsf, 0)).toBeCloseTo(cell.rsf, 6);
    const first = items[0];
    if (!first) throw new Error('the cell has a lease');
    await expect(dialog.getByRole('link', { name: first.tenantName }).first()).toHaveAttribute(
      'href',
      `/tenants/${first.tenantId}`,
    );
    await dialog.getByRole('link', { name: `Lease #${first.leaseId}, ${first.tenantName}` }).click();
    await expect(page).toHaveURL(new RegExp(`/leases\\?leaseId=${first.leaseId}$`));
  });

  test('the scope in the URL narrows the grid: a building, a market, an as-of day', async ({ page }) => {
    const all = await apiHeatmap(page);
    const target = all.buildings.at(-1);
    if (!target) throw new Error('no buildings');
    await page.goto(`/heatmap?building=${target.id}`);
    await expect(rowHeaders(page)).toHaveCount(1);
    await expect(rowHeaders(page).getByRole('link')).toHaveText(target.name);

    const markets = (await (
      await page.request.get('/api/properties/aggregates?by=market')
    ).json()) as PropertyAggregate[];
    const market = markets.find((candidate) => candidate.properties < all.buildings.length) ?? markets[0];
    if (!market) throw new Error('no markets');
    const inMarket = await apiHeatmap(page, `market=${encodeURIComponent(market.name)}`);
    await page.goto(`/heatmap?market=${encodeURIComponent(market.name)}`);
    await expect(rowHeaders(page)).toHaveCount(Math.min(50, inMarket.buildings.length));
    expect(await rowHeaders(page).getByRole('link').allTextContents()).toEqual(
      inMarket.buildings.slice(0, 50).map((building) => building.name),
    );

    await page.goto('/heatmap?asOf=2030-02-15');
    await expect(grid(page).getByRole('columnheader').nth(1)).toHaveText('Q1 2030from Feb 15');
    await expect(grid(page).getByRole('columnheader').nth(8)).toHaveText('Q4 2031');
  });

  test('the filters write the scope to the URL', async ({ page }) => {
    const all = await apiHeatmap(page);
    const target = all.buildings[0];
    if (!target) throw new Error('no buildings');
    await page.goto('/heatmap');
    await expect(rowHeaders(page).first()).toBeVisible();
    await page.getByRole('combobox', { name: 'Building' }).click();
    await page.getByRole('option', { name: target.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/heatmap\\?building=${target.id}$`));
    await expect(rowHeaders(page)).toHaveCount(1);
    await page.getByLabel('As of').fill('2029-05-20');
    await expect(page).toHaveURL(new RegExp(`building=${target.id}&asOf=2029-05-20$`));
    await expect(grid(page).getByRole('columnheader').nth(1)).toHaveText('Q2 2029from May 20');
    await page.getByRole('button', { name: 'Clear All' }).click();
    await expect(page).toHaveURL(/\/heatmap$/);
  });

  test('no serious or critical accessibility violations, with the grid and with a cell open', async ({
    page,
  }) => {
    const heatmap = await apiHeatmap(page);
    const { building, quarter } = firstCellWithLeases(heatmap);
    await page.goto('/heatmap');
    await expect(rowHeaders(page).first()).toBeVisible();
    const scan = async () =>
      (
        await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
      ).violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        );
    expect(await scan()).toEqual([]);
    await page.getByRole('button', { name: new RegExp(`^${building.name}, ${quarter.label}:`) }).click();
    await expect(page.getByRole('dialog').getByRole('table', { name: 'Leases' })).toBeVisible();
    // Past the dialog's fade-in, so contrast is measured on the final colours.
    await page.waitForTimeout(300);
    expect(await scan()).toEqual([]);
  });

  test('at 390 px the quarters scroll inside the card, the building column stays, the page does not', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/heatmap');
    await expect(rowHeaders(page).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const container = grid(page).locator('xpath=..');
    const { scrollWidth, clientWidth } = await container.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    const before = await rowHeaders(page).first().boundingBox();
    await container.evaluate((element) => element.scrollBy({ left: 300 }));
    await expect.poll(() => container.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    const after = await rowHeaders(page).first().boundingBox();
    expect(after?.x).toBe(before?.x);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
