import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireRole, userOf } from './plugins/session';
import { createTestApp, signIn, type TestApp } from './test/app';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({
    configure: (instance) => {
      // A route only admins may write to, to prove the role guard every area's writes use.
      instance.post('/api/admin-only', { preHandler: requireRole('admin') }, async (request) => ({
        by: userOf(request).username,
      }));
      instance.get('/api/explode', async () => {
        throw new Error('database password is hunter2');
      });
    },
  });
});
afterAll(() => app.close());

describe('the /api boundary', () => {
  it.each(['/api/user', '/api/user/preferences', '/api/deals', '/api/anything/else?x=1'])(
    'answers 401 JSON for %s without a session',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toEqual({ message: 'Authentication required', code: 'unauthenticated' });
    },
  );

  it('answers 404 JSON for an unknown route once signed in', async () => {
    const cookies = await signIn(app);
    const response = await app.inject({ method: 'GET', url: '/api/no-such-thing', cookies });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/not found/);
  });

  it('turns an unexpected failure into a 500 without its detail', async () => {
    const cookies = await signIn(app);
    const response = await app.inject({ method: 'GET', url: '/api/explode', cookies });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal Server Error', code: 'internal' });
    expect(response.body).not.toContain('hunter2');
  });

  it('refuses a write from another origin with 403 before it runs', async () => {
    const cookies = await signIn(app);
    const response = await app.inject({
      method: 'PUT',
      url: '/api/user/preferences',
      cookies,
      headers: { origin: 'https://evil.example' },
      payload: { sidebarCollapsed: true },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Cross-origin request refused', code: 'forbidden' });
    const after = await app.inject({ method: 'GET', url: '/api/user/preferences', cookies });
    expect(after.json().preferences.sidebarCollapsed).toBe(false);
  });

  it('accepts a write from its own origin', async () => {
    const cookies = await signIn(app);
    const response = await app.inject({
      method: 'PUT',
      url: '/api/user/preferences',
      cookies,
      headers: { origin: 'http://localhost:80', host: 'localhost:80' },
      payload: { autoAnalyzePortfolio: true },
    });
    expect(response.statusCode).toBe(200);
  });

  it('lets only the allowed roles write where a route says so', async () => {
    const admin = await signIn(app, 'demo', 'demo1234');
    const broker = await signIn(app, 'jrivera', 'leaselens123');
    expect((await app.inject({ method: 'POST', url: '/api/admin-only', cookies: admin })).json()).toEqual({
      by: 'demo',
    });
    const refused = await app.inject({ method: 'POST', url: '/api/admin-only', cookies: broker });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBeTruthy();
  });

  it('sends security headers with a same-origin content security policy', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('GET /api/health', () => {
  it('reports that the app and its database answer, without a session', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });
});
