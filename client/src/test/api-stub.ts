import type { CurrentUser } from '@common/auth';
import { vi } from 'vitest';

/** The seeded demo user, as GET /api/user answers it. */
export const demoUser: CurrentUser = {
  id: 1,
  username: 'demo',
  fullName: 'Demo User',
  role: 'admin',
  avatar: null,
};

export type StubRequest = { method: string; path: string; body: unknown };
type Handler = (request: StubRequest) => Response | Promise<Response>;

/**
 * Replaces fetch with a tiny fake server: keys are 'METHOD /path' (query string ignored); any other
 * call answers 404. Returns the mock so a test can inspect the calls.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) return Response.json({ message: 'Not found' }, { status: 404, statusText: 'Not Found' });
    return handler({ method, path: url.pathname, body });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const signedIn =
  (user: CurrentUser = demoUser): Handler =>
  () =>
    Response.json({ user });

export const signedOut: Handler = () =>
  Response.json({ message: 'Not signed in' }, { status: 401, statusText: 'Unauthorized' });
