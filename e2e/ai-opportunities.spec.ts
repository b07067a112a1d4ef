import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  type AiOpportunity,
  type AiOpportunityListResponse,
  type AiOpportunityTab,
  type AnalysisJob,
  aiOpportunitiesEmpty,
  aiOpportunityTabLabels,
  aiOpportunityTabs,
  aiOpportunityToasts,
  analysisCompleteToast,
  primaryActionPath,
} from '../common/src/ai-opportunities';
import type { Preferences } from '../common/src/preferences';
import { demo, signIn } from './support';

/*
 * AI Opportunities against the real server and its worker.
 * Other specs run beside this one, so every expectation is read from the API in the same step and the
 * opportunities changed here are picked by id from the API's answer.
 */

async function apiGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), path).toBe(true);
  return response.json();
}

const tabQuery = (tab: AiOpportunityTab) =>
  tab === 'all'
    ? ''
    : tab === 'new' || tab === 'saved' || tab === 'dismissed'
      ? `?status=${tab}`
      : `?type=${tab}`;

/** Cards the screen asks for at first and adds with each 'Show more' (aiOpportunityPageSize). */
const pageSize = 24;

/** The list as the API answers it; with `limit`, its first `limit` opportunities as the screen asks. */
const apiList = (request: APIRequestContext, tab: AiOpportunityTab = 'all', limit?: number) => {
  const query = new URLSearchParams(tabQuery(tab));
  if (limit) query.set('limit', String(limit));
  return apiGet<AiOpportunityListResponse>(request, `/api/ai-opportunities?${query}`);
};

/** Queues an analysis through the API and waits for the worker to finish it. */
async function analyzeNow(request: APIRequestContext): Promise<AnalysisJob> {
  const response = await request.post('/api/ai-opportunities/analyze');
  expect(response.status()).toBe(202);
  const { jobId } = (await response.json()) as { jobId: number };
  let job = await apiGet<AnalysisJob>(request, `/api/ai-opportunities/jobs/${jobId}`);
  for (let i = 0; i < 50 && job.status !== 'done' && job.status !== 'failed'; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    job = await apiGet<AnalysisJob>(request, `/api/ai-opportunities/jobs/${jobId}`);
  }
  expect(job.status).toBe('done');
  return job;
}

/** Opportunities of the list whose title no other listed one shares (cards are found by title). */
async function uniqueOpportunities(page: Page): Promise<AiOpportunity[]> {
  const { items } = await apiList(page.request);
  return items.filter((item) => items.filter((other) => other.title === item.title).length === 1);
}

async function pickOpportunity(page: Page, accept: (item: AiOpportunity) => boolean): Promise<AiOpportunity> {
  const picked = (await uniqueOpportunities(page)).find(accept);
  expect(picked, 'an opportunity to work with').toBeDefined();
  return picked as AiOpportunity;
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });
const tab = (page: Page, value: AiOpportunityTab) =>
  page.getByRole('tab', { name: new RegExp(`^${aiOpportunityTabLabels[value]}\\s*\\d*$`) });

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  const login = await request.post('/api/auth/login', { data: demo });
  expect(login.ok()).toBe(true);
  await analyzeNow(request);
  await request.dispose();
});

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test.describe('AI Opportunities', () => {
  test('Run AI Analysis queues a job and toasts the real count of new opportunities', async ({ page }) => {
    await page.goto('/opportunities');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Opportunities' })).toBeVisible();
    const { counts } = await apiList(page.request);
    await expect(
      page.getByText(
        `${counts.all.toLocaleString('en-US')} AI-generated opportunities based on your portfolio data`,
      ),
    ).toBeVisible();
    // The first poll is held back a moment so the 'started' toast can be seen before 'complete' replaces it.
    let held = false;
    await page.route('**/api/ai-opportunities/jobs/*', async (route) => {
      if (!held) {
        held = true;
        await new Promise((resolve) => setTimeout(resolve, 1500));
      }
      await route.continue();
    });
    const queued = page.waitForResponse((r) => r.url().endsWith('/api/ai-opportunities/analyze'));
    await page.getByRole('button', { name: 'Run AI Analysis' }).click();
    const { jobId } = (await (await queued).json()) as { jobId: number };
    await expect(page.getByText(aiOpportunityToasts.analysisStarted.title, { exact: true })).toBeVisible();
    await expect(page.getByText(aiOpportunityToasts.analysisStarted.description)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Run AI Analysis' })).toBeDisabled();
    await expect(page.getByText('AI Analysis Complete', { exact: true })).toBeVisible();
    const job = await apiGet<AnalysisJob>(page.request, `/api/ai-opportunities/jobs/${jobId}`);
    expect(job.status).toBe('done');
    await expect(page.getByText(analysisCompleteToast(job.result?.created ?? -1).description)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Run AI Analysis' })).toBeEnabled();
  });

  test('each filter tab shows the cards of its rule, as the API lists them', async ({ page }) => {
    await page.goto('/opportunities');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Opportunities' })).toBeVisible();
    for (const value of aiOpportunityTabs) {
      await tab(page, value).click();
      await expect(page).toHaveURL(value === 'all' ? /\/opportunities$/ : new RegExp(`filter=${value}$`));
      const { items, counts, total } = await apiList(page.request, value, pageSize);
      await expect(tab(page, value)).toContainText(String(counts[value]));
      const cards = page.getByRole('article');
      if (items.length === 0) {
        await expect(
          page.getByText(
            value === 'dismissed' ? aiOpportunitiesEmpty.dismissedTitle : aiOpportunitiesEmpty.title,
          ),
        ).toBeVisible();
        continue;
      }
      await expect(cards).toHaveCount(items.length);
      for (const [i, item] of items.entries()) {
        await expect(cards.nth(i).getByRole('heading', { level: 3 })).toHaveText(item.title);
      }
      if (total > pageSize) {
        await expect(
          page.getByText(`Showing ${pageSize} of ${total.toLocaleString('en-US')} opportunities`),
        ).toBeVisible();
        await page.getByRole('button', { name: 'Show more' }).click();
        const more = await apiList(page.request, value, 2 * pageSize);
        await expect(cards).toHaveCount(more.items.length);
        await expect(cards.last().getByRole('heading', { level: 3 })).toHaveText(more.items.at(-1)!.title);
      } else {
        await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);
      }
      if (value === 'new') await expect(cards.first().getByText('New', { exact: true })).toBeVisible();
      if (value === 'saved')
        await expect(cards.first().getByRole('button', { name: 'Remove' })).toBeVisible();
      if (value === 'dismissed')
        await expect(cards.first().getByRole('button', { name: 'Restore' })).toBeVisible();
    }
  });

  test('Save keeps the opportunity saved after a reload and lists it under Saved', async ({ page }) => {
    const target = await pickOpportunity(page, (item) => item.status !== 'saved');
    await page.goto('/opportunities');
    await card(page, target.title).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(aiOpportunityToasts.saved.title, { exact: true })).toBeVisible();
    await expect(page.getByText(aiOpportunityToasts.saved.description)).toBeVisible();
    await expect(card(page, target.title).getByRole('button', { name: 'Remove' })).toBeVisible();
    await page.reload();
    await expect(card(page, target.title)).toHaveAttribute('data-status', 'saved');
    await tab(page, 'saved').click();
    await expect(card(page, target.title)).toBeVisible();
    const saved = await apiList(page.request, 'saved');
    expect(saved.items.map((item) => item.id)).toContain(target.id);
  });

  test('Remove hides a saved opportunity, also after a reload', async ({ page }) => {
    const target = await pickOpportunity(page, (item) => item.type !== 'renewal');
    const saved = await page.request.patch(`/api/ai-opportunities/${target.id}`, {
      data: { status: 'saved' },
    });
    expect(saved.ok()).toBe(true);
    await page.goto('/opportunities');
    await card(page, target.title).getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText(aiOpportunityToasts.dismissed.title, { exact: true })).toBeVisible();
    await expect(page.getByText(aiOpportunityToasts.dismissed.description)).toBeVisible();
    await expect(card(page, target.title)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(card(page, target.title)).toHaveCount(0);
    const { items } = await apiList(page.request);
    expect(items.map((item) => item.id)).not.toContain(target.id);
  });

  test('Dismiss hides a card that was never saved; the Dismissed tab keeps it and Restore brings it back', async ({
    page,
  }) => {
    // Among the cards of the first page, so it is on screen without 'Show more'.
    const firstPage = new Set((await apiList(page.request, 'all', pageSize)).items.map((item) => item.id));
    const target = await pickOpportunity(
      page,
      (item) => firstPage.has(item.id) && (item.status === 'new' || item.status === 'viewed'),
    );
    await page.goto('/opportunities');
    await card(page, target.title).getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByText(aiOpportunityToasts.dismissed.title, { exact: true })).toBeVisible();
    await expect(card(page, target.title)).toHaveCount(0);
    await expect
      .poll(
        async () => (await apiGet<AiOpportunity>(page.request, `/api/ai-opportunities/${target.id}`)).status,
      )
      .toBe('dismissed');

    await tab(page, 'dismissed').click();
    await expect(page).toHaveURL(/filter=dismissed$/);
    const dismissed = card(page, target.title);
    await expect(dismissed).toBeVisible();
    await expect(dismissed).toHaveAttribute('data-status', 'dismissed');
    await expect(dismissed.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await dismissed.getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByText(aiOpportunityToasts.restored.title, { exact: true })).toBeVisible();
    await expect(page.getByText(aiOpportunityToasts.restored.description)).toBeVisible();
    await expect(card(page, target.title)).toHaveCount(0);

    await tab(page, 'all').click();
    await expect(card(page, target.title)).toBeVisible();
    await expect(card(page, target.title).getByRole('button', { name: 'Dismiss' })).toBeVisible();
    const { items } = await apiList(page.request, 'dismissed');
    expect(items.map((item) => item.id)).not.toContain(target.id);
  });

  test('a renewal primary action opens the lease renewal and marks the card viewed', async ({ page }) => {
    const renewals = (await uniqueOpportunities(page)).filter(
      (item) => item.type === 'renewal' && item.leaseId,
    );
    const target = renewals.find((item) => item.status === 'new') ?? renewals[0];
    expect(target, 'a renewal opportunity').toBeDefined();
    if (!target) return;
    await page.goto('/opportunities?filter=renewal');
    const action = card(page, target.title).getByRole('link', { name: target.primaryAction.label });
    await expect(action).toHaveAttribute('href', primaryActionPath(target) ?? '');
    await action.click();
    await expect(page).toHaveURL(new RegExp(`/leases/${target.leaseId}/renew$`));
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Lease Not Found');
    await expect
      .poll(
        async () => (await apiGet<AiOpportunity>(page.request, `/api/ai-opportunities/${target.id}`)).status,
      )
      .toBe(target.status === 'new' ? 'viewed' : target.status);
  });

  test('the Auto-analyze portfolio switch is a saved preference', async ({ page }) => {
    await signIn(page, { username: 'amorgan', password: 'leaselens123' });
    const before = (await apiGet<{ preferences: Preferences }>(page.request, '/api/user/preferences'))
      .preferences;
    await page.goto('/opportunities');
    const toggle = page.getByRole('switch', { name: 'Auto-analyze portfolio' });
    await expect(toggle).toBeEnabled();
    await expect(toggle).toHaveAttribute('aria-checked', String(before.autoAnalyzePortfolio));
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', String(!before.autoAnalyzePortfolio));
    await expect
      .poll(
        async () =>
          (await apiGet<{ preferences: Preferences }>(page.request, '/api/user/preferences')).preferences
            .autoAnalyzePortfolio,
      )
      .toBe(!before.autoAnalyzePortfolio);
    await page.reload();
    await expect(toggle).toHaveAttribute('aria-checked', String(!before.autoAnalyzePortfolio));
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', String(before.autoAnalyzePortfolio));
  });
});
