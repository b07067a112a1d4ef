import { expect, type Page, test } from '@playwright/test';
import type { Briefing, BriefingItem } from '../common/src/ai-briefing';
import {
  type DashboardResponse,
  defaultDashboardTiles,
  type WorkflowTileId,
  workflowTileIds,
  workflowTiles,
} from '../common/src/dashboard';
import type { DealListResponse } from '../common/src/deal-list';
import type { PropertyListResponse } from '../common/src/properties';
import { plural } from '../common/src/words';
import { signIn } from './support';

/*
 * The home dashboard: counts computed by the server, the AI Briefing card and
 * Customize. Every figure is read from the API in the same test, since other specs add records.
 */

async function getJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), path).toBe(true);
  return response.json();
}

const workflowSection = (page: Page) => page.getByRole('region', { name: 'Daily Workflow' });
const tileLink = (page: Page, id: WorkflowTileId, count: number) =>
  workflowSection(page).getByRole('link', { name: `${workflowTiles[id].title} ${count}`, exact: true });

function greeting(): string {
  const hour = new Date().getHours();
  return hour < 12 ? 'Good Morning' : hour < 17 ? 'Good Afternoon' : 'Good Evening';
}

/** MM/dd/yyyy of today, in the browser's (this machine's) time zone. */
function todayShort(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(now.getMonth() + 1)}/${pad(now.getDate())}/${now.getFullYear()}`;
}

test.describe('home dashboard', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('every Daily Workflow tile shows its count from GET /api/dashboard', async ({ page }) => {
    // Other specs add deals and options meanwhile: the screen and the API are read again until they agree.
    await expect(async () => {
      await page.goto('/');
      const dashboard = await getJson<DashboardResponse>(page, '/api/dashboard');
      for (const id of workflowTileIds) {
        await expect(tileLink(page, id, dashboard.tiles[id])).toBeVisible({ timeout: 2000 });
      }
    }).toPass({ timeout: 15_000 });
  });

  test("the Properties count is the properties list's total", async ({ page }) => {
    await expect(async () => {
      const dashboard = await getJson<DashboardResponse>(page, '/api/dashboard');
      const properties = await getJson<PropertyListResponse>(page, '/api/properties');
      expect(dashboard.tiles.properties).toBe(properties.total);
      await page.goto('/');
      await tileLink(page, 'properties', properties.total).click({ timeout: 3000 });
      await expect(page).toHaveURL(/\/properties$/);
      await expect(page.getByText(/^Showing \d+ of \d+ properties$/)).toHaveText(
        `Showing ${properties.total} of ${properties.total} properties`,
        { timeout: 3000 },
      );
    }).toPass({ timeout: 20_000 });
  });

  test('greets the user and says how many of their tasks are open', async ({ page }) => {
    const dashboard = await getJson<DashboardResponse>(page, '/api/dashboard');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: `${greeting()}, Demo User` })).toBeVisible();
    const n = dashboard.openTasks;
    await expect(page.getByText(`You have ${n} ${n === 1 ? 'task' : 'tasks'} ready.`)).toBeVisible();
    const panel = page.getByRole('complementary', { name: 'Notifications and tasks' });
    await expect(panel.getByRole('heading', { name: 'Notifications' })).toBeVisible();
    const first = dashboard.upcomingTasks[0];
    if (first) await expect(panel.getByRole('link', { name: new RegExp(first.title) }).first()).toBeVisible();
    else await expect(panel.getByText("No open tasks. You're all caught up.")).toBeVisible();
  });

  test('Active Deals opens the pipeline on the stages it counts, showing its figure', async ({ page }) => {
    // Other specs add deals meanwhile: the tile, the link and the list are read again until they agree.
    await expect(async () => {
      await page.goto('/');
      const dashboard = await getJson<DashboardResponse>(page, '/api/dashboard');
      await tileLink(page, 'activeDeals', dashboard.tiles.activeDeals).click({ timeout: 3000 });
      await expect(page).toHaveURL(
        (url) =>
          url.pathname === '/deals' &&
          url.searchParams.get('stage') === 'inquiry,touring,proposal,loi,legal,lease_execution,idle',
      );
      await expect(page.getByText(/^[\d,]+ Deals? in your pipeline$/)).toHaveText(
        `${plural(dashboard.tiles.activeDeals, 'Deal')} in your pipeline`,
        { timeout: 3000 },
      );
    }).toPass({ timeout: 25_000 });
  });

  test('Lease Expirations opens the leases expiring within 90 days', async ({ page }) => {
    await page.goto('/');
    await workflowSection(page)
      .getByRole('link', { name: /^Lease Expirations \d+$/ })
      .click();
    await expect(page).toHaveURL(/\/leases\?expiring=90$/);
    await expect(page.getByRole('combobox', { name: 'Expiring' })).toHaveText('90 days');
  });
});

test.describe('AI Briefing card', () => {
  // The briefing is shared by every user: these tests take turns.
  test.describe.configure({ mode: 'serial' });

  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  const card = (page: Page) => page.getByRole('region', { name: 'AI Briefing' });
  const section = (page: Page, name: 'PRIORITY ACTIONS' | 'ENGAGEMENT SIGNALS') =>
    card(page).getByRole('region', { name });

  test('regenerates: the button is disabled while it runs and the date becomes today', async ({ page }) => {
    const before = await getJson<Briefing>(page, '/api/ai-briefing');
    // Hold the answer a moment so the running state can be seen; the server still does the work.
    await page.route('**/api/ai-briefing/generate', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/');
    const refresh = card(page).getByRole('button', { name: 'Refresh briefing' });
    await expect(card(page).getByText(/^Updated \d\d\/\d\d\/\d{4}$/)).toBeVisible();
    await refresh.click();
    await expect(refresh).toBeDisabled();
    await expect(refresh).toBeEnabled();
    await expect(card(page).getByText(`Updated ${todayShort()}`)).toBeVisible();
    const after = await getJson<Briefing>(page, '/api/ai-briefing');
    expect(after.id).toBeGreaterThan(before.id);
    expect(Date.parse(after.generatedAt)).toBeGreaterThan(Date.parse(before.generatedAt));
    await expect(card(page).getByText(after.summary)).toBeVisible();
  });

  test('the arrows page through the priority actions', async ({ page }) => {
    const briefing = await getJson<Briefing>(page, '/api/ai-briefing');
    const items = briefing.items.filter((item) => item.section === 'priority');
    expect(items.length, 'the seed has several priority actions').toBeGreaterThan(1);
    await page.goto('/');
    const priority = section(page, 'PRIORITY ACTIONS');
    const next = priority.getByRole('button', { name: 'Next priority action' });
    const previous = priority.getByRole('button', { name: 'Previous priority action' });
    await expect(priority.getByRole('heading', { name: items[0]?.title })).toBeVisible();
    await expect(priority.getByText(`1 of ${items.length}`)).toBeVisible();
    await expect(previous).toBeDisabled();
    await next.click();
    await expect(priority.getByRole('heading', { name: items[1]?.title })).toBeVisible();
    await expect(priority.getByText(`2 of ${items.length}`)).toBeVisible();
    await previous.click();
    await expect(priority.getByRole('heading', { name: items[0]?.title })).toBeVisible();
  });

  test("an item's action button goes to its target", async ({ page }) => {
    const briefing = await getJson<Briefing>(page, '/api/ai-briefing');
    const item = briefing.items.find((entry) => entry.section === 'priority') as BriefingItem;
    expect(item).toBeDefined();
    await page.goto('/');
    await section(page, 'PRIORITY ACTIONS').getByRole('button', { name: item.actionLabel }).click();
    const target = new URL(item.actionPath, 'http://x');
    await expect(page).toHaveURL((url) => url.pathname === target.pathname && url.search === target.search);
  });

  test('View Opportunities on stalled negotiations shows every deal the item counted', async ({ page }) => {
    const generated = await page.request.post('/api/ai-briefing/generate');
    expect(generated.ok()).toBe(true);
    const briefing = (await generated.json()) as Briefing;
    const priorityItems = briefing.items.filter((entry) => entry.section === 'priority');
    const index = priorityItems.findIndex((entry) => entry.key === 'deals-negotiation-stalled');
    const item = priorityItems[index];
    if (!item) throw new Error('the seed has stalled negotiations');
    const weekAgo = Date.now() - 7 * 86_400_000;
    const negotiations = await getJson<DealListResponse>(
      page,
      '/api/opportunities?stage=legal,lease_execution&limit=500',
    );
    const stalled = negotiations.items.filter((deal) => Date.parse(deal.lastActivityAt) < weekAgo);
    expect(stalled.length).toBe(item.count);
    const stagesCounted = new Set(stalled.map((deal) => deal.stage));
    expect(stagesCounted, 'the seed has stalled deals in both negotiation stages').toEqual(
      new Set(['legal', 'lease_execution']),
    );

    await page.goto('/');
    const priority = section(page, 'PRIORITY ACTIONS');
    for (let step = 0; step < index; step += 1) {
      await priority.getByRole('button', { name: 'Next priority action' }).click();
    }
    await expect(priority.getByRole('heading', { name: item.title })).toBeVisible();
    await priority.getByRole('button', { name: item.actionLabel }).click();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/deals' && url.searchParams.get('stage') === 'legal,lease_execution',
    );
    await expect(page.getByRole('button', { name: 'Approval Status', exact: true })).toHaveText(
      'Legal, Lease Execution',
    );
    // The board has a column per stage of the link, each card a link: every counted deal is there.
    await page.getByRole('tab', { name: 'Board' }).click();
    await expect(page.locator('section[data-stage]')).toHaveCount(2);
    for (const deal of stalled) {
      const column = page.getByRole('region', {
        name: deal.stage === 'legal' ? 'Legal' : 'Lease Execution',
        exact: true,
      });
      await expect(column.getByRole('link', { name: deal.prospectName, exact: true })).toBeVisible();
    }
  });

  test('Dismiss removes the item from this briefing', async ({ page }) => {
    const briefing = await getJson<Briefing>(page, '/api/ai-briefing');
    const items = briefing.items.filter((entry) => entry.section === 'priority');
    const [first] = items;
    expect(first).toBeDefined();
    await page.goto('/');
    const priority = section(page, 'PRIORITY ACTIONS');
    await expect(priority.getByRole('heading', { name: first?.title })).toBeVisible();
    await priority.getByRole('button', { name: 'Dismiss' }).click();
    await expect(priority.getByRole('heading', { name: first?.title })).toHaveCount(0);
    if (items[1]) await expect(priority.getByRole('heading', { name: items[1].title })).toBeVisible();
    else await expect(priority.getByText('Nothing needs your attention right now')).toBeVisible();
    const after = await getJson<Briefing>(page, '/api/ai-briefing');
    expect(after.items.map((entry) => entry.key)).not.toContain(first?.key);
    await page.reload();
    await expect(section(page, 'PRIORITY ACTIONS')).toBeVisible();
    await expect(priority.getByRole('heading', { name: first?.title })).toHaveCount(0);
    // A new generation brings it back (for the other tests and runs).
    expect((await page.request.post('/api/ai-briefing/generate')).ok()).toBe(true);
  });
});

test.describe('Customize', () => {
  // Another user than the demo user the other specs sign in as, so their dashboards are unaffected.
  const scho = { username: 'scho', password: 'leaselens123' };

  test.beforeEach(async ({ page }) => {
    await signIn(page, scho);
  });

  test.afterEach(async ({ page }) => {
    await page.request.put('/api/user/preferences', { data: { dashboardTiles: defaultDashboardTiles } });
  });

  test('hiding a tile is saved: it stays hidden after a reload', async ({ page }) => {
    await page.goto('/');
    await expect(workflowSection(page).getByRole('link', { name: /^Vacancies \d+$/ })).toBeVisible();
    await workflowSection(page).getByRole('button', { name: 'Customize Daily Workflow' }).click();
    const dialog = page.getByRole('dialog', { name: 'Customize Workflow' });
    await dialog.getByRole('switch', { name: 'Show Vacancies' }).click();
    await dialog.getByRole('button', { name: 'Move Properties up' }).click();
    await dialog.getByRole('button', { name: 'Move Properties up' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(workflowSection(page).getByRole('link', { name: /^Vacancies \d+$/ })).toHaveCount(0);

    await page.reload();
    const links = workflowSection(page).getByRole('link');
    await expect(links).toHaveCount(6);
    await expect(workflowSection(page).getByRole('link', { name: /^Vacancies \d+$/ })).toHaveCount(0);
    // Properties moved up two places, above AI Opportunities.
    await expect(links.nth(2)).toHaveAttribute('href', '/properties');
    await expect(links.nth(3)).toHaveAttribute('href', '/opportunities');
    const saved = await getJson<{ preferences: { dashboardTiles: typeof defaultDashboardTiles } }>(
      page,
      '/api/user/preferences',
    );
    expect(saved.preferences.dashboardTiles.workflow.find((tile) => tile.id === 'vacancies')?.hidden).toBe(
      true,
    );
  });
});
