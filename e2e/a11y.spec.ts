import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, request, test } from '@playwright/test';
import { demo } from './support';

/*
 * Accessibility: axe-core on every screen and a few open dialogs and menus, with no
 * serious or critical violation of WCAG 2.1 A/AA. One test per screen; all share one signed-in
 * storage state. Each screen is scanned once its data has loaded.
 */

type Ids = { property: number; space: number; tenant: number; deal: number; lesson: number };

let storageState: Awaited<ReturnType<APIRequestContext['storageState']>>;
let ids: Ids;

async function firstId(api: APIRequestContext, path: string): Promise<number> {
  const response = await api.get(path);
  expect(response.ok(), path).toBe(true);
  const body = await response.json();
  const list = Array.isArray(body) ? body : body.items;
  expect(list.length, path).toBeGreaterThan(0);
  return list[0].id;
}

test.beforeAll(async ({ baseURL }) => {
  const api = await request.newContext({ baseURL });
  expect((await api.post('/api/auth/login', { data: demo })).ok()).toBe(true);
  ids = {
    property: await firstId(api, '/api/properties'),
    space: await firstId(api, '/api/spaces'),
    tenant: await firstId(api, '/api/tenants?limit=1'),
    deal: await firstId(api, '/api/opportunities?limit=1'),
    lesson: await firstId(api, '/api/training/search/'),
  };
  storageState = await api.storageState();
  await api.dispose();
});

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
test.use({ storageState: async ({}, use) => use(storageState) });

/** Waits for the screen's heading, then for skeletons and busy regions to go. */
async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).or(page.getByRole('dialog')).first()).toBeVisible();
  await page
    .waitForFunction(() => !document.querySelector('.animate-pulse, [aria-busy="true"]'), undefined, {
      timeout: 8_000,
    })
    .catch(() => console.log(`a11y: ${page.url()} still shows a skeleton or busy region; scanning anyway`));
  await animationsDone(page);
}

/**
 * Waits until no finite CSS animation or transition runs (spinners loop for ever), so contrast is measured on final colours rather
 * than half-way through a fade-in (on a busy machine a fixed pause is not enough).
 */
async function animationsDone(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => console.log(`a11y: ${page.url()} still animates; scanning anyway`));
}

/** Serious and critical WCAG 2.1 A/AA violations on the page as it stands, as readable lines. */
async function seriousViolations(page: Page, screen: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${screen}: [${violation.impact}] ${violation.id} — ${violation.help}\n${violation.nodes
          .slice(0, 8)
          .map(
            (node) =>
              `    ${node.target.join(' ')}  ${node.html.slice(0, 140)}\n      ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`,
          )
          .join('\n')}${violation.nodes.length > 8 ? `\n    … and ${violation.nodes.length - 8} more` : ''}`,
    );
}

/**
 * Every screen, each scanned in a test of its own once its data has loaded (a path is a function: the
 * ids are read in beforeAll). One screen per test keeps each well inside the timeout on a busy machine,
 * names the screen that fails, and lets the workers share them out.
 */
const screens: Array<[name: string, path: () => string]> = [
  ['the dashboard', () => '/'],
  ['the portfolio', () => '/portfolio'],
  ['assets', () => '/properties'],
  ['a property', () => `/properties/${ids.property}`],
  ['spaces', () => '/spaces'],
  ['a space', () => `/spaces/${ids.space}`],
  ['the available spaces map', () => '/available-spaces'],
  ['tenants', () => '/tenants'],
  ['a tenant', () => `/tenants/${ids.tenant}`],
  ['leases', () => '/leases'],
  ['deals', () => '/deals'],
  ["a deal's overview", () => `/deals/${ids.deal}`],
  ["a deal's documents", () => `/deals/${ids.deal}?tab=documents`],
  ["a deal's history", () => `/deals/${ids.deal}?tab=history`],
  ['the new deal form', () => '/deals/new'],
  ['AI opportunities', () => '/opportunities'],
  ['the stacking plan', () => '/stacking-plan'],
  ['options', () => '/options'],
  ['critical dates', () => '/critical-dates'],
  ['lease comps', () => '/lease-comps'],
  ['training', () => '/training'],
  ['a lesson', () => `/training/content/${ids.lesson}`],
  ['listings search', () => '/listings-search'],
  ['risk', () => '/risk-demo'],
  ['settings', () => '/settings'],
  ['the 404 page', () => '/no-such-screen'],
];

test.describe('accessibility (axe-core, WCAG 2.1 AA: no serious or critical violations)', () => {
  // A full scan of a large screen, on a busy 2-core machine.
  test.describe.configure({ timeout: 60_000 });

  test('the sign-in screen', async ({ browser }) => {
    const context = await browser.newContext({ storageState: undefined });
    const page = await context.newPage();
    await page.goto('/login');
    await settle(page);
    const found = await seriousViolations(page, '/login');
    await context.close();
    expect(found, found.join('\n')).toEqual([]);
  });

  for (const [name, path] of screens) {
    test(name, async ({ page }) => {
      await page.goto(path());
      await settle(page);
      const found = await seriousViolations(page, path());
      expect(found, found.join('\n')).toEqual([]);
    });
  }

  test('collapsed sidebar, a dialog and the command palette', async ({ page }) => {
    const found: string[] = [];
    await page.goto('/tenants');
    await settle(page);
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await animationsDone(page);
    found.push(...(await seriousViolations(page, 'collapsed sidebar')));

    await page.getByRole('button', { name: 'Add Tenant' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await animationsDone(page);
    found.push(...(await seriousViolations(page, 'Add Tenant dialog')));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Search' });
    await expect(palette).toBeVisible();
    await palette.getByRole('combobox').fill('Tower');
    await expect(palette.getByRole('option').first()).toBeVisible({ timeout: 15_000 });
    await animationsDone(page);
    found.push(...(await seriousViolations(page, 'command palette')));
    await page.keyboard.press('Escape');
    expect(found, found.join('\n')).toEqual([]);
  });

  test('deals at 390 px and the mobile menu', async ({ page }) => {
    const found: string[] = [];
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/deals');
    await settle(page);
    found.push(...(await seriousViolations(page, '/deals at 390 px')));
    await page.getByRole('button', { name: /menu/i }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await animationsDone(page);
    found.push(...(await seriousViolations(page, 'mobile menu')));
    expect(found, found.join('\n')).toEqual([]);
  });
});
