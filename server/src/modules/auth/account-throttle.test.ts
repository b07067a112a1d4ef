import { invalidCredentialsMessage } from '@common/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookie } from '../../plugins/session';
import { createTestApp, type TestApp } from '../../test/app';

// The app's defaults: 10 failed sign-ins per account name in 15 minutes, 10 per address per minute.
const maxFailures = 10;
const windowMs = 15 * 60_000;
const lockedOut = {
  message: 'Too many sign-in attempts for this account. Try again in 15 minutes.',
  code: 'rate_limited',
};

let app: TestApp;
let now = new Date('2026-03-02T15:00:00Z');
let address = 0;

beforeAll(async () => {
  app = await createTestApp({ clock: () => now });
});
afterAll(() => app.close());

/** A sign-in from an address never used before, so the per-address limit never applies. */
const logIn = (username: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: `10.${(++address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
    payload: { username, password },
  });
const fail = async (username: string, times: number) => {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await logIn(username, 'wrong-password')).statusCode);
  return statuses;
};
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

describe('the per-account sign-in limit', () => {
  it('locks an account after 10 failed sign-ins, even when each of 60 comes from a different address', async () => {
    const statuses = await fail('demo', 60);
    expect(statuses.slice(0, maxFailures)).toEqual(Array(maxFailures).fill(401));
    expect(statuses.slice(maxFailures)).toEqual(Array(60 - maxFailures).fill(429));

    const refused = await logIn('demo', 'wrong-password');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(lockedOut);
    expect(refused.headers['retry-after']).toBe(String(windowMs / 1000));
  });

  it('refuses the right password during the lock-out with the same answer, and lets it in once the window has passed', async () => {
    await fail('amorgan', maxFailures);
    const wrong = await logIn('amorgan', 'wrong-password');
    const right = await logIn('amorgan', 'leaselens123');
    expect(right.statusCode).toBe(429);
    expect(right.body).toBe(wrong.body);
    expect(right.headers['retry-after']).toBe(wrong.headers['retry-after']);
    expect(right.cookies.find((cookie) => cookie.name === sessionCookie)).toBeUndefined();
    // Other accounts are not held back.
    expect((await logIn('jrivera', 'leaselens123')).statusCode).toBe(200);

    advance(windowMs - 1000);
    expect((await logIn('amorgan', 'leaselens123')).statusCode).toBe(429);
    advance(1000);
    expect((await logIn('amorgan', 'leaselens123')).statusCode).toBe(200);
  });

  it('locks an unknown name exactly as a real one, counting every spelling the sign-in would accept', async () => {
    await fail('scho', maxFailures);
    const spellings = ['nobody-here', ' NOBODY-here ', 'Nobody-Here'];
    for (let i = 0; i < maxFailures; i++) {
      const response = await logIn(spellings[i % spellings.length]!, 'wrong-password');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: invalidCredentialsMessage, code: 'unauthenticated' });
    }
    const real = await logIn('scho', 'leaselens123');
    const unknown = await logIn('NOBODY-HERE', 'leaselens123');
    expect(unknown.statusCode).toBe(real.statusCode);
    expect(unknown.statusCode).toBe(429);
    expect(unknown.body).toBe(real.body);
    expect(unknown.headers['retry-after']).toBe(real.headers['retry-after']);
  });

  it('starts the count afresh after a successful sign-in', async () => {
    expect(await fail('jrivera', maxFailures - 1)).toEqual(Array(maxFailures - 1).fill(401));
    expect((await logIn('jrivera', 'leaselens123')).statusCode).toBe(200);
    expect(await fail('jrivera', maxFailures - 1)).toEqual(Array(maxFailures - 1).fill(401));
    expect((await logIn('jrivera', 'leaselens123')).statusCode).toBe(200);
  });

  it('starts the count afresh when the window passes without filling', async () => {
    expect(await fail('jrivera', maxFailures - 1)).toEqual(Array(maxFailures - 1).fill(401));
    advance(windowMs);
    expect(await fail('jrivera', maxFailures - 1)).toEqual(Array(maxFailures - 1).fill(401));
    expect((await logIn('jrivera', 'leaselens123')).statusCode).toBe(200);
  });

  it('lets no more than 10 guesses through when they are sent in parallel', async () => {
    const responses = await Promise.all(
      Array.from({ length: 30 }, () => logIn('parallel-guess-target', 'wrong-password')),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(maxFailures);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - maxFailures);
  });
});
