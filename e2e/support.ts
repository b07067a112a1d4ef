import { type Cookie, expect, type Page } from '@playwright/test';
import type { UserResponse } from '../common/src/auth';

export const demo = { username: 'demo', password: 'demo1234', fullName: 'Demo User' };

// Sessions this worker has signed in, by username. A sign-in costs the server a deliberately slow
// password hash (scrypt); nearly every test signs in, so a worker reuses a user's session while the
// server still accepts it (a test may have signed it out) and signs in afresh otherwise.
const sessions = new Map<string, Cookie[]>();

/** Signs in through the API; the session cookie lands in the page's browser context. */
export async function signIn(page: Page, user: { username: string; password: string } = demo): Promise<void> {
  const saved = sessions.get(user.username);
  if (saved) {
    await page.context().addCookies(saved);
    const current = await page.request.get('/api/user');
    if (current.ok() && ((await current.json()) as UserResponse).user.username === user.username) return;
    sessions.delete(user.username);
  }
  const response = await page.request.post('/api/auth/login', { data: user });
  expect(response.ok()).toBe(true);
  // The cookies the sign-in set (the session), as the context now holds them.
  const set = response
    .headersArray()
    .filter(({ name }) => name.toLowerCase() === 'set-cookie')
    .map(({ value }) => value.slice(0, value.indexOf('=')));
  const cookies = (await page.context().cookies()).filter((cookie) => set.includes(cookie.name));
  sessions.set(user.username, cookies);
}

export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
