import { expect, test } from '@playwright/test';
import { demo, signIn } from './support';

const box = (page: import('@playwright/test').Page) =>
  page.getByRole('searchbox', { name: 'Search tenants and buildings' });

test.describe('Tenant Database Search', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('finds a seeded tenant and opens its page', async ({ page }) => {
    await page.goto('/listings-search');
    await expect(page.getByRole('heading', { level: 1, name: 'Tenant Database Search' })).toBeVisible();
    await box(page).fill('Bright Smile');
    const hit = page.getByRole('link', { name: /Bright Smile Orthodontics/ });
    await expect(hit).toContainText('Tenant');
    await hit.click();
    await expect(page).toHaveURL(/\/tenants\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bright Smile Orthodontics' })).toBeVisible();
  });

  test('finds a seeded building and opens its property page', async ({ page }) => {
    const answer = (await (await page.request.get('/api/listings/search?query=Downtown')).json()) as {
      data: { type: string; name: string; link: string }[];
    };
    const building = answer.data.find((result) => result.type === 'building');
    if (!building) throw new Error('the seed has Downtown Tower');
    await page.goto('/listings-search');
    await box(page).fill('Downtown');
    await expect(page.getByRole('heading', { name: /^Buildings/ })).toBeVisible();
    const hit = page.getByRole('link', { name: new RegExp(building.name) });
    await expect(hit).toContainText('Building');
    await hit.click();
    await expect(page).toHaveURL(building.link);
  });

  test('asks for 2 characters once the user has typed, and says when nothing matches', async ({ page }) => {
    await page.goto('/listings-search');
    const hint = page.getByText('Search query must be at least 2 characters');
    await expect(hint).toHaveCount(0);
    await box(page).fill('D');
    await expect(hint).toBeVisible();
    await box(page).fill('zzqqxx');
    await expect(hint).toHaveCount(0);
    await expect(page.getByText('No results for "zzqqxx"')).toBeVisible();
    await expect(page).toHaveURL(/q=zzqqxx/);
  });

  test('at 390 px the results do not scroll sideways', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/listings-search?q=Downtown');
    await expect(page.getByRole('link', { name: /Downtown Tower/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});

test.describe('Tenant Database Search without the listings provider', () => {
  test('shows the unavailable state when the provider fails', async ({ page }) => {
    const broken = process.env.E2E_BROKEN_LISTINGS_URL;
    if (!broken) throw new Error('playwright.config.ts sets E2E_BROKEN_LISTINGS_URL');
    const login = await page.request.post(`${broken}/api/auth/login`, { data: demo });
    expect(login.ok()).toBe(true);
    await page.goto(`${broken}/listings-search`);
    await box(page).fill('Downtown');
    await expect(page.getByText('Unable to perform search at this time')).toBeVisible({ timeout: 20_000 });
    await expect(
      page.getByText("We're unable to retrieve this information at the moment. Please try again later."),
    ).toBeVisible();
  });
});
