import { expect, type Page, test } from '@playwright/test';
import type { OpportunityDetail } from '../common/src/deal-detail';
import type { DealListResponse } from '../common/src/deal-list';
import { signIn } from './support';

/*
 * The net effective rent on screen: a deal with lease terms shows its NER and, on a click, the sum
 * behind it; a deal without terms shows '—' with its quoted rent labelled apart. Both deals are made
 * here under a name no other spec uses.
 */

async function createDeal(
  page: Page,
  prospectName: string,
  proposedRent: number,
): Promise<OpportunityDetail> {
  const { items } = (await (await page.request.get('/api/opportunities?limit=1')).json()) as DealListResponse;
  const response = await page.request.post('/api/opportunities', {
    data: {
      prospectName,
      propertyId: items[0]?.property.id,
      squareFeetNeeded: 2400,
      stage: 'proposal',
      proposedRent,
    },
  });
  expect(response.status()).toBe(201);
  return response.json();
}

test.describe('NER figures', () => {
  const run = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  const withTerms = `Ner Breakdown Labs ${run}`;
  const withoutTerms = `Ner Facerent Studio ${run}`;
  let dealId = 0;

  test.beforeEach(async ({ page }) => {
    await signIn(page);
    if (dealId !== 0) return;
    const deal = await createDeal(page, withTerms, 24);
    dealId = deal.id;
    // $20 flat, 5 years, $10 TI, 5 months free, no commission: (100 − 8.33 − 10) ÷ 5 = $16.33.
    const terms = await page.request.post(`/api/opportunities/${deal.id}/lease-terms`, {
      data: {
        leaseType: 'gross',
        term: 60,
        baseRent: 20,
        rentEscalation: 0,
        rentFreePeriod: 5,
        tenantImprovements: 10,
        securityDeposit: 0,
        leasingCommissionPct: null,
      },
    });
    expect(terms.status()).toBe(201);
    // The same terms as the deal's landlord offer, which the deal screen's Proposals tab shows.
    const round = await page.request.post(`/api/opportunities/${deal.id}/proposal-rounds`, {
      data: {
        side: 'landlord',
        roundDate: '2026-03-01',
        leaseType: 'gross',
        areaRsf: 2400,
        termMonths: 60,
        baseRent: 20,
        rentEscalation: 0,
        rentFreeMonths: 5,
        tenantImprovements: 10,
        leasingCommissionPct: null,
        otherLandlordCosts: 0,
      },
    });
    expect(round.status()).toBe(201);
    await createDeal(page, withoutTerms, 42);
  });

  test('the pipeline shows the NER with its breakdown, and "—" with the proposed rent labelled without terms', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(`/deals?keyword=${run}`);
    const row = (name: string) =>
      page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });

    const bare = row(withoutTerms);
    await expect(bare.getByRole('cell').nth(5)).toHaveText('—Proposed $42.00');
    await expect(bare.getByRole('button', { name: '$42.00' })).toHaveCount(0);

    const figure = row(withTerms).getByRole('button', { name: '$16.33' });
    await expect(row(withTerms).getByText('Proposed $24.00')).toBeVisible();
    await figure.click();
    const panel = page.getByRole('dialog', { name: `NER breakdown, ${withTerms}` });
    await expect(panel).toBeVisible();
    const line = (label: string) =>
      panel.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label }) });
    await expect(line('Aggregate rent, 5 years')).toContainText('$100.00');
    await expect(line('− Free rent, 5 months')).toContainText('$8.33');
    await expect(line('− TI allowance')).toContainText('$10.00');
    await expect(line('− Leasing commission, 0% of aggregate rent')).toContainText('$0.00');
    await expect(line('÷ 5 years = NER, straight-line')).toContainText('$16.33/SF/yr');
    // The row stays put: a click on the figure does not open the deal.
    await expect(page).toHaveURL(/\/deals\?/);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });

  test('the deal screen opens the breakdown of a proposal round by keyboard', async ({ page }) => {
    await page.goto(`/deals/${dealId}?tab=proposals`);
    const table = page.getByRole('table', { name: 'Proposal rounds' });
    await expect(
      table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Leasing commission' }) }),
    ).toContainText('None (0%)');
    await table.getByRole('button', { name: '$15.60' }).focus();
    const panel = page.getByRole('dialog', { name: 'NER breakdown, Landlord offer of Mar 1, 2026' });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('NER, discounted');
    await expect(panel).toContainText('at 8% a year, rent paid in advance');
    await expect(panel).toContainText('$15.60/SF/yr');
  });
});
