import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookie } from '../plugins/session';
import { createTestApp, signIn, type TestApp } from '../test/app';

// Already proven elsewhere, not repeated here: logout ends the session server-side and clears the
// cookie, HttpOnly/SameSite=Lax/Path=/ on sign-in, the 429 after too many sign-ins, hashed tokens
// (modules/auth/auth.test.ts); a cross-origin Origin refused and the same origin accepted (app.test.ts).

let app: TestApp;
let demo: Record<string, string>;

beforeAll(async () => {
  app = await createTestApp({ loginRateLimit: { max: 100, windowMs: 60_000 } });
  demo = await signIn(app);
});
afterAll(() => app.close());

const logIn = (
  cookies: Record<string, string> = {},
  headers: Record<string, string> = {},
  user = ['demo', 'demo1234'],
) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    cookies,
    headers,
    payload: { username: user[0], password: user[1] },
  });
const whoAmI = async (token: string) => {
  const response = await app.inject({ method: 'GET', url: '/api/user', cookies: { [sessionCookie]: token } });
  return response.statusCode === 200 ? (response.json().user.username as string) : response.statusCode;
};
const tokenOf = (response: Awaited<ReturnType<typeof logIn>>) =>
  response.cookies.find((cookie) => cookie.name === sessionCookie);

describe('session fixation', () => {
  it('does not adopt a session id planted before sign-in; sign-in issues a fresh one', async () => {
    const planted = 'attacker-chosen-session-id-0000000000000000';
    const response = await logIn({ [sessionCookie]: planted });
    expect(response.statusCode).toBe(200);
    const issued = tokenOf(response)?.value;
    expect(issued).toBeDefined();
    expect(issued).not.toBe(planted);
    expect(await whoAmI(planted)).toBe(401);
    expect(await whoAmI(issued as string)).toBe('demo');
  });

  it('signing in over a live session of another user gives a new token and never hands the old one the new identity', async () => {
    const attacker = (await signIn(app, 'jrivera', 'leaselens123'))[sessionCookie] as string;
    const response = await logIn({ [sessionCookie]: attacker });
    const issued = tokenOf(response)?.value as string;
    expect(issued).not.toBe(attacker);
    expect(await whoAmI(attacker)).toBe('jrivera');
    expect(await whoAmI(issued)).toBe('demo');
  });

  it('gives every sign-in its own token', async () => {
    const tokens = new Set<string>();
    for (let i = 0; i < 5; i++) tokens.add(tokenOf(await logIn())?.value as string);
    expect(tokens.size).toBe(5);
  });
});

describe('forged session cookies', () => {
  it.each([
    ['a NUL byte', 'abc%00def'],
    ['SQL', "' OR 1=1--"],
    ['unicode', '👩‍👩‍👧‍👦مرحبا'],
    ['8 KB of text', 'a'.repeat(8000)],
    ['another user’s stored hash', 'hash-as-token'],
  ])('answers 401 JSON for a cookie holding %s', async (_case, value) => {
    let token = value;
    if (value === 'hash-as-token') {
      const { rows } = await app.database.db.execute<{ id: string }>(sql`select id from sessions limit 1`);
      token = rows[0]?.id ?? '';
    }
    const response = await app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: `${sessionCookie}=${encodeURIComponent(token)}` },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Authentication required', code: 'unauthenticated' });
  });
});

describe('the sign-in rate limit', () => {
  it('cannot be dodged with a forged X-Forwarded-For when the proxy is not trusted', async () => {
    const limited = await createTestApp({ loginRateLimit: { max: 2, windowMs: 60_000 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await limited.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'x-forwarded-for': `203.0.113.${i}` },
          payload: { username: 'demo', password: 'wrong' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('cookie flags', () => {
  it('are HttpOnly, SameSite=Lax, Path=/ and not Secure over plain http', async () => {
    const header = String((await logIn()).headers['set-cookie']);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).toMatch(/Path=\//);
    expect(header).not.toMatch(/Secure/);
  });

  it('ignore a forged X-Forwarded-Proto when the proxy is not trusted', async () => {
    const response = await logIn({}, { 'x-forwarded-proto': 'https' });
    expect(tokenOf(response)?.secure).toBeFalsy();
  });

  it('are Secure behind a trusted https proxy (TRUST_PROXY), on sign-in and on the clearing at sign-out', async () => {
    const proxied = await createTestApp({ trustProxy: true });
    try {
      const https = { 'x-forwarded-proto': 'https' };
      const login = await proxied.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: https,
        payload: { username: 'demo', password: 'demo1234' },
      });
      const cookie = login.cookies.find((c) => c.name === sessionCookie);
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
      const logout = await proxied.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: https,
        cookies: { [sessionCookie]: cookie?.value as string },
      });
      expect(logout.cookies.find((c) => c.name === sessionCookie)).toMatchObject({
        value: '',
        secure: true,
        httpOnly: true,
        path: '/',
      });
    } finally {
      await proxied.close();
    }
  });
});

describe('cross-origin writes', () => {
  const write = (cookies: Record<string, string>, headers: Record<string, string>) =>
    app.inject({
      method: 'PUT',
      url: '/api/user/preferences',
      cookies,
      headers: { host: 'localhost:3000', ...headers },
      payload: { sidebarCollapsed: true },
    });

  it.each([
    ['a browser that says the request is cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['an Origin on another port', { origin: 'http://localhost:3001' }],
    ['an Origin on another scheme', { origin: 'https://localhost:3000' }],
    ['an opaque Origin (sandboxed frame, file:)', { origin: 'null' }],
    ['a look-alike host', { origin: 'http://localhost:3000.evil.example' }],
  ])('refuses %s with 403 JSON, writing nothing', async (_case, headers) => {
    const preferences = () => app.inject({ method: 'GET', url: '/api/user/preferences', cookies: demo });
    const before = (await preferences()).json();
    const response = await write(demo, headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Cross-origin request refused', code: 'forbidden' });
    expect((await preferences()).json()).toEqual(before);
  });

  it.each([
    ['same-origin', { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3000' }],
    ['a user-typed navigation (Sec-Fetch-Site: none)', { 'sec-fetch-site': 'none' }],
    ['a client that sends neither header (curl, tests)', {}],
  ])('accepts a write marked %s', async (_case, headers) => {
    expect((await write(demo, headers)).statusCode).toBe(200);
  });

  it('refuses a cross-site sign-in (login CSRF) and a cross-site sign-out', async () => {
    const login = await logIn({}, { origin: 'https://evil.example' });
    expect(login.statusCode).toBe(403);
    expect(tokenOf(login)).toBeUndefined();
    const cookies = await signIn(app);
    const logout = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(logout.statusCode).toBe(403);
    expect(await whoAmI(cookies[sessionCookie] as string)).toBe('demo');
  });

  it('still serves cross-origin reads (CORS headers, not the guard, keep their bodies from other sites)', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/user',
      cookies: demo,
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
