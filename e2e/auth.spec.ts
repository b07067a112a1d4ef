import { expect, test } from '@playwright/test';
import { demo, mainNav } from './support';

test.describe('sign-in', () => {
  test('sends a signed-out visitor to /login and back to the page they asked for', async ({ page }) => {
    await page.goto('/deals?stage=loi');
    await expect(page).toHaveURL(/\/login\?next=/);
    await page.getByLabel('Username').fill(demo.username);
    await page.getByLabel('Password').fill(demo.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/deals\?stage=loi$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Deal Pipeline' })).toBeVisible();
    await expect(mainNav(page).getByText(demo.fullName)).toBeVisible();
  });

  test('shows a clear error for a wrong password and stays on the sign-in screen', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill(demo.username);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid username or password');
    await expect(page).toHaveURL(/\/login/);
    expect((await page.context().cookies()).some((c) => c.name === 'leaselens_session')).toBe(false);
  });

  test('shows the form’s own messages for empty fields without calling the server', async ({ page }) => {
    await page.goto('/login');
    let called = false;
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/login')) called = true;
    });
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    expect(called).toBe(false);
  });

  test('signs out from the sidebar and protects the app afterwards', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill(demo.username);
    await page.getByLabel('Password').fill(demo.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/tenants');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.goto('/tenants');
    await expect(page).toHaveURL(/\/login\?next=%2Ftenants/);
  });
});
