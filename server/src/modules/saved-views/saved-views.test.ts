import type { Role } from '@common/roles';
import { type SavedView, viewNameTakenMessage, viewNotFoundMessage } from '@common/saved-views';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealViewDefaults, savedDealViews } from '../../db/schema';
import { createTestApp, signIn, type TestApp } from '../../test/app';

/** The seeded user of each role. */
const usersByRole: Record<Role, [string, string]> = {
  admin: ['demo', 'demo1234'],
  asset_manager: ['amorgan', 'leaselens123'],
  broker: ['jrivera', 'leaselens123'],
  leasing: ['scho', 'leaselens123'],
};

let app: TestApp;
const as = {} as Record<Role, Record<string, string>>;

beforeAll(async () => {
  app = await createTestApp();
  for (const [role, [username, password]] of Object.entries(usersByRole)) {
    as[role as Role] = await signIn(app, username, password);
  }
});
afterAll(() => app.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, cookies?: Record<string, string>, payload?: object) =>
  app.inject({ method, url, ...(cookies ? { cookies } : {}), ...(payload ? { payload } : {}) });

const viewsOf = async (role: Role): Promise<SavedView[]> =>
  (await call('GET', '/api/deal-views', as[role])).json();
const rowCount = async () => (await app.database.db.select().from(savedDealViews)).length;

let counter = 0;
/** A view of the broker's (Jordan Rivera), with a name no other test uses. */
async function brokerView(extra: Record<string, unknown> = {}): Promise<SavedView> {
  counter += 1;
  const response = await call('POST', '/api/deal-views', as.broker, {
    name: `Texas LOIs ${counter}`,
    query: 'states=TX&stage=loi&sort=ner&dir=desc',
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('/api/deal-views', () => {
  it('saves a view and lists it to its owner only, until it is shared', async () => {
    const view = await brokerView();
    expect(view).toMatchObject({
      query: 'states=TX&stage=loi&sort=ner&dir=desc',
      shared: false,
      owner: { fullName: 'Jordan Rivera' },
      mine: true,
      canEdit: true,
      isDefault: false,
    });
    expect((await viewsOf('broker')).map((v) => v.id)).toContain(view.id);
    expect((await viewsOf('leasing')).map((v) => v.id)).not.toContain(view.id);

    const shared = await call('PATCH', `/api/deal-views/${view.id}`, as.broker, { shared: true });
    expect(shared.json()).toMatchObject({ id: view.id, shared: true });
    const seenByLeasing = (await viewsOf('leasing')).find((v) => v.id === view.id);
    expect(seenByLeasing).toMatchObject({
      mine: false,
      canEdit: false,
      owner: { fullName: 'Jordan Rivera' },
    });
    expect((await viewsOf('admin')).find((v) => v.id === view.id)).toMatchObject({ canEdit: true });
  });

  it('lists my views first, then the shared ones, each by name', async () => {
    await call('POST', '/api/deal-views', as.leasing, { name: 'zz mine last by name', query: '' });
    await call('POST', '/api/deal-views', as.leasing, { name: 'AA mine first by name', query: 'lead=me' });
    await brokerView({ shared: true, name: 'a shared one' });
    const views = await viewsOf('leasing');
    const firstShared = views.findIndex((v) => !v.mine);
    expect(views.slice(0, firstShared).every((v) => v.mine)).toBe(true);
    expect(views.slice(firstShared).every((v) => !v.mine && v.shared)).toBe(true);
    const mine = views.slice(0, firstShared).map((v) => v.name.toLowerCase());
    expect(mine).toEqual([...mine].sort());
    expect(mine[0]).toBe('aa mine first by name');
  });

  it('answers 401 to every route without a session', async () => {
    const routes: [Method, string][] = [
      ['GET', '/api/deal-views'],
      ['POST', '/api/deal-views'],
      ['PUT', '/api/deal-views/default'],
      ['PATCH', '/api/deal-views/1'],
      ['DELETE', '/api/deal-views/1'],
    ];
    for (const [method, url] of routes) {
      const response = await call(method, url, undefined, method === 'GET' ? undefined : { name: 'x' });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it.each(['asset_manager', 'leasing'] as const)(
    "answers 403 when a %s renames, unshares or deletes someone else's shared view, changing nothing",
    async (role) => {
      const view = await brokerView({ shared: true });
      for (const payload of [{ name: 'Taken over' }, { shared: false }]) {
        const response = await call('PATCH', `/api/deal-views/${view.id}`, as[role], payload);
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toMatch(/Only the person who saved this view/);
      }
      expect((await call('DELETE', `/api/deal-views/${view.id}`, as[role])).statusCode).toBe(403);
      expect((await viewsOf('broker')).find((v) => v.id === view.id)).toMatchObject({
        name: view.name,
        shared: true,
      });
    },
  );

  it("lets an admin rename, unshare and delete a shared view, but not see another's private one", async () => {
    const view = await brokerView({ shared: true });
    const renamed = await call('PATCH', `/api/deal-views/${view.id}`, as.admin, { name: 'Renamed by admin' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Renamed by admin', owner: { fullName: 'Jordan Rivera' } });
    expect((await call('PATCH', `/api/deal-views/${view.id}`, as.admin, { shared: false })).statusCode).toBe(
      200,
    );
    // Now private: the admin no longer sees it at all.
    const hidden = await call('DELETE', `/api/deal-views/${view.id}`, as.admin);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ message: viewNotFoundMessage, code: 'not_found' });
    expect((await call('PATCH', `/api/deal-views/${view.id}`, as.broker, { shared: true })).statusCode).toBe(
      200,
    );
    expect((await call('DELETE', `/api/deal-views/${view.id}`, as.admin)).statusCode).toBe(204);
    expect((await viewsOf('broker')).map((v) => v.id)).not.toContain(view.id);
  });

  it('lets the owner delete a view, whatever their role', async () => {
    const view = await brokerView();
    expect((await call('DELETE', `/api/deal-views/${view.id}`, as.broker)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/deal-views/${view.id}`, as.broker)).statusCode).toBe(404);
  });

  it.each([
    [
      { name: '   ', query: '' },
      { message: 'Name is required', field: 'name', code: 'validation' },
    ],
    [
      { name: 'x'.repeat(81), query: '' },
      { message: 'Name must be at most 80 characters', field: 'name', code: 'validation' },
    ],
    [
      { name: 'Bad sort', query: 'sort=rent' },
      { message: 'sort: Unknown sort field', field: 'query', code: 'validation' },
    ],
    [
      { name: 'Bad stage', query: 'stage=loi,won' },
      { message: 'stage: Unknown stage', field: 'query', code: 'validation' },
    ],
    [
      { name: 'Paged', query: 'stage=loi&limit=5' },
      { message: 'Unknown pipeline parameter "limit"', field: 'query', code: 'validation' },
    ],
    [{ name: 'No query' }, { message: 'Query is required', field: 'query', code: 'validation' }],
  ])('answers 400 to a bad view and saves nothing: %j', async (payload, body) => {
    const before = await rowCount();
    const response = await call('POST', '/api/deal-views', as.broker, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(body);
    expect(await rowCount()).toBe(before);
  });

  it('answers 400 to a blank rename or an empty change', async () => {
    const view = await brokerView();
    const blank = await call('PATCH', `/api/deal-views/${view.id}`, as.broker, { name: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ message: 'Name is required', field: 'name', code: 'validation' });
    const empty = await call('PATCH', `/api/deal-views/${view.id}`, as.broker, {});
    expect(empty.json()).toEqual({ message: 'Nothing to update', code: 'validation' });
  });

  it('answers 409 to a name the owner already uses, in any case, and saves nothing', async () => {
    const view = await brokerView();
    const before = await rowCount();
    const again = await call('POST', '/api/deal-views', as.broker, {
      name: view.name.toUpperCase(),
      query: '',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: viewNameTakenMessage(view.name.toUpperCase()),
      code: 'conflict',
    });
    expect(await rowCount()).toBe(before);
    const other = await brokerView();
    const rename = await call('PATCH', `/api/deal-views/${other.id}`, as.broker, { name: view.name });
    expect(rename.statusCode).toBe(409);
    // Another person may use the same name.
    expect(
      (await call('POST', '/api/deal-views', as.leasing, { name: view.name, query: '' })).statusCode,
    ).toBe(201);
  });
});

describe('PUT /api/deal-views/default', () => {
  it('makes a view I can see my default, one at a time, and clears it with null', async () => {
    const first = await brokerView({ makeDefault: true });
    expect(first.isDefault).toBe(true);
    const shared = await brokerView({ shared: true });
    const response = await call('PUT', '/api/deal-views/default', as.leasing, { viewId: shared.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ viewId: shared.id });
    expect((await viewsOf('leasing')).filter((v) => v.isDefault).map((v) => v.id)).toEqual([shared.id]);
    // The broker's own default is untouched.
    expect((await viewsOf('broker')).filter((v) => v.isDefault).map((v) => v.id)).toEqual([first.id]);

    expect((await call('PUT', '/api/deal-views/default', as.leasing, { viewId: null })).statusCode).toBe(200);
    expect((await viewsOf('leasing')).some((v) => v.isDefault)).toBe(false);
  });

  it("answers 404 for a view I cannot see, and drops others' defaults when a view is unshared", async () => {
    const view = await brokerView();
    const hidden = await call('PUT', '/api/deal-views/default', as.leasing, { viewId: view.id });
    expect(hidden.statusCode).toBe(404);
    await call('PATCH', `/api/deal-views/${view.id}`, as.broker, { shared: true });
    await call('PUT', '/api/deal-views/default', as.leasing, { viewId: view.id });
    await call('PUT', '/api/deal-views/default', as.broker, { viewId: view.id });
    await call('PATCH', `/api/deal-views/${view.id}`, as.broker, { shared: false });
    const defaults = await app.database.db.select().from(dealViewDefaults);
    expect(defaults.filter((row) => row.viewId === view.id)).toHaveLength(1);
    expect((await viewsOf('broker')).find((v) => v.id === view.id)?.isDefault).toBe(true);
  });

  it('answers 400 without a view id', async () => {
    const response = await call('PUT', '/api/deal-views/default', as.leasing, {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'View is required', field: 'viewId', code: 'validation' });
  });
});
