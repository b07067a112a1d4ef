import { expect, type Locator, type Page, test } from '@playwright/test';
import { format, parse } from 'date-fns';
import { signIn } from './support';

type RiskStatus = 'Low Risk' | 'Medium Risk' | 'High Risk';
type RiskLevel = 'Low' | 'Medium' | 'High';
type Sentiment = { satisfactionScore: number; renewalLikelihood: number; surveyDate: string | null };
type TenantStatus = {
  risk_status: RiskStatus;
  risk_reason: string;
  tenant_id: number | null;
  sentiment: Sentiment | null;
  has_action_plan: boolean;
};
type Health = {
  healthScore: number | null;
  avgTenantSatisfaction: string | null;
  percentDissatisfied: string | null;
  totalVacancy: string;
  vacancyPercentage: string;
  upcomingExpirations6mo: number;
  upcomingExpirations12mo: number;
  upcomingExpirations18mo: number;
  topIssues: string[];
};
type BuildingRisk = {
  risk_level: RiskLevel;
  at_risk_count: number;
  total_tenants: number;
  property_id: number | null;
  health: Health;
};
type Named = { id: number; name: string };

const sam = { username: 'scho', password: 'leaselens123', fullName: 'Sam Cho' };

async function getJson<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.ok(), `${url} answers ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

const tenantStatusOf = async (page: Page, name: string) =>
  (
    await getJson<{ data: TenantStatus }>(
      page,
      `/api/risk/tenant-status?tenant_name=${encodeURIComponent(name)}`,
    )
  ).data;

/** Seeded tenants whose risk (read by the API, so the test follows the seed) is `status`, in name order. */
async function tenantsWithStatus(page: Page, status: RiskStatus): Promise<Named[]> {
  const { items } = await getJson<{ items: Named[] }>(page, '/api/tenants?limit=500');
  const found: Named[] = [];
  for (const tenant of items) {
    if ((await tenantStatusOf(page, tenant.name)).risk_status === status) found.push(tenant);
    if (found.length === 3) break;
  }
  if (found.length === 0) throw new Error(`the seed has a tenant at ${status}`);
  return found;
}

/** The seeded buildings' addresses by the risk level the API reads for them. */
async function buildingsByLevel(page: Page): Promise<Map<RiskLevel, { address: string } & BuildingRisk>> {
  const { items } = await getJson<{ items: { address: string }[] }>(page, '/api/properties?limit=50');
  const levels = new Map<RiskLevel, { address: string } & BuildingRisk>();
  for (const { address } of items) {
    const { data } = await getJson<{ data: BuildingRisk }>(
      page,
      `/api/risk/building-risk?building_address=${encodeURIComponent(address)}`,
    );
    if (!levels.has(data.risk_level)) levels.set(data.risk_level, { address, ...data });
  }
  return levels;
}

const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title });
const tenantInput = (page: Page) => page.getByRole('textbox', { name: 'Tenant Name' });
const addressInput = (page: Page) => page.getByRole('textbox', { name: 'Building Address' });
const sentimentCard = (page: Page) => page.getByRole('region', { name: 'Tenant Sentiment', exact: true });
const healthCard = (page: Page) => page.getByRole('region', { name: 'Building Health', exact: true });
const statOf = (card: Locator, label: string) =>
  card.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd');

async function searchTenant(page: Page, name: string) {
  await tenantInput(page).fill(name);
  await page.getByRole('button', { name: 'Search tenant' }).click();
}

async function searchBuilding(page: Page, address: string) {
  await addressInput(page).fill(address);
  await page.getByRole('button', { name: 'Search building' }).click();
}

async function openDemo(page: Page) {
  await page.goto('/risk-demo');
  await expect(page.getByRole('heading', { level: 1, name: 'LeaseSheriff Integration' })).toBeVisible();
  // The inputs are prefilled with a tenant and an address from the portfolio.
  await expect(tenantInput(page)).not.toHaveValue('');
  await expect(addressInput(page)).not.toHaveValue('');
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test.describe('Risk demo (/risk-demo)', () => {
  test('blank searches ask for a tenant name or an address', async ({ page }) => {
    await openDemo(page);
    await searchTenant(page, '   ');
    await expect(toast(page, 'Missing information')).toContainText('Please enter a tenant name to search');
    await searchBuilding(page, '');
    await expect(toast(page, 'Missing information')).toContainText(
      'Please enter a building address to search',
    );
    await expect(page.getByText('No tenant loaded')).toBeVisible();
    await expect(page.getByText('No building loaded')).toBeVisible();
    await expect(
      page.getByText('Provides proprietary tenant sentiment and building health analytics'),
    ).toBeVisible();
    await expect(page.getByText('Data Last Updated')).toBeVisible();
  });

  const satisfactionBands = (score: number) =>
    score >= 8 ? 'Satisfied' : score >= 6 ? 'Neutral' : 'Dissatisfied';
  const renewalBands = (likelihood: number) =>
    likelihood >= 70 ? 'Likely' : likelihood >= 40 ? 'Maybe' : 'Unlikely';
  const tenantLevels: [RiskStatus, string][] = [
    ['High Risk', 'Renewal Risk'],
    ['Medium Risk', ''],
    ['Low Risk', ''],
  ];
  for (const [status, insight] of tenantLevels) {
    test(`a ${status} tenant shows its latest survey's figures, the ones its reason names`, async ({
      page,
    }) => {
      const [tenant] = await tenantsWithStatus(page, status);
      if (!tenant) throw new Error('no tenant');
      const answer = await tenantStatusOf(page, tenant.name);
      const survey = answer.sentiment;
      await openDemo(page);
      await searchTenant(page, tenant.name);
      await expect(toast(page, 'Tenant data loaded')).toContainText(
        `Successfully loaded risk data for ${tenant.name}`,
      );
      const card = sentimentCard(page);
      if (survey) {
        const satisfaction = `${survey.satisfactionScore}/10`;
        const renewal = `${survey.renewalLikelihood}%`;
        expect(answer.risk_reason).toContain(`satisfaction ${satisfaction}`);
        expect(answer.risk_reason).toContain(`renewal likelihood ${renewal}`);
        await expect(statOf(card, 'Satisfaction Score')).toHaveText(
          `${satisfaction}${satisfactionBands(survey.satisfactionScore)}`,
        );
        await expect(statOf(card, 'Renewal Likelihood')).toHaveText(
          `${renewal}${renewalBands(survey.renewalLikelihood)}`,
        );
      } else {
        await expect(card.getByText('No survey data')).toBeVisible();
      }
      await expect(card.getByText('High Risk', { exact: true })).toHaveCount(status === 'High Risk' ? 1 : 0);
      await expect(card.getByText('Estimated from the risk level')).toHaveCount(0);
      const create = card.getByRole('button', { name: 'Create Action Plan' });
      if (answer.has_action_plan) {
        await expect(card.getByText('Action plan in progress')).toBeVisible();
      } else {
        await expect(create).toBeVisible();
        if (status === 'High Risk') await expect(create).toHaveClass(/bg-destructive/);
        else await expect(create).not.toHaveClass(/bg-destructive/);
      }
      await expect(page.getByRole('heading', { name: 'AI-Generated Insights' })).toBeVisible();
      if (insight) {
        const insights = page.getByRole('list', { name: 'AI-Generated Insights' });
        await expect(insights.getByText(insight, { exact: true })).toBeVisible();
        await insights.getByRole('button', { name: 'Schedule tenant meeting' }).click();
        await expect(toast(page, 'Schedule tenant meeting')).toContainText('would be initiated here');
      }
    });
  }

  test("Downtown Tower's figures are its property page's, found by the address as the app prints it", async ({
    page,
  }) => {
    const { items } = await getJson<{ items: (Named & { address: string })[] }>(
      page,
      '/api/properties?limit=50',
    );
    const tower = items.find((item) => item.name === 'Downtown Tower');
    if (!tower) throw new Error('the seed has Downtown Tower');
    const detail = await getJson<{ address: string; city: string; state: string; zipCode: string }>(
      page,
      `/api/properties/${tower.id}`,
    );
    const printed = `${detail.address}, ${detail.city}, ${detail.state} ${detail.zipCode}`;
    const health = await getJson<Health>(page, `/api/risk/properties/${tower.id}/health`);
    if (health.healthScore === null) throw new Error('Downtown Tower has suites');

    await page.goto(`/properties/${tower.id}`);
    const propertyCard = healthCard(page);
    await expect(statOf(propertyCard, 'Health Score')).toContainText(`${health.healthScore}/100`);
    const figures = async (card: Locator) => ({
      score: await statOf(card, 'Health Score').innerText(),
      satisfaction: await statOf(card, 'Tenant Satisfaction').innerText(),
      dissatisfied: await statOf(card, 'Dissatisfied Tenants').innerText(),
      vacancy: await statOf(card, 'Vacancy').innerText(),
      in6: await statOf(card, '6 months').innerText(),
      in12: await statOf(card, '12 months').innerText(),
      in18: await statOf(card, '18 months').innerText(),
    });
    const onPropertyPage = await figures(propertyCard);
    expect(onPropertyPage.vacancy).toContain(`${health.totalVacancy} sf`);

    await openDemo(page);
    await searchBuilding(page, printed);
    await expect(toast(page, 'Building data loaded')).toBeVisible();
    const demoCard = healthCard(page);
    await expect(demoCard.getByText(printed)).toBeVisible();
    await expect(statOf(demoCard, 'Health Score')).toContainText(`${health.healthScore}/100`);
    expect(await figures(demoCard)).toEqual(onPropertyPage);
    await expect(demoCard.getByText('Estimated from the risk level')).toHaveCount(0);
  });

  test('buildings at each risk level show their health band, dissatisfied share and recommendations', async ({
    page,
  }) => {
    const levels = await buildingsByLevel(page);
    await openDemo(page);
    for (const level of ['Low', 'Medium'] as const) {
      const building = levels.get(level);
      if (!building) continue;
      await searchBuilding(page, building.address);
      await expect(toast(page, 'Building data loaded')).toBeVisible();
      const card = healthCard(page);
      await expect(card.getByText(building.address)).toBeVisible();
      const { health } = building;
      await expect(statOf(card, 'Health Score')).toContainText(`${health.healthScore}/100`);
      await expect(statOf(card, 'Dissatisfied Tenants')).toHaveText(
        health.percentDissatisfied === null ? 'No survey data' : `${health.percentDissatisfied}%`,
      );
    }
    expect(levels.size, 'the seed has buildings at two levels at least').toBeGreaterThanOrEqual(2);

    // No seeded building has more than 30% of its tenants at risk, so the High answer is an outside
    // provider's, stubbed: a bare level, whose figures are estimates.
    await page.route('**/api/risk/building-risk?**', (route) =>
      route.fulfill({
        json: {
          success: true,
          message: 'OK',
          data: {
            risk_level: 'High',
            at_risk_count: 4,
            total_tenants: 10,
            property_id: null,
            health: {
              propertyId: null,
              hasSuites: true,
              healthScore: 40,
              avgTenantSatisfaction: '4.5',
              percentDissatisfied: '40.0',
              isAtRisk: true,
              topIssues: ['Maintenance response times', 'Rent above market'],
              totalVacancy: '12,800',
              vacancyPercentage: '18.5',
              upcomingExpirations6mo: 5,
              upcomingExpirations12mo: 9,
              upcomingExpirations18mo: 15,
              estimated: true,
            },
          },
        },
      }),
    );
    await searchBuilding(page, '1 Troubled Plaza');
    const card = healthCard(page);
    await expect(card.getByText('Concerning', { exact: true })).toBeVisible();
    await expect(card.getByText('Estimated from the risk level')).toBeVisible();
    await expect(card.getByText('Building at risk')).toBeVisible();
    await expect(card.getByText('40.0%')).toHaveClass(/text-red-600/);
    const recommendations = page.getByRole('list', { name: 'Building Health Recommendations' });
    await expect(recommendations.getByRole('listitem')).toHaveCount(3);
    await expect(recommendations.getByText('Immediate Intervention Needed')).toBeVisible();

    await card.getByRole('button', { name: 'Sync Data' }).click();
    await expect(toast(page, 'Building data loaded').or(toast(page, 'Syncing data'))).toBeVisible();
    await card.getByRole('button', { name: 'View Details' }).click();
    await expect(toast(page, 'View details')).toBeVisible();
  });

  test('a provider failure says so in a toast', async ({ page }) => {
    await openDemo(page);
    await page.route('**/api/risk/tenant-status?**', (route) =>
      route.fulfill({ status: 502, json: { success: false, message: 'Unable to fetch tenant risk data' } }),
    );
    await page.route('**/api/risk/building-risk?**', (route) =>
      route.fulfill({ status: 502, json: { success: false, message: 'Unable to fetch building risk data' } }),
    );
    await page.getByRole('button', { name: 'Search tenant' }).click();
    await expect(toast(page, 'Error')).toContainText('Failed to fetch tenant data. Please try again.');
    await page.getByRole('button', { name: 'Search building' }).click();
    await expect(toast(page, 'Error')).toContainText('Failed to fetch building data. Please try again.');
    await expect(page.getByText('No tenant loaded')).toBeVisible();
    await expect(page.getByText('No building loaded')).toBeVisible();
  });

  test('an action plan is validated, saved, shown in progress and notifies its assignee', async ({
    page,
  }) => {
    // A tenant of our own, so the plan changes nothing another spec reads.
    const name = `Risk Demo Tenant ${Date.now()}`;
    const created = await page.request.post('/api/tenants', { data: { name } });
    expect(created.ok()).toBe(true);
    const tenant = (await created.json()) as Named;

    await openDemo(page);
    await searchTenant(page, name);
    // A new tenant has answered no survey: no figures to show, but a plan can be filed.
    await expect(sentimentCard(page).getByText('No survey data')).toBeVisible();
    await sentimentCard(page).getByRole('button', { name: 'Create Action Plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Tenant Action Plan' });
    await expect(dialog.getByRole('combobox', { name: 'Action Type' })).toHaveText('Contact Tenant');
    const box = await dialog.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(500);

    await dialog.getByRole('button', { name: 'Create Action Plan' }).click();
    await expect(dialog.getByText('Please select an assignee for this action plan')).toBeVisible();
    await expect(dialog.getByText('Description is required')).toBeVisible();

    // A picked due date stays picked when its day is chosen again; the follow-up can be cleared.
    const due = dialog.getByRole('button', { name: /^Due Date / });
    const dueText = await due.textContent();
    const calendar = page.getByRole('dialog', { name: 'Choose a date' });
    await due.click();
    await calendar.getByRole('gridcell', { selected: true }).getByRole('button').click();
    await expect(calendar).toHaveCount(0);
    await expect(due).toHaveText(dueText ?? '');
    const followup = dialog.getByRole('button', { name: /^Follow-up Date / });
    await followup.click();
    // The follow-up cannot come before the due date: on the due date's month, every day shown before it
    // is disabled, and the due date is not.
    const dueDay = parse(dueText ?? '', 'MMMM d, yyyy', new Date());
    await calendar.getByRole('combobox', { name: 'Year' }).selectOption(format(dueDay, 'yyyy'));
    await calendar.getByRole('combobox', { name: 'Month' }).selectOption(format(dueDay, 'MMMM'));
    const days = await calendar
      .locator('td[data-day]')
      .evaluateAll((cells) =>
        cells.map((cell) => [cell.dataset.day ?? '', cell.dataset.disabled === 'true'] as const),
      );
    const dueIso = format(dueDay, 'yyyy-MM-dd');
    expect(days.filter(([day]) => day < dueIso).every(([, disabled]) => disabled)).toBe(true);
    expect(days.find(([day]) => day === dueIso)).toEqual([dueIso, false]);
    await page.keyboard.press('Escape');
    await expect(calendar).toHaveCount(0);
    await followup.click();
    await calendar.getByRole('gridcell', { selected: true }).getByRole('button').click();
    await expect(calendar).toHaveCount(0);
    await expect(followup).toHaveText('No follow-up');

    await dialog.getByRole('textbox', { name: 'Description' }).fill('Introduce the new property manager');
    await dialog.getByRole('combobox', { name: 'Assign To' }).click();
    await page.getByRole('option', { name: sam.fullName }).click();
    await dialog.getByRole('button', { name: 'Create Action Plan' }).click();
    await expect(toast(page, 'Action plan created')).toContainText(
      `Action plan for ${name} has been created successfully.`,
    );
    await expect(dialog).toBeHidden();
    await expect(sentimentCard(page).getByText('Action plan in progress')).toBeVisible();

    const plans = await getJson<{ description: string; assignedTo: Named & { fullName: string } }[]>(
      page,
      `/api/action-plans?tenantId=${tenant.id}`,
    );
    expect(plans.map((plan) => [plan.description, plan.assignedTo.fullName])).toEqual([
      ['Introduce the new property manager', sam.fullName],
    ]);

    // Searching the tenant again shows its plan instead of offering a new one.
    await page.reload();
    await searchTenant(page, name);
    await expect(sentimentCard(page).getByText('Action plan in progress')).toBeVisible();
    await expect(sentimentCard(page).getByRole('button', { name: 'Create Action Plan' })).toHaveCount(0);
    await expect(page.getByRole('listitem', { name: 'Introduce the new property manager' })).toBeVisible();
    // A second open plan of the same type is refused, naming the first.
    const second = await page.request.post('/api/action-plans', {
      data: { tenantId: tenant.id, description: 'Again', assignedTo: 1, dueDate: '2030-01-10' },
    });
    expect(second.status()).toBe(409);
    expect(((await second.json()) as { message: string }).message).toContain(
      `An open "Contact Tenant" plan already exists for ${name}, created `,
    );

    await page.context().clearCookies();
    await signIn(page, sam);
    await page.goto(`/tenants/${tenant.id}`);
    await page.getByRole('button', { name: 'Notifications' }).click();
    await expect(
      page.getByRole('button', { name: `Unread: New action plan: Contact Tenant — ${name}` }),
    ).toBeVisible();
  });
});

test.describe('Risk cards on the tenant and property screens', () => {
  test('a tenant screen shows its sentiment; a plan filed there shows in progress and can be marked done', async ({
    page,
  }) => {
    const candidates = await tenantsWithStatus(page, 'High Risk');
    // The last one: the demo tests above only read the first.
    const tenant = candidates[candidates.length - 1];
    if (!tenant) throw new Error('no tenant');
    await page.goto(`/tenants/${tenant.id}`);
    const card = sentimentCard(page);
    await expect(card.getByText('High Risk', { exact: true })).toBeVisible();
    await expect(statOf(card, 'Satisfaction Score')).toContainText('Dissatisfied');

    await card.getByRole('button', { name: 'Create Action Plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Tenant Action Plan' });
    await dialog.getByRole('combobox', { name: 'Action Type' }).click();
    await page.getByRole('option', { name: 'Offer Concession' }).click();
    await dialog
      .getByRole('textbox', { name: 'Description' })
      .fill('Offer two months of free rent on renewal');
    await dialog.getByRole('combobox', { name: 'Assign To' }).click();
    await page.getByRole('option', { name: 'Alex Morgan' }).click();
    await dialog.getByRole('button', { name: 'Create Action Plan' }).click();
    await expect(toast(page, 'Action plan created')).toContainText(
      `Action plan for ${tenant.name} has been created successfully.`,
    );
    await expect(card.getByText('Action plan in progress')).toBeVisible();

    const plan = page.getByRole('listitem', { name: 'Offer two months of free rent on renewal' });
    await expect(plan).toContainText('Offer Concession');
    await expect(plan).toContainText('Open');
    await expect(plan).toContainText('Alex Morgan');
    await plan.getByRole('button', { name: 'Mark done' }).click();
    await expect(plan).toContainText('Done');
    await expect(plan.getByRole('button', { name: 'Mark done' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Create Action Plan' })).toBeVisible();
  });

  test('the property Overview shows the building health card from the API', async ({ page }) => {
    const { items } = await getJson<{ items: Named[] }>(page, '/api/properties?limit=1');
    const property = items[0];
    if (!property) throw new Error('the seed has properties');
    const health = await getJson<{ healthScore: number; percentDissatisfied: string; topIssues: string[] }>(
      page,
      `/api/risk/properties/${property.id}/health`,
    );
    await page.goto(`/properties/${property.id}`);
    const card = healthCard(page);
    await expect(statOf(card, 'Health Score')).toContainText(String(health.healthScore));
    await expect(statOf(card, 'Dissatisfied Tenants')).toHaveText(`${health.percentDissatisfied}%`);
    for (const issue of health.topIssues) await expect(card.getByText(issue, { exact: true })).toBeVisible();
    for (const window of ['6 months', '12 months', '18 months'])
      await expect(card.getByText(window, { exact: true })).toBeVisible();
  });

  test('fits a 390 px phone without page-level horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    await openDemo(page);
    await page.getByRole('button', { name: 'Search tenant' }).click();
    await expect(sentimentCard(page)).toBeVisible();
    await page.getByRole('button', { name: 'Search building' }).click();
    await expect(healthCard(page)).toBeVisible();
    expect(await scrollWidth()).toBeLessThanOrEqual(390);
    await sentimentCard(page).getByRole('button', { name: 'Create Action Plan' }).click();
    await expect(page.getByRole('dialog', { name: 'Create Tenant Action Plan' })).toBeVisible();
    expect(await scrollWidth()).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Cancel' }).click();

    const [tenant] = await tenantsWithStatus(page, 'Medium Risk');
    await page.goto(`/tenants/${tenant?.id}`);
    await expect(sentimentCard(page)).toBeVisible();
    expect(await scrollWidth()).toBeLessThanOrEqual(390);
    const { items } = await getJson<{ items: Named[] }>(page, '/api/properties?limit=1');
    await page.goto(`/properties/${items[0]?.id}`);
    await expect(healthCard(page)).toBeVisible();
    expect(await scrollWidth()).toBeLessThanOrEqual(390);
  });
});
