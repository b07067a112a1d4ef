import { expect, type Locator, type Page, test } from '@playwright/test';
import { signIn } from './support';

/*
 * Layout at a laptop width (1400 × 900, the sidebar open): no list screen clips a table, cards in a
 * row line up, and the dashboard's two columns end together.
 */

test.use({ viewport: { width: 1400, height: 900 } });

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

/** Every list screen, and how many tables it shows once loaded. */
const listScreens: [path: string, tables: number][] = [
  ['/deals', 1],
  ['/portfolio', 1],
  ['/portfolio?view=markets', 1],
  ['/portfolio?view=cities', 1],
  ['/tenants', 0],
  ['/leases', 1],
  ['/spaces', 1],
  ['/options', 1],
  ['/lease-comps', 1],
  ['/heatmap', 1],
  ['/rent-roll', 1],
  ['/opportunities', 0],
  ['/critical-dates', 1],
  ['/stacking-plans', 1],
  ['/training', 0],
  ['/listings-search', 0],
  ['/risk-demo', 0],
  ['/settings', 1],
];

/** Waits for the screen's heading, then for skeletons and busy regions to go. */
async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForFunction(() => !document.querySelector('main .animate-pulse, main [aria-busy="true"]'));
}

type TableFit = { table: string; scrollWidth: number; clientWidth: number; right: number; boxRight: number };

/**
 * Each visible table's scroll container (its parent) and its right edge against the card around it:
 * the nearest ancestor with a border, or the page's main column.
 */
function tableFits(page: Page): Promise<TableFit[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('main table'))
      .filter((table) => table.getBoundingClientRect().width > 0)
      .map((table) => {
        const container = table.parentElement as HTMLElement;
        let box: HTMLElement = container;
        while (
          box.parentElement &&
          box.tagName !== 'MAIN' &&
          !Number.parseFloat(getComputedStyle(box).borderRightWidth)
        )
          box = box.parentElement;
        const name =
          table.closest('[aria-label]')?.getAttribute('aria-label') ?? table.querySelector('th')?.textContent;
        return {
          table: name ?? '',
          scrollWidth: container.scrollWidth,
          clientWidth: container.clientWidth,
          right: Math.round(table.getBoundingClientRect().right),
          boxRight: Math.round(box.getBoundingClientRect().right),
        };
      }),
  );
}

test.describe('list screens at 1400 px', () => {
  for (const [path, tables] of listScreens) {
    test(`${path}: no table is wider than its card, and nothing scrolls sideways`, async ({ page }) => {
      await page.goto(path);
      await settle(page);
      // The first screen of a run can wait on a cold server.
      if (tables > 0)
        await expect(page.locator('main table tbody tr').first()).toBeVisible({ timeout: 15_000 });
      const fits = await tableFits(page);
      expect(fits).toHaveLength(tables);
      for (const fit of fits) {
        expect(fit.scrollWidth, `${fit.table} scrolls sideways in its container`).toBeLessThanOrEqual(
          fit.clientWidth + 1,
        );
        expect(fit.right, `${fit.table} ends past its card`).toBeLessThanOrEqual(fit.boxRight + 1);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1400);
    });
  }
});

/** The element's top edge, to the pixel. */
async function topOf(locator: Locator): Promise<number> {
  return Math.round((await locator.boundingBox())?.y ?? -1);
}

/** The cards grouped into rows by their top edge. */
async function rowsOf(cards: Locator): Promise<Locator[][]> {
  const rows = new Map<number, Locator[]>();
  for (const card of await cards.all()) {
    const top = await topOf(card);
    rows.set(top, [...(rows.get(top) ?? []), card]);
  }
  return [...rows.values()];
}

test.describe('cards', () => {
  test("a row of tenant cards has equal heights and lines up its 'Leases' and 'View' buttons", async ({
    page,
  }) => {
    await page.goto('/tenants');
    const cards = page.getByRole('list', { name: 'Tenants' }).getByRole('article');
    await expect(cards.first()).toBeVisible({ timeout: 15_000 });
    const rows = await rowsOf(cards);
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows.slice(0, 6)) {
      const heights = await Promise.all(
        row.map(async (card) => Math.round((await card.boundingBox())?.height ?? 0)),
      );
      const viewTops = await Promise.all(
        row.map((card) => topOf(card.getByRole('link', { name: 'View', exact: true }))),
      );
      const leasesTops = await Promise.all(
        row.map((card) => topOf(card.getByRole('link', { name: 'Leases', exact: true }))),
      );
      expect(new Set(heights).size, `card heights ${heights.join(', ')}`).toBe(1);
      expect(new Set(viewTops).size, `View at ${viewTops.join(', ')}`).toBe(1);
      expect(new Set(leasesTops).size, `Leases at ${leasesTops.join(', ')}`).toBe(1);
    }
  });

  test("the dashboard's two columns end close together, with no large empty area", async ({ page }) => {
    await page.goto('/');
    const panel = page.getByRole('complementary', { name: 'Notifications and tasks' });
    const regions = ['Daily Workflow', 'AI Briefing', 'Resources'].map((name) =>
      page.getByRole('region', { name, exact: true }),
    );
    for (const region of regions) await expect(region).toBeVisible();
    await expect(panel).toBeVisible();
    await page.waitForFunction(() => !document.querySelector('main .animate-pulse, main [aria-busy="true"]'));

    const panelBox = await panel.boundingBox();
    const boxes = await Promise.all(regions.map((region) => region.boundingBox()));
    expect(panelBox).not.toBeNull();
    if (!panelBox) return;
    // Two columns: the panel sits to the right of the tiles.
    expect(panelBox.x).toBeGreaterThan((boxes[0]?.x ?? 0) + (boxes[0]?.width ?? 0));
    let left = 0;
    let right = panelBox.y + panelBox.height;
    for (const box of boxes) {
      if (!box) continue;
      const bottom = box.y + box.height;
      if (box.x >= panelBox.x - 1) right = Math.max(right, bottom);
      else left = Math.max(left, bottom);
    }
    // A third of the window: a notification or task more or less does not open a hole.
    expect(Math.abs(left - right), `left column ends at ${left}, right at ${right}`).toBeLessThanOrEqual(300);
  });
});
