import { describe, expect, it } from 'vitest';
import { loginSchema } from './auth';
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
