import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, apiFetch, loginUrlFor, setUnauthorizedHandler } from './api-client';

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

let restoreHandler: (() => void) | undefined;
afterEach(() => {
  restoreHandler?.();
  restoreHandler = undefined;
  window.history.replaceState(null, '', '/');
});

describe('apiFetch', () => {
  it('sends a same-origin GET with credentials and no Content-Type, and parses JSON', async () => {
    const fetchMock = stubFetch(Response.json({ user: { id: 1 } }));
    await expect(apiFetch('/api/user')).resolves.toEqual({ user: { id: 1 } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/user');
    expect(init).toMatchObject({ method: 'GET', credentials: 'include', body: undefined });
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
  });

  it('sends a JSON body with a JSON Content-Type', async () => {
    const fetchMock = stubFetch(Response.json({ ok: true }));
    await api.put('/api/user/preferences', { sidebarCollapsed: true });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe('{"sidebarCollapsed":true}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('uploads raw bytes with their own Content-Type', async () => {
    const fetchMock = stubFetch(Response.json({ id: 3 }, { status: 201 }));
    const file = new Blob(['hello'], { type: 'text/plain' });
    await expect(
      api.upload('/api/opportunities/1/documents?name=a.txt', file, 'text/plain'),
    ).resolves.toEqual({
      id: 3,
    });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: file });
    expect(new Headers(init?.headers).get('Content-Type')).toBe('text/plain');
  });

  it('returns undefined for a 204', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(api.post('/api/auth/logout')).resolves.toBeUndefined();
  });

  it('raises "{status}: {body}" with the status on a non-OK answer', async () => {
    stubFetch(new Response('{"message":"Deal not found"}', { status: 404, statusText: 'Not Found' }));
    const error = await apiFetch('/api/opportunities/9').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('404: {"message":"Deal not found"}');
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).serverMessage).toBe('Deal not found');
  });

  it("reads the server's field and code from the error body, and none from a body without them", async () => {
    const body = '{"message":"Name is required","field":"terms.name","code":"validation"}';
    stubFetch(new Response(body, { status: 400 }));
    const refused = (await apiFetch('/api/opportunities', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(refused.message).toBe(`400: ${body}`);
    expect([refused.serverMessage, refused.field, refused.code]).toEqual([
      'Name is required',
      'terms.name',
      'validation',
    ]);
    stubFetch(new Response('{"message":"x","field":7,"code":"made_up"}', { status: 400 }));
    const odd = (await apiFetch('/api/opportunities').catch((e: unknown) => e)) as ApiError;
    expect([odd.field, odd.code]).toEqual([undefined, undefined]);
    stubFetch(new Response('not json', { status: 502 }));
    const plain = (await apiFetch('/api/opportunities').catch((e: unknown) => e)) as ApiError;
    expect([plain.serverMessage, plain.field, plain.code]).toEqual([undefined, undefined, undefined]);
  });

  it('falls back to the status text when the body is empty', async () => {
    stubFetch(new Response('', { status: 500, statusText: 'Internal Server Error' }));
    await expect(apiFetch('/api/tenants')).rejects.toThrow(/^500: Internal Server Error$/);
  });

  it('sends the browser to /login with the current page as next on a 401', async () => {
    window.history.replaceState(null, '', '/deals?stage=loi');
    const onUnauthorized = vi.fn();
    restoreHandler = setUnauthorizedHandler(onUnauthorized);
    stubFetch(new Response('{"message":"Not signed in"}', { status: 401, statusText: 'Unauthorized' }));
    await expect(apiFetch('/api/opportunities')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledWith('/login?next=%2Fdeals%3Fstage%3Dloi');
  });

  it('does not redirect for a 401 from /api/auth/* or when asked not to', async () => {
    const onUnauthorized = vi.fn();
    restoreHandler = setUnauthorizedHandler(onUnauthorized);
    stubFetch(new Response('{"message":"Invalid username or password"}', { status: 401 }));
    await expect(api.post('/api/auth/login', { username: 'a', password: 'b' })).rejects.toThrow(
      '401: {"message":"Invalid username or password"}',
    );
    stubFetch(new Response('', { status: 401, statusText: 'Unauthorized' }));
    await expect(api.get('/api/user', { redirectOnUnauthorized: false })).rejects.toThrow(
      '401: Unauthorized',
    );
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('loginUrlFor', () => {
  it('keeps the path and query as next, and leaves it out for the home page', () => {
    expect(loginUrlFor({ pathname: '/tenants', search: '' })).toBe('/login?next=%2Ftenants');
    expect(loginUrlFor({ pathname: '/', search: '' })).toBe('/login');
  });
});
