import { expect, type Page } from '@playwright/test';

export const demo = { username: 'demo', password: 'demo1234', fullName: 'Demo User' };

/** Signs in through the API; the session cookie lands in the page's browser context. */
export async function signIn(page: Page, user: { username: string; password: string } = demo): Promise<void> {
  const response = await page.request.post('/api/auth/login', { data: user });
  expect(response.ok()).toBe(true);
}

export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
