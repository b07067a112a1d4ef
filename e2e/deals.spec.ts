import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { parseCsv } from '../common/src/csv';
import type { OpportunityDetail } from '../common/src/deal-detail';
import { dealExportColumns } from '../common/src/deal-export';
import type { DealFacets, DealListResponse } from '../common/src/deal-list';
import type { PropertyListResponse } from '../common/src/properties';
import type { TenantListResponse } from '../common/src/tenants';
import { plural } from '../common/src/words';
import { signIn } from './support';

/*
 * The Deal Pipeline. Other specs change deals while this one runs, so every expectation
 * about rows or counts is read from the API for the same query in the same step, and the deals this
 * spec changes are its own (created through the API with a name no one else uses).
 */

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), path).toBe(true);
  return response.json();
}

const apiList = (page: Page, query = '') =>
  apiGet<DealListResponse>(page, `/api/opportunities?${query ? `${query}&` : ''}limit=500`);

/** A deal of our own, named `${label} <unique>`, on the first property. */
async function createDeal(page: Page, label: string, extra: Record<string, unknown> = {}) {
  const { items } = await apiGet<PropertyListResponse>(page, '/api/properties?limit=1');
  const response = await page.request.post('/api/opportunities', {
    data: {
      prospectName: `${label} ${Date.now()}${Math.floor(Math.random() * 1e4)}`,
      propertyId: items[0]?.id,
      squareFeetNeeded: 3100,
      proposedRent: 29.75,
      brokerName: 'Pipeline Broker',
      ...extra,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as OpportunityDetail;
}

const table = (page: Page) => page.getByRole('tabpanel', { name: 'Table' });
const tenantLinks = (page: Page) => table(page).locator('tbody').getByRole('link');
const countText = (page: Page) => page.getByText(/^[\d,]+ Deals? in your pipeline$/);
const chips = (page: Page) => page.getByRole('list', { name: 'Active filters' }).getByRole('listitem');
const rowStage = (page: Page, name: string) => page.getByRole('combobox', { name: `Stage for ${name}` });

/**
 * The page shows the API's answer for `query`: the count, and rows that all belong to it. Another
 * spec may add or move a deal between the page's request and ours; then the page is reloaded (the
 * filters are in the URL) and both are read again.
 */
async function expectDealsFor(
  page: Page,
  query: string,
  extra?: (answer: DealListResponse) => Promise<void>,
) {
  let answer: DealListResponse | undefined;
  let attempts = 0;
  await expect(async () => {
    if (attempts++ > 0) await page.reload();
    answer = await apiList(page, query);
    const total = answer.total;
    await expect(countText(page)).toHaveText(`${plural(total, 'Deal')} in your pipeline`, {
      timeout: 4000,
    });
    if (total === 0) {
      await expect(page.getByText('No deals found')).toBeVisible();
    } else {
      await expect(tenantLinks(page).first()).toBeVisible();
      const names = new Set(answer.items.map((item) => item.prospectName));
      const shown = await tenantLinks(page).allTextContents();
      expect(shown.length).toBeGreaterThan(0);
      for (const name of shown) expect(names, `${name} matches ${query}`).toContain(name);
    }
    await extra?.(answer);
  }).toPass({ timeout: 25_000 });
  if (!answer) throw new Error(`no answer for ${query}`);
  return answer;
}

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('combobox', { name: label, exact: true })).toHaveText(option);
}

async function removeChip(page: Page, label: string) {
  await page.getByRole('button', { name: `Remove ${label}` }).click();
  await expect(page.getByRole('button', { name: `Remove ${label}` })).toHaveCount(0);
}

test.describe('Deal Pipeline', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('shows the count, summary, stage strip and ageing from the data', async ({ page }) => {
    await page.goto('/deals');
    await expect(page.getByRole('heading', { level: 1, name: 'Deal Pipeline' })).toBeVisible();
    await expectDealsFor(page, '', async (answer) => {
      const counts = answer.stageCounts;
      const strip = page.getByRole('navigation', { name: 'Deal stages' }).getByRole('button');
      await expect(strip).toHaveText(
        [
          [counts.inquiry, 'Inquiries'],
          [counts.touring, 'Touring'],
          [counts.proposal, 'Proposals'],
          [counts.loi, 'LOI'],
          [counts.legal, 'Legal'],
          [counts.lease_execution, 'Lease Exec'],
          [counts.deal, 'Closed Deal'],
          [counts.dead, 'Dead'],
          [counts.idle, 'Idle'],
        ].map(([count, label]) => `${count}${label}`),
      );
      // Every stage has its figure, idle included, so the strip adds up to the pipeline's total.
      expect(Object.values(counts).reduce((sum, count) => sum + count, 0)).toBe(answer.total);
      expect(counts.idle, 'the seed has idle deals').toBeGreaterThan(0);
      const summary = page.getByRole('region', { name: 'Deal summary' });
      await expect(summary.getByRole('heading')).toHaveText([
        'Proposal & LOI',
        'Completed Deals',
        'Legal & Execution',
        'Dead Deals',
      ]);
      await expect(summary).toContainText(`Proposal & LOI${counts.proposal + counts.loi}`);
      await expect(summary).toContainText(`Dead Deals${counts.dead}`);
      const ageing = page.getByRole('list', { name: 'Deal ageing' });
      await expect(ageing).toHaveText(
        `${answer.ageing.under30}< 30 Days${answer.ageing.from30to59}30 - 59 Days` +
          `${answer.ageing.from60to90}60 - 90 Days${answer.ageing.over90}> 90 Days`,
      );
    });
    await expect(page.getByRole('region', { name: 'Deal pipeline' })).toContainText('Last updated');
    await expect(table(page).getByRole('columnheader')).toHaveText([
      '',
      'Tenant',
      'Total Size',
      'Asset',
      'Stage',
      'NER/sqft/yr',
      'Contact',
      'Comment',
      'Last Updated',
    ]);
  });

  test('renders only the rows in view, and the next ones as the table scrolls', async ({ page }) => {
    await page.goto('/deals');
    const answer = await expectDealsFor(page, '');
    test.skip(answer.total <= 25, 'needs more deals than fit in the table');
    const rendered = await tenantLinks(page).count();
    expect(rendered).toBeLessThan(answer.total);
    await expect(
      page.getByText(`Showing ${Math.min(answer.total, 100)} of ${answer.total} deals`),
    ).toBeVisible();
    const first = (await tenantLinks(page).first().textContent()) ?? '';
    const scroller = page.getByRole('region', { name: 'Deals', exact: true });
    await scroller.scrollIntoViewIfNeeded();
    await scroller.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await expect(tenantLinks(page).filter({ hasText: first })).toHaveCount(0);
    await expect(tenantLinks(page).last()).toBeInViewport();
  });

  test('the keyword filter asks the server and shows a removable chip', async ({ page }) => {
    const { items } = await apiList(page);
    const keyword = (items[0]?.property.name ?? 'Tower').split(' ')[0] ?? 'Tower';
    await page.goto('/deals');
    await expectDealsFor(page, '');

    await page.getByLabel('Keyword').fill(keyword);
    await expect(page).toHaveURL(new RegExp(`keyword=${encodeURIComponent(keyword)}`));
    await expectDealsFor(page, `keyword=${encodeURIComponent(keyword)}`);
    await expect(chips(page)).toHaveText([`Keyword: ${keyword}`]);
    await removeChip(page, `Keyword: ${keyword}`);
    await expect(page.getByLabel('Keyword')).toHaveValue('');
    await expectDealsFor(page, '');
  });

  test('the state multi-select searches, filters and shows a removable chip', async ({ page }) => {
    const facets = await apiGet<DealFacets>(page, '/api/opportunities/facets');
    const state = facets.states[0];
    if (!state) throw new Error('the seeded deals have states');
    await page.goto('/deals');
    await expectDealsFor(page, '');

    await page.getByRole('button', { name: 'State', exact: true }).click();
    await page.getByPlaceholder('Search states...').fill('zzz');
    await expect(page.getByText('No states found.')).toBeVisible();
    await page.getByPlaceholder('Search states...').fill(state.name.slice(0, 4));
    await page.getByRole('checkbox', { name: `${state.name} ${state.code}` }).click();
    await expect(page.getByRole('checkbox', { name: `${state.name} ${state.code}` })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(new RegExp(`states=${state.code}`));
    await expectDealsFor(page, `states=${state.code}`);
    await expect(chips(page)).toHaveText([`State: ${state.name}`]);
    await removeChip(page, `State: ${state.name}`);
    await expectDealsFor(page, '');
  });

  const selectFilters: [
    label: string,
    option: (facets: DealFacets) => string,
    query: (option: string) => string,
    chip: (option: string) => string,
  ][] = [
    ['Last Updated', () => 'This Month', () => 'updated=month', () => 'Last Updated: This Month'],
    ['Deal Type', () => 'Renewal', () => 'dealType=renewal', () => 'Deal Type: Renewal'],
    [
      'Market',
      (facets) => facets.markets[0] ?? '',
      (market) => `market=${encodeURIComponent(market)}`,
      (market) => `Market: ${market}`,
    ],
    [
      'City',
      (facets) => facets.cities[0] ?? '',
      (city) => `city=${encodeURIComponent(city)}`,
      (city) => `City: ${city}`,
    ],
  ];
  for (const [label, optionOf, queryOf, chipOf] of selectFilters) {
    const shown = optionOf({ states: [], markets: ['the first market'], cities: ['the first city'] });
    test(`${label}: ${shown} asks the server and shows a removable chip`, async ({ page }) => {
      const option = optionOf(await apiGet<DealFacets>(page, '/api/opportunities/facets'));
      expect(option).not.toBe('');
      await page.goto('/deals');
      await expectDealsFor(page, '');
      await pick(page, label, option);
      await expectDealsFor(page, queryOf(option));
      await expect(chips(page)).toHaveText([chipOf(option)]);
      await removeChip(page, chipOf(option));
      await expectDealsFor(page, '');
    });
  }

  test('Approval Status picks several stages: the list, chips and URL carry them all', async ({ page }) => {
    await page.goto('/deals');
    await expectDealsFor(page, '');
    const stageSelect = page.getByRole('button', { name: 'Approval Status', exact: true });
    await stageSelect.click();
    const stages = page.getByRole('list', { name: 'Stages' });
    // The boxes follow the URL, which takes a moment to change: click, then wait for the tick.
    for (const name of ['LOI', 'Idle']) {
      await stages.getByRole('checkbox', { name, exact: true }).click();
      await expect(stages.getByRole('checkbox', { name, exact: true })).toBeChecked();
    }
    await page.keyboard.press('Escape');
    await expect(stageSelect).toHaveText('LOI, Idle');
    await expect(page).toHaveURL(/[?&]stage=loi%2Cidle(&|$)/);
    await expectDealsFor(page, 'stage=loi,idle');
    await expect(chips(page)).toHaveText(['Stage: LOI', 'Stage: Idle']);
    await removeChip(page, 'Stage: LOI');
    await expect(stageSelect).toHaveText('Idle');
    await expectDealsFor(page, 'stage=idle');
    await removeChip(page, 'Stage: Idle');
    await expect(stageSelect).toHaveText('All Stages');
    await expectDealsFor(page, '');
  });

  test('a link naming several stages shows the deals of every one', async ({ page }) => {
    const query = 'stage=legal,lease_execution';
    await page.goto(`/deals?${query}`);
    const answer = await expectDealsFor(page, query);
    expect(new Set(answer.items.map((item) => item.stage))).toEqual(new Set(['legal', 'lease_execution']));
    await expect(page.getByRole('button', { name: 'Approval Status', exact: true })).toHaveText(
      'Legal, Lease Execution',
    );
    await expect(chips(page)).toHaveText(['Stage: Legal', 'Stage: Lease Execution']);
    const strip = page.getByRole('navigation', { name: 'Deal stages' });
    await expect(strip.getByRole('button', { pressed: true })).toHaveText([/Legal$/, /Lease Exec$/]);
  });

  test('an idle deal is counted and shows on the board in the Idle column', async ({ page }) => {
    const deal = await createDeal(page, 'Idle Board Works', { stage: 'idle' });
    const name = deal.prospectName;
    const keyword = `keyword=${encodeURIComponent(name)}`;
    await page.goto(`/deals?${keyword}&view=board`);
    await expect(countText(page)).toHaveText('1 Deal in your pipeline');
    const strip = page.getByRole('navigation', { name: 'Deal stages' });
    await expect(strip.getByRole('button', { name: /Idle$/ })).toHaveText('1Idle');
    const column = (label: string) => page.getByRole('region', { name: label, exact: true });
    await expect(column('Idle').getByRole('link', { name })).toBeVisible();
    await expect(column('Idle').getByText('No deals in this stage')).toHaveCount(0);
    // Idle is the last column, after the open and closed stages.
    const stages = await page
      .locator('section[data-stage]')
      .evaluateAll((columns) => columns.map((element) => element.getAttribute('data-stage')));
    expect(stages.at(-1)).toBe('idle');

    // Filtered to the idle stage, the board shows that column alone, with the deal.
    await page.goto(`/deals?${keyword}&stage=idle&view=board`);
    await expect(column('Idle').getByRole('link', { name })).toBeVisible();
    await expect(page.locator('section[data-stage]')).toHaveCount(1);
    await expect(page.getByText('No deals in this stage')).toHaveCount(0);
  });

  test('Clear all resets the filters, and filters survive a reload', async ({ page }) => {
    const query = 'stage=proposal&updated=month&dealType=new';
    await page.goto(`/deals?${query}`);
    await expectDealsFor(page, query);
    await expect(chips(page)).toHaveText(['Stage: Proposal', 'Last Updated: This Month', 'Deal Type: New']);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Approval Status' })).toHaveText('Proposal');
    await expect(page.getByRole('combobox', { name: 'Deal Type' })).toHaveText('New');
    await expectDealsFor(page, query);

    await page.getByRole('button', { name: 'Clear all' }).first().click();
    await expect(page).toHaveURL(/\/deals$/);
    await expect(chips(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Approval Status' })).toHaveText('All Stages');
    await expectDealsFor(page, '');
  });

  test('a stage picked in a row is saved and survives a reload', async ({ page }) => {
    const deal = await createDeal(page, 'Row Stage Clinic');
    await page.goto(`/deals?keyword=${encodeURIComponent(deal.prospectName)}`);
    await expect(rowStage(page, deal.prospectName)).toHaveText('Inquiry');
    await rowStage(page, deal.prospectName).click();
    await page.getByRole('option', { name: 'Closed Deal' }).click();
    await expect(page.getByText('Deal stage updated')).toBeVisible();
    await expect(page.getByText('Deal is now in the Closed Deal stage')).toBeVisible();
    await expect(rowStage(page, deal.prospectName)).toHaveText('Closed Deal');
    expect((await apiGet<OpportunityDetail>(page, `/api/opportunities/${deal.id}`)).stage).toBe('deal');
    await page.reload();
    await expect(rowStage(page, deal.prospectName)).toHaveText('Closed Deal');

    // A click on the row (not on its controls) opens the deal.
    await table(page).getByRole('row').filter({ hasText: deal.prospectName }).getByText('3,100 sf').click();
    await expect(page).toHaveURL(new RegExp(`/deals/${deal.id}$`));
  });

  test('a failed stage save puts the stage back with a toast', async ({ page }) => {
    const deal = await createDeal(page, 'Failing Stage Optics');
    await page.route(`**/api/opportunities/${deal.id}/stage`, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
    );
    await page.goto(`/deals?keyword=${encodeURIComponent(deal.prospectName)}`);
    await rowStage(page, deal.prospectName).click();
    await page.getByRole('option', { name: 'Touring' }).click();
    await expect(page.getByText('Failed to update deal stage')).toBeVisible();
    await expect(page.getByText('Please try again later')).toBeVisible();
    await expect(rowStage(page, deal.prospectName)).toHaveText('Inquiry');
    await expect(rowStage(page, deal.prospectName)).toBeEnabled();
    expect((await apiGet<OpportunityDetail>(page, `/api/opportunities/${deal.id}`)).stage).toBe('inquiry');
  });

  test('the board moves a card by its menu and by drag and drop, and the moves are saved', async ({
    page,
  }) => {
    const deal = await createDeal(page, 'Board Move Dental');
    const name = deal.prospectName;
    await page.goto(`/deals?keyword=${encodeURIComponent(name)}`);
    await page.getByRole('tab', { name: 'Board' }).click();
    await expect(page).toHaveURL(/view=board/);
    const column = (label: string) => page.getByRole('region', { name: label, exact: true });
    await expect(column('Inquiry').getByRole('link', { name })).toBeVisible();

    await page.getByRole('combobox', { name: `Move ${name} to` }).click();
    await page.getByRole('option', { name: 'Touring' }).click();
    await expect(column('Touring').getByRole('link', { name })).toBeVisible();
    await expect(page.getByText('Deal is now in the Touring stage')).toBeVisible();
    await page.reload();
    await expect(column('Touring').getByRole('link', { name })).toBeVisible();
    await expect(column('Inquiry').getByRole('link', { name })).toHaveCount(0);

    // Every column loads on its own; let them all settle so nothing shifts under the pointer.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    // HTML5 drag and drop with the mouse, to the next column (in view without scrolling the board).
    const card = column('Touring')
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name }) });
    await card.hover();
    await page.mouse.down();
    const target = await column('Proposal').boundingBox();
    expect(target).not.toBeNull();
    if (!target) return;
    await page.mouse.move(target.x + target.width / 2, target.y + 40, { steps: 10 });
    await page.mouse.move(target.x + target.width / 2, target.y + 50, { steps: 5 });
    await page.mouse.up();
    await expect(column('Proposal').getByRole('link', { name })).toBeVisible();
    await expect(page.getByText('Deal is now in the Proposal stage')).toBeVisible();
    await expect
      .poll(async () => (await apiGet<OpportunityDetail>(page, `/api/opportunities/${deal.id}`)).stage)
      .toBe('proposal');
    await page.reload();
    await expect(column('Proposal').getByRole('link', { name })).toBeVisible();
  });

  test('Export CSV downloads the filtered deals with its columns', async ({ page }) => {
    const label = `Export Batch ${Date.now()}`;
    for (const suffix of ['A', 'B', 'C']) await createDeal(page, `${label} ${suffix}`);
    const query = `keyword=${encodeURIComponent(label)}`;
    await page.goto(`/deals?${query}`);
    const answer = await expectDealsFor(page, query);
    expect(answer.total).toBe(3);

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('deals-export.csv');
    const [header, ...rows] = parseCsv(
      (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, ''),
    );
    expect(header).toEqual([...dealExportColumns]);
    expect(rows).toHaveLength(answer.total);
    expect(rows.map((row) => row[0]).sort()).toEqual(answer.items.map((item) => item.prospectName).sort());
    await expect(page.getByText('Export successful')).toBeVisible();
    await expect(page.getByText(`${answer.total} deals exported to CSV`)).toBeVisible();
  });

  test('Export CSV with no matching deals downloads nothing', async ({ page }) => {
    const downloads: string[] = [];
    page.on('download', (download) => downloads.push(download.suggestedFilename()));
    await page.goto('/deals?keyword=no-such-deal-anywhere');
    await expect(page.getByText('No deals found')).toBeVisible();
    await expect(page.getByText('No deals match your search criteria')).toBeVisible();
    await page.getByRole('button', { name: 'Export CSV' }).click();
    await expect(page.getByText('No deals to export')).toBeVisible();
    await expect(page.getByText('There are no deals available to export')).toBeVisible();
    expect(downloads).toEqual([]);
  });

  test('Add Deal checks the form, creates the deal and opens it', async ({ page }) => {
    const { items: properties } = await apiGet<PropertyListResponse>(page, '/api/properties?limit=1');
    const { items: tenants } = await apiGet<TenantListResponse>(page, '/api/tenants?limit=1');
    const property = properties[0];
    const tenant = tenants[0];
    expect(property && tenant).toBeTruthy();
    if (!property || !tenant) return;
    await page.goto('/deals');
    await page.getByRole('button', { name: 'Add Deal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Deal' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/deals\/new$/);
    await dialog.getByRole('button', { name: 'Add Deal' }).click();
    await expect(dialog.getByText('Prospect name is required')).toBeVisible();
    await expect(dialog.getByText('Property is required')).toBeVisible();
    await expect(dialog.getByText('Size must be a number')).toBeVisible();

    const name = `Added Deal Partners ${Date.now()}`;
    await dialog.getByLabel('Prospect name').fill(name);
    // Tenant and Property are searched on the server as the user types.
    for (const [label, searchLabel, choice] of [
      ['Tenant', 'Search tenants', tenant.name],
      ['Property', 'Search properties', property.name],
    ] as const) {
      await dialog.getByRole('combobox', { name: label, exact: true }).click();
      const searched = page.waitForResponse((response) => response.url().includes(`limit=20&`));
      await page.getByRole('combobox', { name: searchLabel }).fill(choice);
      expect(
        new URL((await searched).url()).searchParams.get(label === 'Tenant' ? 'search' : 'keyword'),
      ).toBe(choice);
      await page
        .getByRole('listbox', { name: searchLabel })
        .getByRole('option', { name: choice, exact: true })
        .first()
        .click();
      await expect(dialog.getByRole('combobox', { name: label, exact: true })).toHaveText(choice);
    }
    await expect(dialog.getByLabel('Prospect name')).toHaveValue(name);
    await dialog.getByLabel('Size (sqft)').fill('-4');
    await dialog.getByRole('button', { name: 'Add Deal' }).click();
    await expect(dialog.getByText('Size must be a positive number')).toBeVisible();
    await dialog.getByLabel('Size (sqft)').fill('6,400');
    await dialog.getByLabel('Proposed rent ($/sqft/yr)').fill('34.25');
    await pick(page, 'Deal type', 'Expansion');
    await dialog.getByRole('button', { name: 'Add Deal' }).click();
    await expect(page).toHaveURL(/\/deals\/\d+$/);
    const id = Number(page.url().split('/').pop());
    const created = await apiGet<OpportunityDetail>(page, `/api/opportunities/${id}`);
    expect(created).toMatchObject({
      prospectName: name,
      squareFeetNeeded: 6400,
      proposedRent: 34.25,
      dealType: 'expansion',
      stage: 'inquiry',
      property: { id: property.id },
      tenant: { id: tenant.id },
    });
  });

  test('/deals/new prefills the tenant, prospect and property from its query', async ({ page }) => {
    const { items: tenants } = await apiGet<TenantListResponse>(page, '/api/tenants?limit=1');
    const { items: properties } = await apiGet<PropertyListResponse>(page, '/api/properties?limit=1');
    const tenant = tenants[0];
    const property = properties[0];
    expect(tenant && property).toBeTruthy();
    if (!tenant || !property) return;
    await page.goto(`/deals/new?tenantId=${tenant.id}&propertyId=${property.id}`);
    const dialog = page.getByRole('dialog', { name: 'Add Deal' });
    await expect(dialog.getByRole('combobox', { name: 'Tenant' })).toHaveText(tenant.name);
    await expect(dialog.getByRole('combobox', { name: 'Property' })).toHaveText(property.name);
    await expect(dialog.getByLabel('Prospect name')).toHaveValue(tenant.name);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/deals$/);
  });

  test('fits a 390 px phone without page-level horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/deals', '/deals?view=board']) {
      await page.goto(path);
      await expect(countText(page)).toBeVisible();
      await expect(page.getByRole('tabpanel')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    }
  });
});
