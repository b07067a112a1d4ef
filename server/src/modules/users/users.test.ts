import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/app';

let app: TestApp;
let cookies: Record<string, string>;

beforeAll(async () => {
  app = await createTestApp();
  cookies = await signIn(app, 'jrivera', 'leaselens123');
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url, cookies });

describe('GET /api/users', () => {
  it('lists the real asset managers for the Asset Manager filter, without usernames or emails', async () => {
    const response = await get('/api/users?role=asset_manager');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: expect.any(Number), fullName: 'Alex Morgan', role: 'asset_manager' },
    ]);
  });

  it('lists everyone by name when no role is given (an empty role counts as none)', async () => {
    for (const url of ['/api/users', '/api/users?role=']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.json().map((user: { fullName: string }) => user.fullName)).toEqual([
        'Alex Morgan',
        'Demo User',
        'Jordan Rivera',
        'Sam Cho',
      ]);
    }
  });

  it('answers 400 JSON for an unknown role', async () => {
    const response = await get('/api/users?role=owner');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^role: Must be one of: admin, asset_manager, broker, leasing/);
  });

  it('answers 401 without a session', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/users?role=asset_manager' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Authentication required' });
  });
});
