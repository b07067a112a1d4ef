import { expect, type Page, test } from '@playwright/test';
import type { OpportunityDetail } from '../common/src/deal-detail';
import type { PropertyListResponse } from '../common/src/properties';
import { demo, signIn } from './support';

/*
 * Absence is not an error: a deal without lease terms and the sign-in screen of a signed-out visitor
 * are ordinary states, so the browser must report neither a console error nor a failed response.
 */

type Noise = string[];

/** Every console error and every response of 400 or more the page sees from now on. */
function collectNoise(page: Page): Noise {
  const noise: Noise = [];
  page.on('console', (message) => {
    if (message.type() === 'error') noise.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => noise.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400)
      noise.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  // A request the browser cancels because the page navigated away is not a failure of the app.
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText !== 'net::ERR_ABORTED')
      noise.push(`failed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`);
  });
  return noise;
}

async function dealWithoutTerms(page: Page): Promise<OpportunityDetail> {
  const properties = await page.request.get('/api/properties?limit=1');
  const property = ((await properties.json()) as PropertyListResponse).items[0];
  if (!property) throw new Error('the seed has properties');
  const response = await page.request.post('/api/opportunities', {
    data: {
      prospectName: `Quiet console ${Date.now().toString(36)}`,
      title: `Quiet console deal ${Date.now().toString(36)}`,
      propertyId: property.id,
      squareFeetNeeded: 2500,
    },
  });
  expect(response.status()).toBe(201);
  return response.json();
}

test('a deal without lease terms opens on every screen without an error in the console', async ({ page }) => {
  await signIn(page);
  const deal = await dealWithoutTerms(page);
  const noise = collectNoise(page);

  await page.goto(`/deals/${deal.id}`);
  await expect(page.getByRole('heading', { level: 1, name: deal.prospectName })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Lease' })).toBeDisabled();
  await page.getByRole('tab', { name: 'Proposals' }).click();
  await expect(page.getByText('No Lease Terms Defined')).toBeVisible();
  await page.waitForLoadState('networkidle');

  // The old links open the same screen.
  for (const old of [`/deal-detail/${deal.id}`, `/opportunity-detail/${deal.id}?tab=lease-terms`]) {
    await page.goto(old);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }

  expect(noise, noise.join('\n')).toEqual([]);
});

test('the sign-in screen of a signed-out visitor asks for nothing that fails', async ({ page }) => {
  const noise = collectNoise(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in to LeaseLens' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(noise).toEqual([]);

  await page.getByLabel('Username').fill(demo.username);
  await page.getByLabel('Password').fill(demo.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(noise).toEqual([]);
});

test('a signed-in visitor who opens the sign-in screen goes on to the page in next', async ({ page }) => {
  await signIn(page);
  const noise = collectNoise(page);
  await page.goto('/login?next=%2Ftenants');
  await expect(page).toHaveURL(/\/tenants$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tenant Directory' })).toBeVisible();
  expect(noise).toEqual([]);
});
