import { type APIRequestContext, expect, type Page, request, test } from '@playwright/test';
import { createLeaseMessages } from '../common/src/create-lease';
import type { OpportunityDetail } from '../common/src/deal-detail';
import type { DealHistory } from '../common/src/deal-history-feed';
import type { DealListResponse } from '../common/src/deal-list';
import { dealStageLabels } from '../common/src/deal-stages';
import { renewalTermRequiredMessage } from '../common/src/lease-terms';
import { leaseTermsMessages } from '../common/src/lease-terms-messages';
import type { PropertyListResponse } from '../common/src/properties';
import { roundNer } from '../common/src/proposal-rounds';
import { signIn } from './support';

/*
 * The deal screen, /deals/:id, against the real server. Read-only checks use a seeded deal read fresh
 * from the API; everything that writes works on a deal created here under a unique name, since other
 * specs change the seeded deals in parallel.
 */

const jrivera = { username: 'jrivera', password: 'leaselens123' };
const dealTypeLabels = { new: 'New Deal', renewal: 'Renewal', expansion: 'Expansion' } as const;
const money2 = (value: number) =>
  `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function apiGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), path).toBe(true);
  return response.json();
}

const getDeal = (page: Page, id: number) =>
  apiGet<OpportunityDetail>(page.request, `/api/opportunities/${id}`);

async function seededDeal(page: Page, keyword: string): Promise<OpportunityDetail> {
  const { items } = await apiGet<DealListResponse>(
    page.request,
    `/api/opportunities?keyword=${encodeURIComponent(keyword)}&limit=5`,
  );
  expect(items.length, keyword).toBeGreaterThan(0);
  return getDeal(page, items[0]?.id ?? 0);
}

const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * A deal of our own on the first building: each test changes only its own. No tenant record unless
 * asked: a seeded tenant's open deal would make other specs' Add Deal a duplicate.
 */
async function createDeal(page: Page, label: string, over: object = {}): Promise<OpportunityDetail> {
  const { items } = await apiGet<PropertyListResponse>(page.request, '/api/properties?limit=1');
  const response = await page.request.post('/api/opportunities', {
    data: {
      prospectName: unique(label),
      title: unique(`${label} deal`),
      propertyId: items[0]?.id,
      squareFeetNeeded: 2750,
      proposedRent: 36.5,
      brokerName: 'Kyle Bennett',
      brokerCompany: 'Lakeshore Tenant Advisors',
      description: 'Created by the deal workspace spec.',
      expectedCloseDate: '2027-03-31',
      ...over,
    },
  });
  expect(response.status()).toBe(201);
  return response.json();
}

/**
 * Gives the deal an approved landlord offer (submitted by its broker, approved by the admin), so the
 * organisation's approval gate — which the proposals spec turns on while it runs — lets it past LOI.
 */
async function approveAnOffer(page: Page, dealId: number) {
  const round = await page.request.post(`/api/opportunities/${dealId}/proposal-rounds`, {
    data: {
      side: 'landlord',
      roundDate: '2026-03-01',
      leaseType: 'gross',
      areaRsf: 2750,
      termMonths: 60,
      baseRent: 36.5,
      rentEscalation: 3,
      rentFreeMonths: 2,
      tenantImprovements: 20,
      leasingCommissionPct: null,
      otherLandlordCosts: 0,
    },
  });
  expect(round.status()).toBe(201);
  const { id } = (await round.json()) as { id: number };
  const broker = await request.newContext({ baseURL: test.info().project.use.baseURL });
  expect((await broker.post('/api/auth/login', { data: jrivera })).ok()).toBe(true);
  expect((await broker.post(`/api/proposal-rounds/${id}/submit`, { data: {} })).status()).toBe(200);
  await broker.dispose();
  expect((await page.request.post(`/api/proposal-rounds/${id}/approve`, { data: {} })).status()).toBe(200);
}

async function openDeal(page: Page, deal: Pick<OpportunityDetail, 'id' | 'prospectName'>, query = '') {
  await page.goto(`/deals/${deal.id}${query}`);
  await expect(page.getByRole('heading', { level: 1, name: deal.prospectName })).toBeVisible();
}

const stageSelect = (page: Page) => page.getByRole('combobox', { name: 'Deal stage' });
const leadSelect = (page: Page) =>
  page.getByLabel('Deal summary').getByRole('combobox', { name: 'Deal lead' });
const step = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Opportunity stage' }).getByRole('button', { name, exact: true });
const toast = (page: Page, text: string) => page.getByRole('region').getByText(text, { exact: true });
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test.describe('the deal screen', () => {
  test('from a pipeline row to the deal: the header, the overview and every tab from the API', async ({
    page,
  }) => {
    const deal = await seededDeal(page, 'Vance Litigation Group');
    await page.goto(`/deals?keyword=${encodeURIComponent(deal.prospectName)}`);
    await page.getByRole('link', { name: deal.prospectName, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/deals/${deal.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: deal.prospectName })).toBeVisible();

    const facts = page.getByRole('list', { name: 'Deal facts' });
    await expect(facts.getByRole('link', { name: deal.property.name })).toHaveAttribute(
      'href',
      `/properties/${deal.property.id}`,
    );
    await expect(facts).toContainText(dealTypeLabels[deal.dealType]);
    await expect(facts).toContainText(`${deal.squareFeetNeeded.toLocaleString('en-US')} sf`);
    await expect(leadSelect(page)).toHaveText(deal.lead?.fullName ?? 'No lead assigned');
    await expect(stageSelect(page)).toHaveText(dealStageLabels[deal.stage]);
    const history = await apiGet<DealHistory>(page.request, `/api/opportunities/${deal.id}/history`);
    await expect(page.getByLabel('Deal summary')).toContainText(`${history.daysInStage} days in`);

    const overview = page.getByRole('table', { name: 'Deal overview' });
    const value = (label: string) =>
      overview
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: label }) })
        .getByRole('cell');
    await expect(value('Address')).toHaveText(
      `${deal.property.address}, ${deal.property.city}, ${deal.property.state}`,
    );
    await expect(value('Proposed rent')).toHaveText(
      deal.proposedRent == null ? '—' : `${money2(deal.proposedRent)}/SF/yr`,
    );
    await expect(value('Probability')).toHaveText(new RegExp(`^${deal.probability}%`));
    await expect(page.getByRole('complementary', { name: 'Tenant and actions' })).toContainText(
      deal.tenant?.name ?? 'No contact information available',
    );

    // Each section opens from its tab, which the URL keeps.
    const panel = page.getByRole('tabpanel');
    await tab(page, 'Proposals').click();
    await expect(page).toHaveURL(/\?tab=proposals$/);
    await expect(panel.getByRole('table', { name: 'Proposal rounds' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Edit Terms' })).toBeVisible();
    await tab(page, 'Discussion').click();
    await expect(panel.getByRole('button', { name: 'Post', exact: true })).toBeVisible();
    await tab(page, 'Tasks').click();
    await expect(panel.getByRole('form', { name: 'New task' })).toBeVisible();
    await tab(page, 'Documents').click();
    await expect(panel.getByText('Upload a document')).toBeVisible();
    await tab(page, 'History').click();
    await expect(panel.getByRole('list', { name: 'Deal history' }).getByRole('listitem').first()).toHaveText(
      new RegExp(history.events[0]?.text ?? ''),
    );

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export' }).click();
    expect((await download).suggestedFilename()).toBe(`deal-${deal.id}-summary.csv`);

    await page.getByRole('link', { name: 'Back to Deals' }).click();
    await expect(page).toHaveURL(/\/deals$/);
  });

  test('one stage control: the dropdown and the bar save it, a failed save rolls back', async ({ page }) => {
    const deal = await createDeal(page, 'Stage Change Dental');
    await approveAnOffer(page, deal.id);
    await openDeal(page, deal);
    await expect(stageSelect(page)).toHaveText('Inquiry');
    await expect(step(page, 'Lead')).toHaveAttribute('aria-current', 'step');
    await stageSelect(page).click();
    await page.getByRole('option', { name: 'LOI' }).click();
    await expect(toast(page, 'Deal is now in the LOI stage')).toBeVisible();
    await expect(step(page, 'Proposal')).toHaveAttribute('aria-current', 'step');

    await step(page, 'Negotiation').click();
    await expect(stageSelect(page)).toHaveText('Legal');
    await page.reload();
    await expect(stageSelect(page)).toHaveText('Legal');
    await expect(step(page, 'Proposal')).toHaveAttribute('data-filled', 'true');
    await expect(step(page, 'Closed Won')).toHaveAttribute('data-filled', 'false');
    expect((await getDeal(page, deal.id)).stage).toBe('legal');

    await page.route(`**/api/opportunities/${deal.id}/stage`, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
    );
    await stageSelect(page).click();
    await page.getByRole('option', { name: 'Touring' }).click();
    await expect(toast(page, 'Failed to update deal stage')).toBeVisible();
    await expect(stageSelect(page)).toHaveText('Legal');
    await expect(stageSelect(page)).toBeEnabled();
    expect((await getDeal(page, deal.id)).stage).toBe('legal');
  });

  test('moving to Dead asks why, shows it in History, and Undo restores the stage', async ({ page }) => {
    const deal = await createDeal(page, 'Dead Then Alive Optics', { stage: 'proposal' });
    await openDeal(page, deal);
    await step(page, 'Closed Lost').click();
    const dialog = page.getByRole('dialog', { name: 'Move this deal to Dead?' });
    await dialog.getByRole('button', { name: 'Move to Dead' }).click();
    await expect(dialog.getByText('Choose why the deal was lost')).toBeVisible();
    await dialog.getByRole('radio', { name: 'Timing' }).check();
    await dialog.getByRole('textbox').fill('Board froze hiring until Q3');
    await dialog.getByRole('button', { name: 'Move to Dead' }).click();
    await expect(toast(page, 'Deal moved to Dead')).toBeVisible();
    await expect(stageSelect(page)).toHaveText('Dead');
    await expect(
      page.getByText('Lost at Proposal. Reason: Timing: Board froze hiring until Q3'),
    ).toBeVisible();
    // Lost at Proposal: the bar stops there and Closed Won waits for the deal to be reopened.
    await expect(step(page, 'Proposal')).toHaveAttribute('data-filled', 'true');
    await expect(step(page, 'Negotiation')).toHaveAttribute('data-filled', 'false');
    await expect(step(page, 'Closed Won')).toBeDisabled();

    await tab(page, 'History').click();
    const history = page.getByRole('list', { name: 'Deal history' });
    await expect(history.getByRole('listitem').first()).toContainText(
      'Moved from Proposal to Dead. Reason: Timing: Board froze hiring until Q3',
    );
    await expect(history.getByRole('listitem').first()).toContainText('Demo User');

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(toast(page, 'Deal is back in the Proposal stage')).toBeVisible();
    await expect(stageSelect(page)).toHaveText('Proposal');
    await expect(history.getByRole('listitem').first()).toContainText('Moved from Dead to Proposal');
    expect(await getDeal(page, deal.id)).toMatchObject({
      stage: 'proposal',
      lostReason: null,
      probability: 35,
    });
  });

  test('reassigning the lead notifies the new lead, whose bell opens the deal', async ({ page, browser }) => {
    const deal = await createDeal(page, 'Lead Change Bakery');
    await openDeal(page, deal);
    await expect(leadSelect(page)).toHaveText('No lead assigned');
    await leadSelect(page).click();
    await page.getByRole('option', { name: 'Jordan Rivera' }).click();
    await expect(toast(page, 'Jordan Rivera now leads this deal and has been notified.')).toBeVisible();
    await tab(page, 'History').click();
    await expect(page.getByRole('list', { name: 'Deal history' })).toContainText('Lead set to Jordan Rivera');

    const context = await browser.newContext();
    const other = await context.newPage();
    await signIn(other, jrivera);
    await other.goto('/tenants');
    await other.getByRole('button', { name: /^Notifications/ }).click();
    await other
      .getByRole('list', { name: 'Notification list' })
      .getByRole('button', { name: new RegExp(`made you the lead on ${deal.prospectName}`) })
      .click();
    await expect(other).toHaveURL(new RegExp(`/deals/${deal.id}$`));
    await expect(other.getByRole('heading', { level: 1, name: deal.prospectName })).toBeVisible();
    await context.close();
  });

  test('Edit Deal validates with the contract and saves; a probability set there is shown as set by hand', async ({
    page,
  }) => {
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
    await dialog.getByLabel('Title').fill(`${deal.title} (edited)`);
    await dialog.getByLabel('Size (SF)').fill('3100');
    await dialog.getByLabel('Potential value ($)').fill('750000');
    await dialog.getByLabel('Expected close').fill('2026-09-30');
    const { items: buildings } = await apiGet<PropertyListResponse>(page.request, '/api/properties?limit=2');
    const target = buildings.find((building) => building.id !== deal.property.id);
    if (!target) throw new Error('the seed has two buildings');
    const property = dialog.getByRole('combobox', { name: 'Property', exact: true });
    await property.click();
    await page.getByRole('combobox', { name: 'Search properties' }).fill(target.name);
    await page
      .getByRole('listbox', { name: 'Search properties' })
      .getByRole('option', { name: target.name, exact: true })
      .first()
      .click();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Deal updated')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    await expect(page.getByLabel('Deal summary')).toContainText('75%');
    await expect(page.getByLabel('Deal summary')).toContainText('Set by hand');
    await expect(page.getByLabel('Deal summary')).toContainText('$750,000');
    await expect(page.getByText('Sep 30, 2026')).toBeVisible();
    expect(await getDeal(page, deal.id)).toMatchObject({
      prospectName: renamed,
      title: `${deal.title} (edited)`,
      probability: 75,
      probabilityByHand: true,
      squareFeetNeeded: 3100,
      potentialValue: 750000,
      property: { id: target.id },
    });
    await page.getByLabel('Deal summary').getByRole('button', { name: 'Follow the stage' }).click();
    await expect(page.getByLabel('Deal summary')).toContainText('10%');
    await expect(page.getByLabel('Deal summary')).toContainText('Follows the stage');
  });

  test('Create Lease says why it is disabled: before Closed Won, then while the deal has no tenant', async ({
    page,
  }) => {
    const deal = await createDeal(page, 'Reason deal');
    await openDeal(page, deal);
    const createLease = page.getByRole('button', { name: 'Create Lease' });
    await expect(createLease).toBeDisabled();
    // A disabled button takes no pointer events: the pointer rests on the reason's wrapper around it.
    await createLease.locator('..').hover();
    await expect(page.getByRole('tooltip')).toHaveText(createLeaseMessages.notWon);

    await step(page, 'Closed Won').click();
    await expect(step(page, 'Closed Won')).toHaveAttribute('aria-current', 'step');
    await expect(async () => {
      await createLease.locator('..').blur();
      await createLease.locator('..').focus();
      await expect(page.getByRole('tooltip')).toHaveText(createLeaseMessages.noTenant, { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
  });

  test('tasks: create one with an assignee and due date, then complete it', async ({ page }) => {
    const deal = await createDeal(page, 'Task deal');
    await openDeal(page, deal, '?tab=tasks');
    await expect(page.getByText('No tasks yet')).toBeVisible();
    await page.getByRole('textbox', { name: 'Task' }).fill('Send the LOI draft');
    await page.getByRole('combobox', { name: 'Assignee' }).click();
    await page.getByRole('option', { name: 'Demo User' }).click();
    await page.getByLabel('Due date').fill('2026-01-15');
    await page.getByRole('button', { name: 'Add Task' }).click();
    const checkbox = page.getByRole('checkbox', { name: 'Send the LOI draft' });
    await expect(checkbox).not.toBeChecked();
    await expect(page.getByText('Demo User · Due Jan 15, 2026')).toBeVisible();
    await checkbox.check();
    await expect(checkbox).toBeChecked();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Send the LOI draft' })).toBeChecked();
  });

  test('documents upload, list, download and delete; other types are refused', async ({ page }) => {
    const deal = await createDeal(page, 'Docs Pharmacy');
    await openDeal(page, deal, '?tab=documents');
    await expect(page.getByText('No documents uploaded yet')).toBeVisible();
    const picker = page.getByLabel('Upload a document');
    await picker.setInputFiles({
      name: 'setup.exe',
      mimeType: 'application/x-msdownload',
      buffer: Buffer.from('MZ'),
    });
    await expect(page.getByRole('alert')).toContainText('"setup.exe" is not a supported file.');

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
    const download = page.waitForEvent('download');
    await list.getByRole('link', { name }).click();
    expect((await download).suggestedFilename()).toBe(name);

    await page.reload();
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete document?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('No documents uploaded yet')).toBeVisible();
    expect(await apiGet<unknown[]>(page.request, `/api/opportunities/${deal.id}/documents`)).toEqual([]);
  });

  test('unknown ids say so with a way back; the old screens open the deal on the same section', async ({
    page,
  }) => {
    for (const path of ['/deals/999999', '/deals/not-a-number', '/deal-detail/999999']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Deal Not Found' }), path).toBeVisible();
    }
    await page.getByRole('link', { name: 'Back to Deals' }).click();
    await expect(page).toHaveURL(/\/deals$/);
    await page.goto('/opportunity-detail/2147480000');
    await expect(page.getByRole('heading', { name: 'Opportunity Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Opportunities' }).click();
    await expect(page).toHaveURL(/\/opportunities$/);

    const deal = await createDeal(page, 'Old Link Yoga');
    await page.goto(`/opportunity-detail/${deal.id}?tab=tasks`);
    await expect(page).toHaveURL(new RegExp(`/deals/${deal.id}\\?tab=tasks$`));
    await expect(tab(page, 'Tasks')).toHaveAttribute('aria-selected', 'true');
    await page.goto(`/deal-detail/${deal.id}`);
    await expect(page).toHaveURL(new RegExp(`/deals/${deal.id}$`));
    await expect(tab(page, 'Overview')).toHaveAttribute('aria-selected', 'true');
  });

  test('fits a 390 px phone without sideways scrolling on any tab', async ({ page }) => {
    const deal = await seededDeal(page, 'Vance Litigation Group');
    await page.setViewportSize({ width: 390, height: 844 });
    for (const name of ['overview', 'proposals', 'discussion', 'tasks', 'documents', 'history']) {
      await openDeal(page, deal, name === 'overview' ? '' : `?tab=${name}`);
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, name).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('the deal lease terms', () => {
  test('added and edited on the Proposals tab, checked as typed; an accepted round with other costs becomes them and the pipeline NER', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    const deal = await createDeal(page, 'Terms Walkers');
    await openDeal(page, deal, '?tab=proposals');
    await expect(page.getByText('No Lease Terms Defined')).toBeVisible();
    await page.getByRole('button', { name: 'Add Lease Terms' }).click();
    const form = page.getByRole('form', { name: 'Lease terms' });
    const field = (name: string) => form.getByRole('spinbutton', { name, exact: true });

    // Checked as typed: base rent left at 0, negative other costs, a renewal option without a term.
    await field('Other landlord costs ($/SF)').fill('-1');
    await expect(field('Renewal Term (months)')).toHaveCount(0);
    await form.getByRole('checkbox', { name: 'Renewal Option' }).check();
    await field('Renewal Term (months)').fill('0');
    await form.getByRole('button', { name: 'Save Terms' }).click();
    for (const message of [
      leaseTermsMessages.baseRent,
      leaseTermsMessages.otherLandlordCosts,
      renewalTermRequiredMessage,
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }

    // $20 flat, 5 years, 5 months free, $10 TI and $5 other costs: (100 − 8.33 − 10 − 5) ÷ 5 = $15.33.
    for (const [name, value] of [
      ['Term (months)', '60'],
      ['Base Rent ($/SF/year)', '20'],
      ['Rent Escalation (% per year)', '0'],
      ['Rent-Free Period (months)', '5'],
      ['Tenant Improvements ($/SF)', '10'],
      ['Other landlord costs ($/SF)', '5'],
      ['Leasing Commission (% of aggregate rent)', ''],
      ['Renewal Term (months)', '36'],
    ] as const) {
      await field(name).fill(value);
    }
    await form.getByRole('button', { name: 'Save Terms' }).click();
    await expect(toast(page, 'Lease Terms Saved')).toBeVisible();
    const ner = page.getByRole('region', { name: 'Net effective rent' });
    await expect(ner.getByRole('button', { name: '$15.33' })).toBeVisible();
    await expect(page.getByText('Entered directly, not from a proposal round.')).toBeVisible();

    // Edited: the form starts from the saved terms.
    await page.getByRole('button', { name: 'Edit Terms' }).click();
    await expect(field('Other landlord costs ($/SF)')).toHaveValue('5');
    await field('Other landlord costs ($/SF)').fill('0');
    await form.getByRole('button', { name: 'Save Terms' }).click();
    await expect(form).toBeHidden();
    // $1 a year more without the $5.
    await expect(ner.getByRole('button', { name: '$16.33' })).toBeVisible();

    // A landlord offer with other costs, accepted: its terms and its NER become the deal's.
    const offer = {
      side: 'landlord',
      roundDate: '2026-03-01',
      leaseType: 'net',
      areaRsf: 2750,
      termMonths: 84,
      baseRent: 31.5,
      rentEscalation: 3,
      rentFreeMonths: 3,
      tenantImprovements: 25,
      leasingCommissionPct: 4.5,
      otherLandlordCosts: 2.5,
    } as const;
    const added = await page.request.post(`/api/opportunities/${deal.id}/proposal-rounds`, { data: offer });
    expect(added.status()).toBe(201);
    await page.reload();
    await page.getByRole('button', { name: 'Mark accepted: landlord offer of Mar 1, 2026' }).click();
    await expect(page.getByText('From the accepted landlord offer of Mar 1, 2026.')).toBeVisible();
    await expect(page.getByText('$2.50/SF', { exact: true })).toBeVisible();
    const roundFigure = money2(roundNer(offer).straightLine);
    await expect(ner.getByRole('button', { name: roundFigure })).toBeVisible();

    await page.goto(`/deals?keyword=${encodeURIComponent(deal.prospectName)}`);
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: deal.prospectName, exact: true }) });
    await expect(row.getByRole('button', { name: roundFigure })).toBeVisible();
  });
});
