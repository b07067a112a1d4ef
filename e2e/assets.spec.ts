import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { parseCsv } from '../common/src/csv';
import type { PropertyAggregate, PropertyListItem, PropertyListResponse } from '../common/src/properties';
import { plural } from '../common/src/words';
import { mainNav, signIn } from './support';

/*
 * The Assets screen. Every expectation about rows or counts is read from the API in the
 * same test, so properties another spec creates do not break it.
 */

const broker = { username: 'jrivera', password: 'leaselens123' };

async function apiList(page: Page, query = ''): Promise<PropertyListResponse> {
  const response = await page.request.get(`/api/properties${query ? `?${query}` : ''}`);
  expect(response.ok()).toBe(true);
  return response.json();
}

async function apiAggregates(page: Page, query: string): Promise<PropertyAggregate[]> {
  const response = await page.request.get(`/api/properties/aggregates?${query}`);
  expect(response.ok()).toBe(true);
  return response.json();
}

const assetsTable = (page: Page) => page.getByRole('tabpanel', { name: 'Assets' }).getByRole('table');
/** The asset-name links, one per body row, in table order. */
const assetLinks = (page: Page) => assetsTable(page).locator('tbody').getByRole('link');
const footerText = (page: Page) => page.getByText(/^Showing [\d,]+ of [\d,]+ propert(y|ies)$/);
/** The footer's words for `shown` of `total` properties ('Showing 1 of 1 property'). */
const showing = (shown: number, total: number) =>
  `Showing ${shown.toLocaleString('en-US')} of ${plural(total, 'property')}`;
const pager = (page: Page) => page.getByRole('navigation', { name: 'Properties pages' });
/** One decimal, as the screens write years. */
const oneDecimal = (value: number) => value.toFixed(1);
/** The WALT cell: by area, and by rent under it. */
const waltText = ({ walt }: Pick<PropertyListItem, 'walt'>) =>
  `${walt.byArea === null ? '—' : `${oneDecimal(walt.byArea)} yrs`}${walt.byRent === null ? '' : `${oneDecimal(walt.byRent)} by rent`}`;

/** The table pages 50 rows at a time; the seed (and what other specs add) fits on one page. */
const pageSize = 50;

/** The table shows exactly the API's rows for `query`, and the footer says so. */
async function expectRowsFor(page: Page, query: string) {
  const filtered = await apiList(page, query);
  expect(filtered.items.length).toBeGreaterThan(0);
  expect(filtered.total).toBeLessThanOrEqual(pageSize);
  await expect(assetLinks(page)).toHaveText(filtered.items.map((item) => item.name));
  await expect(footerText(page)).toHaveText(showing(filtered.total, filtered.total));
  return filtered;
}

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('combobox', { name: label })).toHaveText(option);
}

test.describe('Assets', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('lists the portfolio from the database with its figures and the footer count', async ({ page }) => {
    await page.goto('/portfolio');
    await expect(page.getByRole('heading', { level: 1, name: 'Assets' })).toBeVisible();
    const { items, total } = await apiList(page);
    await expect(assetLinks(page)).toHaveText(items.map((item) => item.name));
    await expect(footerText(page)).toHaveText(showing(total, total));
    await expect(pager(page)).toContainText('Page 1 of 1');
    await expect(pager(page).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(pager(page).getByRole('button', { name: 'Next' })).toBeDisabled();

    const headers = assetsTable(page).locator('thead').getByRole('columnheader');
    await expect(headers).toHaveText([
      '#',
      'Asset',
      'Size',
      'Vacancy',
      'Total Avail',
      'Market',
      'Active Deals',
      'Done',
      'Units',
      '10 Mo. T. Roll',
      'WALT',
      'Customer',
    ]);
    const tower = items.find((item) => item.name === 'Downtown Tower');
    expect(tower).toBeDefined();
    if (!tower) return;
    const row = assetsTable(page)
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: tower.name }) });
    await expect(row.getByRole('cell')).toHaveText([
      String(items.indexOf(tower) + 1),
      new RegExp(`^${tower.name}`),
      `${tower.totalSf.toLocaleString('en-US')} sf`,
      `${tower.vacancyPct}%`,
      `${tower.availableSf.toLocaleString('en-US')} sf`,
      tower.market,
      String(tower.activeDeals),
      String(tower.doneDeals),
      String(tower.units),
      `${tower.rollingSf10Mo.toLocaleString('en-US')} sf`,
      waltText(tower),
      tower.ownerName ?? '—',
    ]);
    expect(tower.walt.byArea).toBeGreaterThan(0);
    // Every suite is leased or vacant: the two make up the seeded building.
    expect(tower.leasedSf + tower.vacantSf).toBe(tower.totalSf);
    await expect(mainNav(page).getByRole('link', { name: 'Portfolio & Properties' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // /properties is the same screen.
    await page.goto('/properties');
    await expect(assetLinks(page)).toHaveCount(items.length);
  });

  test('asks the server for one page of 50 rows and turns a page past the end into the last', async ({
    page,
  }) => {
    const firstPage = page.waitForRequest((request) => {
      const url = new URL(request.url());
      return url.pathname === '/api/properties' && url.searchParams.get('limit') === String(pageSize);
    });
    await page.goto('/portfolio');
    expect(new URL((await firstPage).url()).searchParams.get('offset')).toBeNull();
    await expect(assetLinks(page).first()).toBeVisible();

    // A link to page 3 of a one-page list: the server answers no rows, and the screen shows page 1.
    const pastTheEnd = page.waitForRequest((request) =>
      request.url().includes(`limit=${pageSize}&offset=${2 * pageSize}`),
    );
    await page.goto('/portfolio?assetClass=office&page=3');
    await pastTheEnd;
    await expect(page).toHaveURL(/\/portfolio\?assetClass=office$/);
    await expectRowsFor(page, 'assetClass=office');
    await expect(pager(page)).toContainText('Page 1 of 1');
  });

  test('each filter filters through the server and Clear All resets them', async ({ page }) => {
    await page.goto('/portfolio');
    await expect(assetLinks(page).first()).toBeVisible();

    await page.getByLabel('Keyword').fill('tower');
    await expect(page).toHaveURL(/keyword=tower/);
    await expectRowsFor(page, 'keyword=tower');

    await page.getByLabel('Keyword').fill('');
    await expect(page).not.toHaveURL(/keyword=/);
    await pick(page, 'Asset Class', 'Medical');
    await expect(page).toHaveURL(/assetClass=medical/);
    await expectRowsFor(page, 'assetClass=medical');
    await pick(page, 'Asset Class', 'All Classes');

    // The less-used filters sit behind All Filters.
    const allFilters = page.getByRole('button', { name: 'All Filters' });
    await expect(allFilters).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('combobox', { name: 'Asset Manager' })).toBeHidden();
    await allFilters.click();
    await expect(allFilters).toHaveAttribute('aria-expanded', 'true');

    const managers = (await (await page.request.get('/api/users?role=asset_manager')).json()) as {
      id: number;
      fullName: string;
    }[];
    const manager = managers[0];
    expect(manager).toBeDefined();
    if (!manager) return;
    await pick(page, 'Asset Manager', manager.fullName);
    await expect(page).toHaveURL(new RegExp(`assetManagerId=${manager.id}`));
    const managed = await expectRowsFor(page, `assetManagerId=${manager.id}`);
    expect(managed.items.every((item) => item.assetManager?.id === manager.id)).toBe(true);
    // Managers who are not asset managers by role but manage buildings are offered too.
    await page.getByRole('combobox', { name: 'Asset Manager' }).click();
    const everyManager = new Set((await apiList(page)).items.map((item) => item.assetManager?.fullName));
    for (const name of everyManager) if (name) await expect(page.getByRole('option', { name })).toBeVisible();
    await page.getByRole('option', { name: 'All Managers' }).click();

    await pick(page, 'Asset Type', 'Value-add');
    await expect(page).toHaveURL(/assetType=valueadd/);
    await expectRowsFor(page, 'assetType=valueadd');

    await pick(page, 'Asset Class', 'Office');
    await page.getByLabel('Keyword').fill('street');
    await expect(page).toHaveURL(/keyword=street/);
    await page.getByRole('button', { name: 'Clear All' }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(page.getByLabel('Keyword')).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Asset Class' })).toHaveText('All Classes');
    await expect(page.getByRole('combobox', { name: 'Asset Type' })).toHaveText('All Types');
    await expectRowsFor(page, '');
  });

  test('shows the empty state when nothing matches, with a Clear All that brings the rows back', async ({
    page,
  }) => {
    await page.goto('/portfolio?keyword=no-such-building-anywhere');
    await expect(page.getByText('No properties match your filters')).toBeVisible();
    await expect(footerText(page)).toHaveText(showing(0, 0));
    await expect(page.getByRole('button', { name: 'Export' })).toBeDisabled();
    await page.getByRole('tabpanel', { name: 'Assets' }).getByRole('button', { name: 'Clear All' }).click();
    await expect(page.getByLabel('Keyword')).toHaveValue('');
    await expectRowsFor(page, '');
  });

  test('keeps the filters and the tab in the URL across a reload', async ({ page }) => {
    await page.goto('/portfolio?assetClass=office&assetType=core');
    await expect(page.getByRole('combobox', { name: 'Asset Class' })).toHaveText('Office');
    // A set less-used filter opens All Filters by itself.
    await expect(page.getByRole('combobox', { name: 'Asset Type' })).toHaveText('Core');
    await expectRowsFor(page, 'assetClass=office&assetType=core');

    await page.getByLabel('Keyword').fill('down');
    await expect(page).toHaveURL(/keyword=down/);
    await page.reload();
    await expect(page.getByLabel('Keyword')).toHaveValue('down');
    await expect(page.getByRole('combobox', { name: 'Asset Class' })).toHaveText('Office');
    await expectRowsFor(page, 'assetClass=office&assetType=core&keyword=down');

    await page.getByRole('tab', { name: 'Cities' }).click();
    await expect(page).toHaveURL(/view=cities/);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Cities' })).toHaveAttribute('aria-selected', 'true');
  });

  test('the Markets and Cities tabs aggregate the filtered properties', async ({ page }) => {
    await page.goto('/portfolio');
    await page.getByRole('tab', { name: 'Markets' }).click();
    const marketsTable = page.getByRole('tabpanel', { name: 'Markets' }).getByRole('table');
    const markets = await apiAggregates(page, 'by=market');
    await expect(marketsTable.locator('tbody th')).toHaveText(markets.map((row) => row.name));
    const first = markets[0];
    if (!first) throw new Error('the seed has markets');
    await expect(marketsTable.locator('tbody tr').first().getByRole('cell')).toHaveText([
      String(first.properties),
      `${first.totalSf.toLocaleString('en-US')} sf`,
      `${first.vacancyPct}%`,
      `${first.availableSf.toLocaleString('en-US')} sf`,
      String(first.activeDeals),
      String(first.doneDeals),
      String(first.units),
      `${first.rollingSf10Mo.toLocaleString('en-US')} sf`,
      waltText(first),
    ]);

    await pick(page, 'Asset Class', 'Office');
    await page.getByRole('tab', { name: 'Cities' }).click();
    const citiesTable = page.getByRole('tabpanel', { name: 'Cities' }).getByRole('table');
    const cities = await apiAggregates(page, 'by=city&assetClass=office');
    const allCities = await apiAggregates(page, 'by=city');
    expect(cities.length).toBeLessThan(allCities.length);
    await expect(citiesTable.locator('tbody th')).toHaveText(cities.map((row) => row.name));
    await expect(citiesTable.getByRole('columnheader').first()).toHaveText('City');
  });

  test('a row click, Enter on a row, and the name link open the property', async ({ page }) => {
    await page.goto('/portfolio');
    const { items } = await apiList(page);
    const [first, second] = items;
    if (!first || !second) throw new Error('the seed has properties');

    const firstRow = assetsTable(page)
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: first.name }) });
    await firstRow.getByRole('cell', { name: first.market, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/properties/${first.id}$`));

    await page.goBack();
    const secondRow = assetsTable(page)
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: second.name }) });
    await secondRow.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/properties/${second.id}$`));

    await page.goBack();
    await expect(assetLinks(page).first()).toHaveAttribute('href', `/properties/${first.id}`);
  });

  test('Export downloads the filtered rows as CSV', async ({ page }) => {
    await page.goto('/portfolio?assetClass=office');
    const { items } = await expectRowsFor(page, 'assetClass=office');
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('properties-export.csv');
    const path = await download.path();
    const [header, ...rows] = parseCsv((await readFile(path, 'utf8')).replace(/^\uFEFF/, ''));
    expect(header?.slice(0, 2)).toEqual(['#', 'Asset']);
    expect(rows.map((row) => row[1])).toEqual(items.map((item) => item.name));
    await expect(assetLinks(page)).toHaveText(rows.map((row) => row[1] ?? ''));
  });

  test('Create with invalid input shows the messages and writes nothing', async ({ page }) => {
    await page.goto('/portfolio');
    const before = await apiList(page);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Create property' });
    await dialog.getByRole('button', { name: 'Create property' }).click();
    for (const message of [
      'Name is required',
      'Address is required',
      'City is required',
      'State must be a 2-letter code',
      'ZIP code must be 5 digits or ZIP+4',
      'Market is required',
      'Choose an asset class',
      'Choose an asset type',
      'Size must be a number',
    ]) {
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(dialog.getByLabel('Name')).toBeFocused();

    // The server's own message: a building that already exists at that address.
    const existing = before.items[0];
    if (!existing) throw new Error('the seed has properties');
    await dialog.getByLabel('Name').fill(existing.name);
    await dialog.getByLabel('Address').fill(existing.address);
    await dialog.getByLabel('City').fill(existing.city);
    await dialog.getByLabel('State').fill(existing.state);
    await dialog.getByLabel('ZIP code').fill('1234');
    await dialog.getByLabel('Market').fill(existing.market);
    await pick(page, 'Asset Class', 'Office');
    await pick(page, 'Asset Type', 'Core');
    await dialog.getByLabel('Total size (RSF)').fill('-5');
    await dialog.getByLabel('Year built').fill('3000');
    await dialog.getByRole('button', { name: 'Create property' }).click();
    await expect(dialog.getByText('ZIP code must be 5 digits or ZIP+4')).toBeVisible();
    await expect(dialog.getByText('Size must be greater than 0')).toBeVisible();
    await expect(dialog.getByText('Year built cannot be in the future')).toBeVisible();
    await expect(dialog.getByText('Name is required')).toBeHidden();

    await dialog.getByLabel('ZIP code').fill(existing.zipCode);
    await dialog.getByLabel('Total size (RSF)').fill('10,000');
    await dialog.getByLabel('Year built').fill('');
    await dialog.getByRole('button', { name: 'Create property' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      `A property named "${existing.name}" at ${existing.address} already exists`,
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect((await apiList(page)).total).toBe(before.total);
  });

  test('Create with valid, unique input adds the property', async ({ page }) => {
    await page.goto('/portfolio');
    const before = await apiList(page);
    await expect(footerText(page)).toHaveText(showing(before.total, before.total));
    const name = `E2E Harbor Point ${Date.now()}`;

    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Create property' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Address').fill('1 Harbor Way');
    await dialog.getByLabel('City').fill('Boston');
    await dialog.getByLabel('State').fill('ma');
    await dialog.getByLabel('ZIP code').fill('02110');
    await dialog.getByLabel('Market').fill('Boston');
    await pick(page, 'Asset Class', 'Office');
    await pick(page, 'Asset Type', 'Value-add');
    await dialog.getByLabel('Total size (RSF)').fill('12,500');
    await dialog.getByLabel('Year built').fill('1998');
    await pick(page, 'Asset Manager', 'Alex Morgan');
    await dialog.getByLabel('Owner').fill('Harbor Point Owner LLC');
    await dialog.getByRole('button', { name: 'Create property' }).click();

    await expect(dialog).toBeHidden();
    await expect(page.getByText('Property created', { exact: true })).toBeVisible();
    await expect(assetLinks(page).filter({ hasText: name })).toBeVisible();
    const row = assetsTable(page)
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name }) });
    await expect(row).toContainText('1 Harbor Way, Boston, MA');
    await expect(row).toContainText('12,500 sf');
    await expect(row).toContainText('Harbor Point Owner LLC');
    // No suites yet: the suite figures say so rather than showing it 0 % vacant (100 % leased).
    await expect(row.getByRole('cell', { name: 'No floors or suites recorded' })).toHaveAttribute(
      'colspan',
      '2',
    );
    await expect(row).not.toContainText('0%');
    // Other specs run alongside and may add buildings too, so the count grows by at least one.
    const after = await apiList(page);
    expect(after.total).toBeGreaterThan(before.total);
    const footer = (await footerText(page).textContent()) ?? '';
    const [, shown, of] = footer.match(/^Showing (\d+) of (\d+) propert(?:y|ies)$/) ?? [];
    expect(Number(shown)).toBeGreaterThan(before.total);
    expect(shown).toBe(of);
    const created = after.items.find((item) => item.name === name);
    expect(created).toMatchObject({
      state: 'MA',
      assetType: 'valueadd',
      assetManager: { fullName: 'Alex Morgan' },
    });
  });

  test('Edit Subscriptions is not available yet', async ({ page }) => {
    await page.goto('/portfolio');
    const button = page.getByRole('button', { name: 'Edit Subscriptions' });
    await expect(button).toBeDisabled();
    // The table filling in below moves the page, and a Radix tooltip opened by focus closes when its
    // trigger scrolls: wait for the rows, and focus again should a late layout close it.
    await expect(assetLinks(page).first()).toBeVisible();
    await expect(async () => {
      await button.blur();
      await button.focus();
      await expect(page.getByRole('tooltip')).toHaveText('Coming soon', { timeout: 1500 });
    }).toPass({ timeout: 10_000 });
  });

  test('fits a 390 px phone without page-level horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/portfolio');
    await expect(assetLinks(page).first()).toBeVisible();
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    // The wide table scrolls inside its own container instead.
    const container = await assetsTable(page).evaluate((table) => {
      const parent = table.parentElement as HTMLElement;
      return { scroll: parent.scrollWidth, client: parent.clientWidth };
    });
    expect(container.scroll).toBeGreaterThan(container.client);
    await page.getByRole('button', { name: 'All Filters' }).click();
    await expect(page.getByRole('combobox', { name: 'Asset Type' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('Assets as a broker', () => {
  test('a broker sees the portfolio but no Create button', async ({ page }) => {
    await signIn(page, broker);
    await page.goto('/portfolio');
    const { total } = await apiList(page);
    await expect(footerText(page)).toHaveText(showing(total, total));
    await expect(page.getByRole('link', { name: 'Export' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create', exact: true })).toHaveCount(0);
  });
});
