import { invalidCredentialsMessage } from '@common/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions } from '../../db/schema';
import { sessionCookie } from '../../plugins/session';
import { createTestApp, signIn, type TestApp } from '../../test/app';
import { tooManyAttemptsMessage } from './auth.routes';

let app: TestApp;
let now = new Date('2026-03-02T15:00:00Z');
const hour = 60 * 60 * 1000;

beforeAll(async () => {
  app = await createTestApp({
    clock: () => now,
    sessionTtlMs: 24 * hour,
    loginRateLimit: { max: 1000, windowMs: 60_000 },
  });
});
afterAll(() => app.close());

describe('POST /api/auth/login', () => {
  it('signs the demo user in and sets an httpOnly, SameSite=Lax session cookie', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'demo', password: 'demo1234' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ username: 'demo', fullName: 'Demo User', role: 'admin' });
    expect(response.json().user.passwordHash).toBeUndefined();
    const cookie = response.cookies.find((c) => c.name === sessionCookie);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);
  });

  it('stores only a hash of the session token', async () => {
    const cookies = await signIn(app);
    const stored = await app.database.db.select({ id: sessions.id }).from(sessions);
    expect(stored.map((s) => s.id)).not.toContain(cookies[sessionCookie]);
    expect(stored.every((s) => /^[0-9a-f]{64}$/.test(s.id))).toBe(true);
  });

  it('accepts the username in any case', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'DEMO', password: 'demo1234' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers 401 with the same message for a wrong password and an unknown user', async () => {
    for (const payload of [
      { username: 'demo', password: 'wrong-password' },
      { username: 'nobody', password: 'demo1234' },
    ]) {
      const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: invalidCredentialsMessage, code: 'unauthenticated' });
      expect(response.cookies).toHaveLength(0);
    }
  });

  it('records each sign-in in the audit log', async () => {
    const before = await app.database.db.select().from(auditLog).where(eq(auditLog.action, 'login'));
    await signIn(app);
    const after = await app.database.db.select().from(auditLog).where(eq(auditLog.action, 'login'));
    expect(after.length).toBe(before.length + 1);
  });

  it.each([
    ['a missing password', { username: 'demo' }, 'password', /\S/],
    ['an empty username', { username: '  ', password: 'x' }, 'username', /^Username is required$/],
    ['a number for the username', { username: 42, password: 'x' }, 'username', /\S/],
  ])('answers 400 naming the field for %s', async (_, payload, field, message) => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.stringMatching(message), field, code: 'validation' });
  });

  it('answers 400 JSON, not 500, for malformed JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "demo", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('message');
  });

  it('answers 413 JSON for a body over 1 MB', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'demo', password: 'x'.repeat(1_100_000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBeTruthy();
  });
});

describe('sessions', () => {
  it('GET /api/user returns the signed-in user', async () => {
    const cookies = await signIn(app, 'jrivera', 'leaselens123');
    const response = await app.inject({ method: 'GET', url: '/api/user', cookies });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: {
        id: expect.any(Number),
        username: 'jrivera',
        fullName: 'Jordan Rivera',
        role: 'broker',
        avatar: null,
      },
    });
  });

  it('GET /api/user answers 401 JSON without a session or with an unknown token', async () => {
    const cases: Record<string, string>[] = [{}, { [sessionCookie]: 'not-a-real-token' }];
    for (const cookies of cases) {
      const response = await app.inject({ method: 'GET', url: '/api/user', cookies });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Authentication required', code: 'unauthenticated' });
    }
  });

  it('expires a session after its time to live', async () => {
    const cookies = await signIn(app);
    now = new Date(now.getTime() + 25 * hour);
    const response = await app.inject({ method: 'GET', url: '/api/user', cookies });
    expect(response.statusCode).toBe(401);
  });

  it('extends a session that is in use (sliding expiry)', async () => {
    const cookies = await signIn(app);
    for (let i = 0; i < 3; i++) {
      now = new Date(now.getTime() + 20 * hour);
      const response = await app.inject({ method: 'GET', url: '/api/user', cookies });
      expect(response.statusCode).toBe(200);
      expect(response.cookies.find((c) => c.name === sessionCookie)?.value).toBe(cookies[sessionCookie]);
    }
  });

  it('POST /api/auth/logout ends the session and clears the cookie', async () => {
    const cookies = await signIn(app);
    const response = await app.inject({ method: 'POST', url: '/api/auth/logout', cookies });
    expect(response.statusCode).toBe(204);
    const cleared = response.cookies.find((c) => c.name === sessionCookie);
    expect(cleared?.value).toBe('');
    expect((await app.inject({ method: 'GET', url: '/api/user', cookies })).statusCode).toBe(401);
  });

  it('POST /api/auth/logout without a session still answers 204', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(204);
  });
});

describe('rate limiting', () => {
  it('answers 429 with a message after too many sign-in attempts from one address', async () => {
    const limited = await createTestApp({ loginRateLimit: { max: 3, windowMs: 60_000 } });
    try {
      const attempt = () =>
        limited.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: 'demo', password: 'nope' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message: tooManyAttemptsMessage, code: 'rate_limited' });
    } finally {
      await limited.close();
    }
  });
});
