import { describe, expect, it } from 'vitest';
import { accountLockedMessage, loginSchema } from './auth';
import { preferencesUpdateSchema } from './preferences';

describe('loginSchema', () => {
  it('trims the username and requires both fields', () => {
    expect(loginSchema.parse({ username: ' demo ', password: 'x' })).toEqual({
      username: 'demo',
      password: 'x',
    });
    const result = loginSchema.safeParse({ username: ' ', password: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Username is required',
      'Password is required',
    ]);
  });
});

describe('preferencesUpdateSchema', () => {
  it('accepts a partial update and rejects unknown keys', () => {
    expect(preferencesUpdateSchema.safeParse({ sidebarCollapsed: true }).success).toBe(true);
    expect(preferencesUpdateSchema.safeParse({ theme: 'dark' }).success).toBe(false);
  });
});

describe('accountLockedMessage', () => {
  it('names the wait in whole minutes, rounded up', () => {
    expect(accountLockedMessage(15 * 60_000)).toBe(
      'Too many sign-in attempts for this account. Try again in 15 minutes.',
    );
    expect(accountLockedMessage(61_000)).toBe(
      'Too many sign-in attempts for this account. Try again in 2 minutes.',
    );
    expect(accountLockedMessage(1_000)).toBe(
      'Too many sign-in attempts for this account. Try again in 1 minute.',
    );
  });
});
