import { expect, test } from '@playwright/test';
import { demo, mainNav, signIn } from './support';

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

/** The home greeting by the browser's local time (morning before 12, evening from 17). */
function greeting(): string {
  const hour = new Date().getHours();
  return hour < 12 ? 'Good Morning' : hour < 17 ? 'Good Afternoon' : 'Good Evening';
}

const placeholders: [string, string][] = [
  ['/campaigns', 'Campaign Automation'],
  ['/ai-briefings', 'AI Briefings'],
  ['/space-planning', 'Space Planning'],
];

test.describe('application shell', () => {
  test('the home screen has neither sidebar nor top bar and greets the user', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: `${greeting()}, ${demo.fullName}` })).toBeVisible();
    await expect(mainNav(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Notifications' })).toHaveCount(0);
    await page.getByRole('link', { name: /Deals/ }).first().click();
    await expect(page).toHaveURL(/\/deals(\?|$)/);
    await expect(mainNav(page)).toBeVisible();
  });

  test('shows the user, the eleven entries and the highlight rule', async ({ page }) => {
    await page.goto('/deals');
    const nav = mainNav(page);
    const names = [
      'Dashboard',
      'Portfolio & Properties',
      'Tenant Directory',
      'Lease Documents',
      'Deals',
      'AI Opportunities',
      'Campaigns',
      'Stacking Plans',
      'Lease Comps',
      'Analytics',
      'Settings',
    ];
    for (const name of names) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Deals', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByText(demo.fullName).first()).toBeVisible();
    await expect(page.getByText('Admin', { exact: true }).first()).toBeVisible();

    // A detail screen highlights its list's entry.
    const details: [path: string, entry: string][] = [
      ['/deals/1', 'Deals'],
      ['/deal-detail/1', 'Deals'],
      ['/properties/1', 'Portfolio & Properties'],
    ];
    for (const [path, entry] of details) {
      await page.goto(path);
      await expect(nav.getByRole('link', { name: entry, exact: true }), path).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(nav.getByRole('link', { name: 'Dashboard', exact: true }), path).not.toHaveAttribute(
        'aria-current',
        'page',
      );
    }
    await page.goto('/portfolio/anything');
    await expect(nav.getByRole('link', { name: 'Portfolio & Properties', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('the Stacking Plans entry reaches the stacking plan at /stacking-plans and /stacking-plan', async ({
    page,
  }) => {
    await page.goto('/tenants');
    await mainNav(page).getByRole('link', { name: 'Stacking Plans', exact: true }).click();
    await expect(page).toHaveURL(/\/stacking-plans(\?|$)/);
    await expect(page.getByRole('heading', { level: 1, name: 'Stacking plan' })).toBeVisible();
    await page.goto('/stacking-plan');
    await expect(page.getByRole('heading', { level: 1, name: 'Stacking plan' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Stacking Plans', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('the collapsed sidebar survives a reload', async ({ page }) => {
    await page.goto('/tenants');
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('sidebar-collapsed'))).toBe('true');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    const collapsedWidth = (await mainNav(page).boundingBox())?.width ?? 0;
    expect(collapsedWidth).toBeLessThanOrEqual(64);
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
    expect((await mainNav(page).boundingBox())?.width ?? 0).toBeGreaterThan(150);
    expect(await page.evaluate(() => localStorage.getItem('sidebar-collapsed'))).toBe('false');
  });

  test('on a 390 px screen the sidebar is an overlay opened and closed from the top bar', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/tenants');
    await expect(page.getByRole('heading', { level: 1, name: 'Tenant Directory' })).toBeVisible();
    await expect(mainNav(page)).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const overlay = page.getByRole('dialog');
    await expect(overlay).toBeVisible();
    await overlay.getByRole('button', { name: 'Close menu' }).click();
    await expect(overlay).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Deals', exact: true }).click();
    await expect(page).toHaveURL(/\/deals$/);
    await expect(page.getByRole('dialog')).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('the top bar has search and notifications, and the avatar leads to settings', async ({ page }) => {
    await page.goto('/options');
    await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();
    await page
      .getByRole('link', { name: /settings/i })
      .last()
      .click();
    await expect(page).toHaveURL(/\/settings$/);
  });

  for (const [path, title] of placeholders) {
    test(`${path} shows the placeholder titled ${title}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText('This feature is coming soon.')).toBeVisible();
      await expect(
        page.getByText("We're working on bringing this feature to life. Check back soon!"),
      ).toBeVisible();
    });
  }

  test('an unknown path shows the not-found screen', async ({ page }) => {
    await page.goto('/this/does/not/exist');
    await expect(page.getByText('404 Page Not Found')).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  });
});
