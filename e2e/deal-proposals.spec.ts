import { expect, type Page, request, test } from '@playwright/test';
import { format } from 'date-fns';
import type { DealListResponse } from '../common/src/deal-list';
import {
  approvalGateMessage,
  type ProposalRound,
  roundNer,
  roundToCounter,
  roundVariance,
} from '../common/src/proposal-rounds';
import { demo, signIn } from './support';

/*
 * A deal's proposal rounds and their approval, on the seeded Harbor Point Wealth deal (at LOI, on
 * Downtown Tower, whose asset manager is Alex Morgan; its lead is Jordan Rivera, a broker). No other
 * spec changes its rounds or its stage.
 */

const broker = { username: 'jrivera', password: 'leaselens123' };
const assetManager = { username: 'amorgan', password: 'leaselens123' };
const prospect = 'Harbor Point Wealth';

const money2 = (value: number) =>
  `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const today = format(new Date(), 'MMM d, yyyy');

/** Signs out from the sidebar and in again as `user` through the sign-in form. */
async function switchUser(page: Page, user: { username: string; password: string }) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

const table = (page: Page) => page.getByRole('table', { name: 'Proposal rounds' });

/** The column (1 = the first round) of today's round of a side, once the table shows it. */
async function columnOf(page: Page, side: string): Promise<number> {
  const headers = table(page).getByRole('columnheader');
  const find = async () =>
    (await headers.allTextContents()).findIndex(
      (header) => header.startsWith(side) && header.includes(today),
    );
  await expect.poll(find, { message: `${side} of ${today}` }).toBeGreaterThan(0);
  return find();
}

const cellOf = (page: Page, label: string, column: number) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
    .getByRole('cell')
    .nth(column - 1);

async function addRound(page: Page, button: string, fields: Record<string, string>) {
  await page.getByRole('button', { name: button }).click();
  const form = page.getByRole('form', { name: 'Proposal round' });
  for (const [name, value] of Object.entries(fields)) {
    await form.getByRole('spinbutton', { name }).fill(value);
  }
  await form.getByRole('button', { name: 'Save round' }).click();
  await expect(form).toBeHidden();
}

const stageSelect = (page: Page) => page.getByRole('combobox', { name: 'Deal stage' });

async function moveTo(page: Page, stage: string) {
  const answer = page.waitForResponse((response) => response.url().endsWith('/stage'));
  await stageSelect(page).click();
  await page.getByRole('option', { name: stage, exact: true }).click();
  return answer;
}

// The approval gate is the organisation's setting: this spec turns it on, so it runs against the
// second app playwright.config.ts starts (its own database), where no other spec moves deals.
const ownApp = process.env.E2E_BROKEN_LISTINGS_URL;
if (!ownApp) throw new Error('playwright.config.ts sets E2E_BROKEN_LISTINGS_URL');

test.describe('deal proposals', () => {
  test.use({ baseURL: ownApp });
  test.afterAll(async () => {
    // Whatever happened, the organisation's gate is off again.
    const admin = await request.newContext({ baseURL: ownApp });
    await admin.post('/api/auth/login', { data: demo });
    await admin.put('/api/settings/approval-gate', { data: { enabled: false } });
    await admin.dispose();
  });

  test('rounds with their NERs and variances, submitted, rejected, resubmitted and approved past the LOI gate', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page);
    const { items } = (await (
      await page.request.get(`/api/opportunities?keyword=${encodeURIComponent(prospect)}`)
    ).json()) as DealListResponse;
    const deal = items.find((item) => item.prospectName === prospect);
    if (!deal) throw new Error(`the seed has ${prospect}`);
    expect(deal.stage).toBe('loi');
    const dealPath = `/deals/${deal.id}?tab=proposals`;

    // An admin turns the gate on; the deal cannot move past LOI without an approved proposal.
    await page.goto('/settings');
    const gateSwitch = page.getByRole('switch', { name: 'Require an approved proposal to move past LOI' });
    // The switch shows the change at once; the setting is saved when its PUT answers.
    const gateSaved = () =>
      page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/settings/approval-gate') && response.request().method() === 'PUT',
      );
    await Promise.all([gateSaved(), gateSwitch.click()]);
    await expect(gateSwitch).toBeChecked();
    await page.goto(dealPath);
    await expect(page.getByRole('status').filter({ hasText: approvalGateMessage })).toBeVisible();
    const refused = await moveTo(page, 'Legal');
    expect(refused.status()).toBe(409);
    expect((await refused.json()).message).toBe(approvalGateMessage);
    await expect(page.getByText('Failed to update deal stage')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: approvalGateMessage }).first()).toBeVisible();
    await expect(stageSelect(page)).toHaveText('LOI');

    // The deal's lead adds a landlord offer (copied from the last offer), a tenant counter and a budget.
    await switchUser(page, broker);
    const seeded = (await (
      await page.request.get(`/api/opportunities/${deal.id}/proposal-rounds`)
    ).json()) as ProposalRound[];
    const answered = roundToCounter(seeded);
    if (!answered) throw new Error(`${prospect} has seeded offers`);
    await page.goto(dealPath);
    await addRound(page, 'Add landlord offer', {
      'Base rent ($/SF/yr)': '52',
      'TI allowance ($/SF)': '40',
      'Other landlord costs ($/SF)': '2',
    });
    await page.getByRole('button', { name: 'Add tenant counter' }).click();
    const form = page.getByRole('form', { name: 'Proposal round' });
    // The counter starts from the offer just made.
    await expect(form.getByRole('spinbutton', { name: 'Base rent ($/SF/yr)' })).toHaveValue('52');
    await form.getByRole('spinbutton', { name: 'Base rent ($/SF/yr)' }).fill('49');
    await form.getByRole('button', { name: 'Save round' }).click();
    await expect(form).toBeHidden();
    await addRound(page, 'Add budget', {
      'Base rent ($/SF/yr)': '50',
      'Term (months)': String(answered.termMonths),
      'Free rent (months)': '4',
      'TI allowance ($/SF)': '45',
      'Leasing commission (% of aggregate rent)': '4.5',
    });

    const landlord = { ...answered, baseRent: 52, tenantImprovements: 40, otherLandlordCosts: 2 };
    const tenant = { ...landlord, baseRent: 49 };
    const budget: Parameters<typeof roundNer>[0] = {
      termMonths: answered.termMonths,
      baseRent: 50,
      rentEscalation: 3,
      rentFreeMonths: 4,
      tenantImprovements: 45,
      leasingCommissionPct: 4.5,
      otherLandlordCosts: 0,
    };
    const comparable = <T extends Parameters<typeof roundNer>[0]>(terms: T) => ({
      ...terms,
      ner: roundNer(terms),
    });
    for (const [side, terms] of [
      ['Landlord offer', landlord],
      ['Tenant counter', tenant],
    ] as const) {
      const column = await columnOf(page, side);
      const ner = roundNer(terms);
      const variance = roundVariance(comparable(terms), comparable(budget));
      const straight = cellOf(page, 'NER, straight-line ($/SF/yr)', column);
      await expect(straight.getByRole('button', { name: money2(ner.straightLine) })).toBeVisible();
      await expect(cellOf(page, 'NER, discounted ($/SF/yr)', column)).toContainText(money2(ner.discounted));
      const { sign, value, favourable } = variance.nerStraightLine;
      const words = `${money2(value)} ${sign === '+' ? 'above' : 'below'} budget, ${favourable ? 'better' : 'worse'} for the landlord`;
      await expect(straight).toContainText(`${sign === '+' ? '+' : '−'}${money2(value)} vs budget`);
      await expect(straight.getByText(words)).toBeAttached();
      const { sign: rentSign, value: rentValue } = variance.baseRent;
      await expect(cellOf(page, 'Base rent ($/SF/yr)', column)).toContainText(
        `${rentSign === '+' ? '+' : '−'}${money2(rentValue)} vs budget`,
      );
    }
    await expect(cellOf(page, 'NER, straight-line ($/SF/yr)', await columnOf(page, 'Budget'))).toHaveText(
      money2(roundNer(budget).straightLine),
    );

    // The lead submits the counter; a broker cannot approve it.
    const counterName = `tenant counter of ${today}`;
    await page.getByRole('button', { name: `Submit for approval: ${counterName}` }).click();
    const counterColumn = await columnOf(page, 'Tenant counter');
    await expect(cellOf(page, 'Approval', counterColumn)).toContainText('Approval pending');
    await expect(page.getByRole('button', { name: `Approve: ${counterName}` })).toBeDisabled();

    // The building's asset manager rejects it, saying why.
    await switchUser(page, assetManager);
    await page.goto(dealPath);
    await page.getByRole('button', { name: `Reject: ${counterName}` }).click();
    const rejection = page.getByRole('dialog', { name: 'Reject proposal' });
    await rejection.getByRole('textbox', { name: /Why is it rejected/ }).fill('Rent is under budget.');
    await rejection.getByRole('button', { name: 'Reject' }).click();
    await expect(cellOf(page, 'Approval', counterColumn)).toContainText('Rejected by Alex Morgan');
    await expect(cellOf(page, 'Approval', counterColumn)).toContainText('Rent is under budget.');

    // The lead resubmits; the asset manager approves; the deal moves past LOI.
    await switchUser(page, broker);
    await page.goto(dealPath);
    await page.getByRole('button', { name: `Submit for approval: ${counterName}` }).click();
    await expect(cellOf(page, 'Approval', counterColumn)).toContainText('Approval pending');
    await switchUser(page, assetManager);
    await page.goto(dealPath);
    await page.getByRole('button', { name: `Approve: ${counterName}` }).click();
    const approval = page.getByRole('dialog', { name: 'Approve proposal' });
    await approval.getByRole('textbox', { name: /Comment/ }).fill('Fine at $49 with the TI cap.');
    await approval.getByRole('button', { name: 'Approve' }).click();
    await expect(cellOf(page, 'Approval', counterColumn)).toContainText('Approved by Alex Morgan');
    await expect(page.getByRole('status').filter({ hasText: 'A proposal is approved' })).toBeVisible();
    const allowed = await moveTo(page, 'Legal');
    expect(allowed.status()).toBe(200);
    await expect(stageSelect(page)).toHaveText('Legal');

    // The admin turns the gate off again.
    await switchUser(page, demo);
    await page.goto('/settings');
    await expect(gateSwitch).toBeChecked();
    await Promise.all([gateSaved(), gateSwitch.click()]);
    await expect(gateSwitch).not.toBeChecked();
    expect((await (await page.request.get('/api/settings/approval-gate')).json()).enabled).toBe(false);
  });
});
