import { resourceTileIds, workflowTileIds } from '@common/dashboard';
import { defaultPreferences } from '@common/preferences';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/app';

let app: TestApp;
let cookies: Record<string, string>;

beforeAll(async () => {
  app = await createTestApp();
  cookies = await signIn(app, 'scho', 'leaselens123');
});
afterAll(() => app.close());

const put = (payload: unknown) =>
  app.inject({ method: 'PUT', url: '/api/user/preferences', cookies, payload: payload as object });

describe('/api/user/preferences', () => {
  it('returns the defaults for a user who never saved any', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/user/preferences', cookies });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ preferences: defaultPreferences });
  });

  it('merges a partial update and keeps it', async () => {
    expect((await put({ autoAnalyzePortfolio: false })).json().preferences.autoAnalyzePortfolio).toBe(false);
    const saved = await put({ sidebarCollapsed: true });
    expect(saved.json()).toEqual({
      preferences: { ...defaultPreferences, autoAnalyzePortfolio: false, sidebarCollapsed: true },
    });
    const read = await app.inject({ method: 'GET', url: '/api/user/preferences', cookies });
    expect(read.json()).toEqual(saved.json());
  });

  it('keeps each user’s preferences apart', async () => {
    const other = await signIn(app);
    const response = await app.inject({ method: 'GET', url: '/api/user/preferences', cookies: other });
    expect(response.json()).toEqual({ preferences: defaultPreferences });
  });

  it.each([
    ['an unknown key', { theme: 'dark' }],
    ['a wrong type', { sidebarCollapsed: 'yes' }],
    ['an array body', [true]],
    [
      'an unknown dashboard tile',
      { dashboardTiles: { workflow: [{ id: 'weather', hidden: false }], resources: [] } },
    ],
    [
      'a dashboard tile listed twice',
      {
        dashboardTiles: {
          workflow: [
            { id: 'vacancies', hidden: false },
            { id: 'vacancies', hidden: true },
          ],
          resources: [],
        },
      },
    ],
  ])('answers 400 for %s and changes nothing', async (_, payload) => {
    const before = (await app.inject({ method: 'GET', url: '/api/user/preferences', cookies })).json();
    const response = await put(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBeTruthy();
    const after = (await app.inject({ method: 'GET', url: '/api/user/preferences', cookies })).json();
    expect(after).toEqual(before);
  });

  it('saves the dashboard tiles’ order and hidden tiles, appending tiles the layout lacks', async () => {
    const saved = await put({
      dashboardTiles: {
        workflow: [
          { id: 'vacancies', hidden: false },
          { id: 'activeDeals', hidden: true },
        ],
        resources: [{ id: 'settings', hidden: true }],
      },
    });
    expect(saved.statusCode).toBe(200);
    const { workflow, resources } = saved.json().preferences.dashboardTiles;
    expect(workflow.slice(0, 3)).toEqual([
      { id: 'vacancies', hidden: false },
      { id: 'activeDeals', hidden: true },
      { id: 'leasesExpiring90', hidden: false },
    ]);
    expect(workflow).toHaveLength(workflowTileIds.length);
    expect(resources[0]).toEqual({ id: 'settings', hidden: true });
    expect(resources.map((tile: { id: string }) => tile.id).sort()).toEqual([...resourceTileIds].sort());
    const read = await app.inject({ method: 'GET', url: '/api/user/preferences', cookies });
    expect(read.json()).toEqual(saved.json());
  });

  it('answers 401 without a session', async () => {
    const response = await app.inject({ method: 'PUT', url: '/api/user/preferences', payload: {} });
    expect(response.statusCode).toBe(401);
  });
});
