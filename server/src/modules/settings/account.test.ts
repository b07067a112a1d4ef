import { currentPasswordIncorrectMessage } from '@common/settings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, signIn, type TestApp } from '../../test/app';
import { passwordAttemptsPerMinute, tooManyPasswordAttemptsMessage } from './account.routes';

let app: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  app = await createTestApp({ loginRateLimit: { max: 1000, windowMs: 60_000 } });
  admin = await signIn(app);
});
afterAll(() => app.close());

type Cookies = Record<string, string>;
const tinyPng =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** A fresh user of the given role (so no test changes the seed's people). */
async function newUser(username: string, role = 'broker', password = 'first-pass-1'): Promise<Cookies> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/users',
    cookies: admin,
    payload: { username, fullName: 'Pat Lee', email: `${username}@example.com`, role, password },
  });
  expect(response.statusCode).toBe(201);
  return signIn(app, username, password);
}

const signInAs = (username: string, password: string, userAgent: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'user-agent': userAgent },
    payload: { username, password },
  });

describe('/api/settings/profile', () => {
  it('reads and saves the name, email and avatar; the current user shows them', async () => {
    const cookies = await newUser('profile-1');
    const read = await app.inject({ method: 'GET', url: '/api/settings/profile', cookies });
    expect(read.json()).toEqual({
      username: 'profile-1',
      fullName: 'Pat Lee',
      email: 'profile-1@example.com',
      role: 'broker',
      avatar: null,
    });
    const saved = await app.inject({
      method: 'PATCH',
      url: '/api/settings/profile',
      cookies,
      payload: { fullName: '  Pat Lee-Morgan ', email: 'pat@example.com', avatar: tinyPng },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      fullName: 'Pat Lee-Morgan',
      email: 'pat@example.com',
      avatar: tinyPng,
    });
    const user = (await app.inject({ method: 'GET', url: '/api/user', cookies })).json().user;
    expect(user).toMatchObject({ fullName: 'Pat Lee-Morgan', avatar: tinyPng });
  });

  it.each([
    ['an empty name', { fullName: ' ', email: 'a@example.com' }, 'Full name is required'],
    ['a bad email', { fullName: 'A', email: 'not-an-email' }, 'Enter a valid email address'],
    [
      'a gif avatar',
      { fullName: 'A', email: 'a@example.com', avatar: 'data:image/gif;base64,R0lGOD==' },
      'PNG',
    ],
    [
      'an avatar over 512 KB',
      { fullName: 'A', email: 'a@example.com', avatar: `data:image/png;base64,${'A'.repeat(700_000)}` },
      '512 KB',
    ],
  ])('answers 400 for %s and changes nothing', async (_, payload, message) => {
    const cookies = await signIn(app, 'scho', 'leaselens123');
    const before = (await app.inject({ method: 'GET', url: '/api/settings/profile', cookies })).json();
    const response = await app.inject({ method: 'PATCH', url: '/api/settings/profile', cookies, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    const after = (await app.inject({ method: 'GET', url: '/api/settings/profile', cookies })).json();
    expect(after).toEqual(before);
  });

  it('answers 401 without a session', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/settings/profile' });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/settings/password', () => {
  it('requires the current password, then changes it and ends only the other sessions', async () => {
    const cookies = await newUser('password-1');
    const other = await signIn(app, 'password-1', 'first-pass-1');
    const change = (currentPassword: string) =>
      app.inject({
        method: 'POST',
        url: '/api/settings/password',
        cookies,
        payload: { currentPassword, newPassword: 'second-pass-2', confirmPassword: 'second-pass-2' },
      });

    const wrong = await change('not-my-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: currentPasswordIncorrectMessage,
      field: 'currentPassword',
      code: 'invalid_value',
    });
    expect((await app.inject({ method: 'GET', url: '/api/user', cookies: other })).statusCode).toBe(200);

    const right = await change('first-pass-1');
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ endedSessions: 1 });
    expect((await app.inject({ method: 'GET', url: '/api/user', cookies })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/user', cookies: other })).statusCode).toBe(401);
    expect((await signInAs('password-1', 'first-pass-1', 'x')).statusCode).toBe(401);
    expect((await signInAs('password-1', 'second-pass-2', 'x')).statusCode).toBe(200);
  });

  it.each([
    [
      'a short new password',
      { currentPassword: 'x', newPassword: 'short', confirmPassword: 'short' },
      'at least 8',
    ],
    [
      'a confirmation that differs',
      { currentPassword: 'x', newPassword: 'long-enough', confirmPassword: 'long-enougH' },
      'Passwords do not match',
    ],
    [
      'no current password',
      { newPassword: 'long-enough', confirmPassword: 'long-enough' },
      'Current password',
    ],
  ])('answers 400 for %s', async (_, payload, message) => {
    const cookies = await signIn(app, 'scho', 'leaselens123');
    const response = await app.inject({ method: 'POST', url: '/api/settings/password', cookies, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });
});

it('answers 429 after too many password attempts a minute from one address', async () => {
  const cookies = await signIn(app, 'scho', 'leaselens123');
  // An address of its own, so the other tests' attempts do not count against it.
  const attempt = () =>
    app.inject({
      method: 'POST',
      url: '/api/settings/password',
      remoteAddress: '10.9.9.9',
      cookies,
      payload: { currentPassword: 'guess', newPassword: 'x', confirmPassword: 'x' },
    });
  for (let i = 0; i < passwordAttemptsPerMinute; i++) expect((await attempt()).statusCode).toBe(400);
  const blocked = await attempt();
  expect(blocked.statusCode).toBe(429);
  expect(blocked.json()).toEqual({ message: tooManyPasswordAttemptsMessage, code: 'rate_limited' });
});

describe('/api/settings/sessions', () => {
  it('lists the user’s sessions with browser and address, marks this one and signs out others', async () => {
    await newUser('sessions-1');
    const first = await signInAs('sessions-1', 'first-pass-1', 'Mozilla/5.0 (iPhone) Safari/604.1');
    const second = await signInAs('sessions-1', 'first-pass-1', 'Mozilla/5.0 (X11; Linux) Chrome/140.0');
    const cookiesOf = (r: typeof first) => Object.fromEntries(r.cookies.map((c) => [c.name, c.value]));
    const cookies = cookiesOf(second);

    const list = (await app.inject({ method: 'GET', url: '/api/settings/sessions', cookies })).json();
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({
      current: true,
      userAgent: 'Mozilla/5.0 (X11; Linux) Chrome/140.0',
      ip: '127.0.0.1',
    });
    expect(list.filter((s: { current: boolean }) => s.current)).toHaveLength(1);

    const iphone = list.find((s: { userAgent: string | null }) => s.userAgent?.includes('iPhone'));
    const ended = await app.inject({ method: 'DELETE', url: `/api/settings/sessions/${iphone.id}`, cookies });
    expect(ended.statusCode).toBe(204);
    expect(
      (await app.inject({ method: 'GET', url: '/api/user', cookies: cookiesOf(first) })).statusCode,
    ).toBe(401);

    const others = await app.inject({
      method: 'POST',
      url: '/api/settings/sessions/sign-out-others',
      cookies,
    });
    expect(others.json()).toEqual({ ended: 1 });
    const after = (await app.inject({ method: 'GET', url: '/api/settings/sessions', cookies })).json();
    expect(after).toEqual([expect.objectContaining({ current: true })]);
  });

  it('answers 404 for another user’s session and leaves it alone', async () => {
    const mine = await signIn(app, 'jrivera', 'leaselens123');
    const theirs = await signIn(app, 'amorgan', 'leaselens123');
    const [their] = (
      await app.inject({ method: 'GET', url: '/api/settings/sessions', cookies: theirs })
    ).json();
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/settings/sessions/${their.id}`,
      cookies: mine,
    });
    expect(response.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/user', cookies: theirs })).statusCode).toBe(200);
    const malformed = await app.inject({
      method: 'DELETE',
      url: '/api/settings/sessions/abc',
      cookies: mine,
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('answers 401 without a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/settings/sessions'],
      ['POST', '/api/settings/sessions/sign-out-others'],
      ['POST', '/api/settings/password'],
    ] as const) {
      expect((await app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});

it('keeps the seed users untouched by these tests', async () => {
  const [demo] = await app.database.db.select().from(users).where(eq(users.username, 'demo'));
  expect(demo).toMatchObject({ fullName: 'Demo User', role: 'admin', active: true });
});
