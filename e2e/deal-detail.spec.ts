import { expect, type Page, test } from '@playwright/test';
import { dealStageLabels } from '../common/src/deal-stages';
import type {
  DealListResponse,
  DealUpdate,
  NotificationList,
  OpportunityDetail,
} from '../common/src/opportunities';
import type { PropertyListResponse } from '../common/src/properties';
import { signIn } from './support';

/*
 * The deal screen (spec §2.8) against the real server. Read-only checks use a seeded deal read fresh
 * from the API; everything that writes works on a deal created here under a unique name, since other
 * specs change the seeded deals in parallel.
 */

const dealTypeLabels = { new: 'New Deal', renewal: 'Renewal', expansion: 'Expansion' } as const;
const money2 = (value: number) =>
  `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), path).toBe(true);
  return response.json();
}

const getDeal = (page: Page, id: number) => apiGet<OpportunityDetail>(page, `/api/opportunities/${id}`);

async function seededDealId(page: Page, keyword?: string): Promise<number> {
  const query = keyword ? `keyword=${encodeURIComponent(keyword)}&limit=5` : 'limit=5';
  const { items } = await apiGet<DealListResponse>(page, `/api/opportunities?${query}`);
  expect(items.length, query).toBeGreaterThan(0);
  return items[0]?.id ?? 0;
}

/** A deal of our own on a seeded deal's building. */
async function createDeal(page: Page, label: string): Promise<OpportunityDetail> {
  const seeded = await getDeal(page, await seededDealId(page));
  const response = await page.request.post('/api/opportunities', {
    data: {
      prospectName: `${label} ${Date.now()}-${Math.floor(Math.random() * 1e4)}`,
      propertyId: seeded.property.id,
      squareFeetNeeded: 2750,
      dealType: 'new',
      stage: 'inquiry',
      proposedRent: 36.5,
      brokerName: 'Kyle Bennett',
      brokerCompany: 'Lakeshore Tenant Advisors',
      expectedCloseDate: '2027-03-31',
    },
  });
  expect(response.status()).toBe(201);
  return response.json();
}

async function openDeal(page: Page, deal: Pick<OpportunityDetail, 'id' | 'prospectName'>) {
  await page.goto(`/deal-detail/${deal.id}`);
  await expect(page.getByRole('heading', { level: 1, name: deal.prospectName })).toBeVisible();
}

const stageSelect = (page: Page) => page.getByRole('combobox', { name: 'Deal stage' });

test.describe('deal detail', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('the header and the Overview show the API record', async ({ page }) => {
    const id = await seededDealId(page);
    await page.goto(`/deal-detail/${id}`);
    const deal = await getDeal(page, id);
    await expect(page.getByRole('heading', { level: 1, name: deal.prospectName })).toBeVisible();
    const facts = page.getByRole('list', { name: 'Deal facts' });
    await expect(facts).toContainText(dealTypeLabels[deal.dealType]);
    await expect(facts).toContainText(`${deal.squareFeetNeeded.toLocaleString('en-US')} sf`);
    await expect(page.getByTestId('deal-lead')).toHaveText(deal.lead?.fullName ?? 'No lead assigned');
    await expect(stageSelect(page)).toHaveText(dealStageLabels[deal.stage]);
    await expect(page.getByRole('button', { name: 'Edit Deal' })).toBeVisible();

    await page.getByRole('tab', { name: 'Overview' }).click();
    const overview = page.getByRole('table', { name: 'Deal overview' });
    const value = (label: string) =>
      overview
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: label }) })
        .getByRole('cell');
    await expect(value('Property')).toHaveText(deal.property.name);
    await expect(value('Address')).toHaveText(
      `${deal.property.address}, ${deal.property.city}, ${deal.property.state}`,
    );
    await expect(value('Proposed rent')).toHaveText(
      deal.proposedRent == null ? '—' : `${money2(deal.proposedRent)}/SF/yr`,
    );
    await expect(value('Probability')).toHaveText(`${deal.probability}%`);

    await page.getByRole('link', { name: 'Back to Deals' }).click();
    await expect(page).toHaveURL(/\/deals$/);
  });

  test('a stage picked from the dropdown is saved and survives a reload', async ({ page }) => {
    const deal = await createDeal(page, 'Stage Change Dental');
    await openDeal(page, deal);
    await expect(stageSelect(page)).toHaveText('Inquiry');
    await stageSelect(page).click();
    await page.getByRole('option', { name: 'LOI' }).click();
    await expect(page.getByText('Deal is now in the LOI stage')).toBeVisible();
    await expect(stageSelect(page)).toHaveText('LOI');
    expect((await getDeal(page, deal.id)).stage).toBe('loi');
    await page.reload();
    await expect(stageSelect(page)).toHaveText('LOI');
  });

  test('a failed stage save rolls back with a toast', async ({ page }) => {
    const deal = await createDeal(page, 'Stage Failure Optics');
    await page.route(`**/api/opportunities/${deal.id}/stage`, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
    );
    await openDeal(page, deal);
    await stageSelect(page).click();
    await page.getByRole('option', { name: 'Legal' }).click();
    await expect(page.getByText('Failed to update deal stage')).toBeVisible();
    await expect(page.getByText('Please try again later')).toBeVisible();
    await expect(stageSelect(page)).toHaveText('Inquiry');
    await expect(stageSelect(page)).toBeEnabled();
    expect((await getDeal(page, deal.id)).stage).toBe('inquiry');
  });

  test('a deal without proposal rounds says so', async ({ page }) => {
    const deal = await createDeal(page, 'No Terms Yoga');
    await openDeal(page, deal);
    await expect(page.getByText('No proposal rounds yet')).toBeVisible();
  });

  test('posted updates and tours persist across a reload, with @mentions highlighted', async ({
    page,
    request,
  }) => {
    const deal = await createDeal(page, 'Updates Bakery');
    await openDeal(page, deal);
    await expect(page.getByText('No updates yet')).toBeVisible();
    const box = page.getByPlaceholder('Type @ to notify team members');
    const post = page.getByRole('button', { name: 'Post' });
    await expect(post).toBeDisabled();
    await box.fill('Sent the floor plan to @jrivera for pricing');
    await post.click();
    await expect(box).toHaveValue('');
    await box.fill('Walked suite with the tenant');
    await page.getByRole('switch', { name: 'Log as Tour' }).check();
    await post.click();
    await expect(page.getByRole('list', { name: 'Updates' }).getByRole('listitem')).toHaveCount(2);

    await page.reload();
    const items = page.getByRole('list', { name: 'Updates' }).getByRole('listitem');
    await expect(items).toHaveCount(2);
    const updates = await apiGet<DealUpdate[]>(page, `/api/opportunities/${deal.id}/updates`);
    expect(updates.map((u) => [u.content, u.isTour])).toEqual([
      ['Walked suite with the tenant', true],
      ['Sent the floor plan to @jrivera for pricing', false],
    ]);
    await expect(items.nth(0)).toContainText('Walked suite with the tenant');
    await expect(items.nth(0).getByText('Tour', { exact: true })).toBeVisible();
    await expect(items.nth(0)).toContainText('Demo User');
    await expect(items.nth(0)).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4} • \d{1,2}:\d{2} (AM|PM)/);
    await expect(items.nth(1).locator('mark')).toHaveText('@jrivera');
    await expect(items.nth(1).getByText('Tour', { exact: true })).toHaveCount(0);

    // The mention notified Jordan Rivera (read with a session of their own).
    const login = await request.post('/api/auth/login', {
      data: { username: 'jrivera', password: 'leaselens123' },
    });
    expect(login.ok()).toBe(true);
    const { items: notifications } = (await (
      await request.get('/api/notifications')
    ).json()) as NotificationList;
    const mention = updates[1];
    expect(notifications.map((n) => n.link)).toContain(`/deal-detail/${deal.id}#update-${mention?.id}`);
  });

  test('documents upload, list, download and delete; other types are refused', async ({ page }) => {
    const deal = await createDeal(page, 'Docs Pharmacy');
    await openDeal(page, deal);
    await page.getByRole('tab', { name: 'Docs' }).click();
    await expect(page.getByText('No documents uploaded yet')).toBeVisible();
    const picker = page.getByLabel('Upload a document');

    await picker.setInputFiles({
      name: 'setup.exe',
      mimeType: 'application/x-msdownload',
      buffer: Buffer.from('MZ'),
    });
    await expect(page.getByRole('alert')).toContainText('"setup.exe" is not a supported file.');
    await expect(page.getByText('No documents uploaded yet')).toBeVisible();

    const name = 'Tour notes – floor 3.txt';
    await picker.setInputFiles({
      name,
      mimeType: 'text/plain',
      buffer: Buffer.from('Tenant liked the corner suite.\n'),
    });
    const list = page.getByRole('list', { name: 'Documents' });
    await expect(list.getByRole('link', { name })).toBeVisible();
    await expect(list).toContainText('Demo User');
    await expect(list).toContainText('31 bytes');

    const downloadPromise = page.waitForEvent('download');
    await list.getByRole('link', { name }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe(name);

    await page.reload();
    await page.getByRole('tab', { name: 'Docs' }).click();
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete document?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('No documents uploaded yet')).toBeVisible();
    expect(await apiGet<unknown[]>(page, `/api/opportunities/${deal.id}/documents`)).toEqual([]);
  });

  test('Edit Deal validates with the contract and saves the record', async ({ page }) => {
    const deal = await createDeal(page, 'Edit Me Clinic');
    await openDeal(page, deal);
    await page.getByRole('button', { name: 'Edit Deal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Deal' });
    await dialog.getByLabel('Probability (%)').fill('101');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText('Probability must be between 0 and 100')).toBeVisible();

    const renamed = `${deal.prospectName} Renamed`;
    await dialog.getByLabel('Probability (%)').fill('75');
    await dialog.getByLabel('Prospect name').fill(renamed);
    await dialog.getByLabel('Size (SF)').fill('3100');
    await dialog.getByRole('combobox', { name: 'Deal lead' }).click();
    await page.getByRole('option', { name: 'Jordan Rivera' }).click();
    // The property is searched on the server; the deal moves to another building.
    const { items: buildings } = await apiGet<PropertyListResponse>(page, '/api/properties?limit=2');
    const target = buildings.find((building) => building.id !== deal.property.id);
    expect(target).toBeDefined();
    if (!target) return;
    const property = dialog.getByRole('combobox', { name: 'Property', exact: true });
    await expect(property).toHaveText(deal.property.name);
    await property.click();
    await page.getByRole('combobox', { name: 'Search properties' }).fill(target.name);
    await page
      .getByRole('listbox', { name: 'Search properties' })
      .getByRole('option', { name: target.name, exact: true })
      .first()
      .click();
    await expect(property).toHaveText(target.name);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Deal updated')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    await expect(page.getByTestId('deal-lead')).toHaveText('Jordan Rivera');
    await expect(page.getByRole('list', { name: 'Deal facts' })).toContainText('3,100 sf');
    const saved = await getDeal(page, deal.id);
    expect(saved).toMatchObject({
      prospectName: renamed,
      probability: 75,
      squareFeetNeeded: 3100,
      property: { id: target.id },
    });
    expect(saved.lead?.fullName).toBe('Jordan Rivera');
  });

  test('Export downloads the deal summary', async ({ page }) => {
    const id = await seededDealId(page);
    const deal = await getDeal(page, id);
    await openDeal(page, deal);
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe(`deal-${id}-summary.csv`);
    expect(await download.failure()).toBeNull();
  });

  test("an unknown or malformed id shows 'Deal Not Found' with a way back", async ({ page }) => {
    for (const path of ['/deal-detail/999999', '/deal-detail/not-a-number']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Deal Not Found' })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Back to Deals' }).click();
    await expect(page).toHaveURL(/\/deals$/);
  });

  test('on a phone the page does not scroll sideways and the side panel stacks below', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const id = await seededDealId(page, 'Vance Litigation Group');
    const deal = await getDeal(page, id);
    await openDeal(page, deal);
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    await expect(page.getByRole('list', { name: 'Proposal rounds' })).toBeVisible();
    expect(await overflow(), 'proposals').toBe(0);
    await page.getByRole('tab', { name: 'Overview' }).click();
    await expect(page.getByRole('table', { name: 'Deal overview' })).toBeVisible();
    expect(await overflow(), 'overview').toBe(0);
    await page.getByRole('tab', { name: 'Docs' }).click();
    expect(await overflow(), 'docs').toBe(0);

    const main = await page.getByRole('tablist', { name: 'Deal sections' }).boundingBox();
    const side = await page.getByRole('tablist', { name: 'Deal activity' }).boundingBox();
    expect(side?.y ?? 0).toBeGreaterThan((main?.y ?? 0) + (main?.height ?? 0));
  });
});
