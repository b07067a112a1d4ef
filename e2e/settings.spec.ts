import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { demo, signIn } from './support';

/** A user of this test's own (unique per run and worker), added by demo through the API. */
async function addUser(request: APIRequestContext, role = 'broker') {
  const username = `e2e-set-${test.info().workerIndex}-${Date.now().toString(36)}`;
  const user = {
    username,
    fullName: 'Casey Quinn',
    email: `${username}@example.com`,
    role,
    password: 'first-pass-1',
  };
  await request.post('/api/auth/login', { data: demo });
  const response = await request.post('/api/users', { data: user });
  expect(response.status()).toBe(201);
  return user;
}

const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const section = (page: Page, name: string) => page.getByRole('region', { name });

test.describe('Settings', () => {
  test('edits the profile (name and avatar) and the sidebar shows it', async ({ page, playwright }) => {
    const admin = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    const user = await addUser(admin);
    await admin.dispose();
    await signIn(page, user);
    await page.goto('/settings');
    const profile = section(page, 'Profile');

    await page
      .getByLabel('Profile picture file')
      .setInputFiles({ name: 'a.gif', mimeType: 'image/gif', buffer: tinyPng });
    await expect(profile.getByRole('alert')).toHaveText('Choose a PNG, JPEG or WebP image');
    await page
      .getByLabel('Profile picture file')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: tinyPng });
    await expect(profile.getByRole('img', { name: 'Your avatar' })).toBeVisible();

    await profile.getByLabel('Full name').fill('Casey Quinn-Park');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Profile saved' })).toBeVisible();
    const sidebarUser = page.getByRole('link', { name: /Casey Quinn-Park/ });
    await expect(sidebarUser).toBeVisible();
    await expect(sidebarUser.locator('img')).toHaveAttribute('src', /^data:image\//);
  });

  test('changes the password only with the right current password', async ({ page, playwright }) => {
    const admin = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    const user = await addUser(admin);
    await admin.dispose();
    await signIn(page, user);
    await page.goto('/settings');
    const password = section(page, 'Change password');

    await password.getByLabel('Current password').fill('not-my-password');
    await password.getByRole('textbox', { name: 'New password', exact: true }).fill('second-pass-2');
    await password.getByLabel('Confirm new password').fill('second-pass-2');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByText('Current password is incorrect')).toBeVisible();

    await password.getByLabel('Current password').fill(user.password);
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Password changed' })).toBeVisible();
    await expect(password.getByLabel('Current password')).toHaveValue('');
    const relogin = await page.request.post('/api/auth/login', {
      data: { username: user.username, password: 'second-pass-2' },
    });
    expect(relogin.ok()).toBe(true);
  });

  test('an admin adds a user, sets a role and deactivates them, ending their session at once', async ({
    page,
    browser,
  }) => {
    const username = `e2e-team-${test.info().workerIndex}-${Date.now().toString(36)}`;
    await signIn(page);
    await page.goto('/settings');
    const team = section(page, 'Team');
    await team.getByRole('button', { name: 'Add user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add user' });
    await dialog.getByLabel('Full name').fill('Robin Vega');
    await dialog.getByLabel('Username').fill(username);
    await dialog.getByLabel('Email').fill(`${username}@example.com`);
    await dialog.getByLabel('Initial password').fill('short');
    await dialog.getByRole('button', { name: 'Add user' }).click();
    await expect(dialog.getByText('Password must be at least 8 characters')).toBeVisible();
    await dialog.getByLabel('Initial password').fill('robin-pass-1');
    await dialog.getByRole('button', { name: 'Add user' }).click();
    await expect(dialog).toBeHidden();

    const row = team.getByRole('row').filter({ hasText: username });
    await expect(row.getByText('Active')).toBeVisible();
    await row.getByRole('combobox', { name: 'Role of Robin Vega' }).click();
    await page.getByRole('option', { name: 'Broker' }).click();
    await expect(row.getByRole('combobox', { name: 'Role of Robin Vega' })).toHaveText('Broker');

    // Robin signs in elsewhere.
    const robinContext = await browser.newContext();
    const robin = await robinContext.newPage();
    await signIn(robin, { username, password: 'robin-pass-1' });
    await robin.goto('/settings');
    await expect(robin.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await expect(section(robin, 'Team')).toHaveCount(0);

    await row.getByRole('button', { name: 'Deactivate Robin Vega' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
    await expect(row.getByText('Deactivated')).toBeVisible();

    await robin.reload();
    await expect(robin).toHaveURL(/\/login/);
    const again = await robin.request.post('/api/auth/login', {
      data: { username, password: 'robin-pass-1' },
    });
    expect(again.status()).toBe(401);
    await robinContext.close();
  });

  test('a non-admin sees their sessions but no Team section', async ({ page }) => {
    await signIn(page, { username: 'amorgan', password: 'leaselens123' });
    await page.goto('/settings');
    const sessions = section(page, 'Active sessions');
    await expect(sessions.getByText('This device')).toBeVisible();
    await expect(section(page, 'Profile').getByLabel('Full name')).toHaveValue('Alex Morgan');
    await expect(section(page, 'Team')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add user' })).toHaveCount(0);
  });

  test('subscribes to a calendar: the URL serves iCalendar without a session; regenerating stops the old one', async ({
    page,
    playwright,
  }) => {
    await signIn(page, { username: 'amorgan', password: 'leaselens123' });
    await page.goto('/settings');
    const calendar = section(page, 'Calendar subscription');
    await expect(calendar.getByText(/subscribe from URL/)).toBeVisible();
    // Start from no URL, whatever an earlier run left.
    await page.request.delete('/api/calendar-feeds');
    await page.reload();
    await calendar.getByRole('button', { name: 'Create subscription URL' }).click();
    const field = calendar.getByLabel('Subscription URL');
    await expect(field).toHaveValue(/\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/);
    await expect(calendar.getByText(/Copy this URL now: it is shown only once/)).toBeVisible();
    const first = await field.inputValue();
    expect(new URL(first).origin).toBe(new URL(page.url()).origin);

    // A calendar app: no cookies at all.
    const app = await playwright.request.newContext();
    const feed = await app.get(first);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const text = await feed.text();
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain('BEGIN:VEVENT');
    expect(text).toContain('BEGIN:VALARM');

    await calendar.getByRole('button', { name: 'Regenerate URL' }).click();
    const confirm = page.getByRole('dialog', { name: 'Regenerate the subscription URL?' });
    await expect(confirm).toContainText('The current URL stops working at once');
    await confirm.getByRole('button', { name: 'Regenerate URL' }).click();
    await expect(field).not.toHaveValue(first);
    const second = await field.inputValue();
    const old = await app.get(first);
    expect(old.status()).toBe(404);
    expect(await old.json()).toEqual({ message: 'Calendar feed not found', code: 'not_found' });
    expect((await app.get(second)).status()).toBe(200);

    await calendar.getByRole('button', { name: 'Revoke' }).click();
    await page
      .getByRole('dialog', { name: 'Revoke the subscription URL?' })
      .getByRole('button', { name: 'Revoke URL' })
      .click();
    await expect(calendar.getByRole('button', { name: 'Create subscription URL' })).toBeVisible();
    expect((await app.get(second)).status()).toBe(404);
    await app.dispose();
  });
});
