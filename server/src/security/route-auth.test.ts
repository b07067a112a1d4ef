import { type Role, roles } from '@common/roles';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type TestApp } from '../test/app';
import { databaseFingerprint } from './fingerprint';
import { rawRequest } from './raw-request';
import { createWalkedApp, fillPath, pathParamNames, samplePathParams, type WalkedRoute } from './route-table';

/** The seeded user of each role. */
const usersByRole: Record<Role, [string, string]> = {
  admin: ['demo', 'demo1234'],
  asset_manager: ['amorgan', 'leaselens123'],
  broker: ['jrivera', 'leaselens123'],
  leasing: ['scho', 'leaselens123'],
};

/**
 * The only routes anyone may call without a session (docs/decisions/010-access-denied-by-default.md).
 * A calendar feed is fetched by calendar apps, which cannot sign in: the secret token in its URL is the
 * credential.
 */
const publicRoutes = [
  'GET /api/health',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'GET /api/calendar-feeds/:token.ics',
];

let app: TestApp;
let routes: WalkedRoute[];
/** The app also listens on loopback, for requests whose target must reach it byte for byte. */
let port: number;
const cookiesOf = {} as Record<Role, Record<string, string>>;

beforeAll(async () => {
  ({ app, routes } = await createWalkedApp({ loginRateLimit: { max: 100, windowMs: 60_000 } }));
  for (const role of roles) cookiesOf[role] = await signIn(app, ...usersByRole[role]);
  port = Number(new URL(await app.listen({ port: 0, host: '127.0.0.1' })).port);
});
afterAll(() => app.close());

const name = (route: WalkedRoute) => `${route.method} ${route.url}`;
const apiRoutes = () => routes.filter((route) => route.url.startsWith('/api'));
/** Every route that did not declare itself public, whatever its path: a route added later is covered too. */
const guardedRoutes = () => routes.filter((route) => !route.isPublic);

/** A request as a browser on the app's own origin would send it; writes carry an empty JSON body. */
function call(route: WalkedRoute, cookies?: Record<string, string>) {
  const write = !['GET', 'DELETE'].includes(route.method);
  return app.inject({
    method: route.method as 'GET',
    url: fillPath(route.url),
    ...(cookies ? { cookies } : {}),
    ...(write ? { payload: {} } : {}),
  });
}

function expectJsonMessage(response: Awaited<ReturnType<typeof call>>, status: number, route: WalkedRoute) {
  expect(response.statusCode, `${name(route)}: ${response.body}`).toBe(status);
  expect(response.headers['content-type'], name(route)).toMatch(/^application\/json/);
  const body = response.json() as { message?: unknown };
  expect(typeof body.message, name(route)).toBe('string');
  expect(String(body.message).length, name(route)).toBeGreaterThan(0);
}

describe('the registered route table', () => {
  it('is walked whole: the walk saw every route Fastify prints, and every path parameter has a sample', () => {
    // printRoutes lists each path with its methods; onRoute must have told us of each one.
    const printed = app.printRoutes({ commonPrefix: false });
    const printedCount = [...printed.matchAll(/\(([A-Z, ]+)\)/g)]
      .flatMap((match) => (match[1] ?? '').split(', '))
      .filter((method) => method !== 'HEAD').length;
    expect(routes.length).toBe(printedCount);
    expect(apiRoutes().length).toBeGreaterThan(90);
    for (const route of routes) {
      for (const param of pathParamNames(route.url)) {
        expect(samplePathParams[param], `add a sample for :${param} (${name(route)})`).toBeDefined();
      }
    }
  });

  it('has exactly the known public routes: sign-in, sign-out, health and calendar feeds', () => {
    const publicOnes = routes.filter((route) => route.isPublic).map(name);
    expect(publicOnes.sort()).toEqual([...publicRoutes].sort());
  });

  it('names only known roles in every role guard', () => {
    for (const route of routes) {
      for (const role of route.allowedRoles ?? []) expect(roles, name(route)).toContain(role);
    }
  });
});

/**
 * Writes any signed-in user may make without a role guard: on one's own account, notifications and
 * briefing, and deal work, which every role does. A new write must name its roles with `requireRole(...)` (so
 * the walk above proves them) or be added here on purpose.
 */
const writesForEveryRole = [
  // One's own account (Settings).
  'PUT /api/user/preferences',
  'PATCH /api/settings/profile',
  'POST /api/settings/password',
  'POST /api/settings/sessions/sign-out-others',
  'DELETE /api/settings/sessions/:id',
  // One's own calendar subscription (a building's, which only admins may have, is refused in the route).
  'POST /api/calendar-feeds',
  'DELETE /api/calendar-feeds',
  // Deal work and one's own notifications and briefing.
  'POST /api/leases/:id/renew',
  'POST /api/opportunities',
  'POST /api/opportunities/bulk',
  'PATCH /api/opportunities/:id',
  'PATCH /api/opportunities/:id/stage',
  'POST /api/opportunities/:id/lease-terms',
  'PATCH /api/opportunities/:id/lease-terms',
  'POST /api/opportunities/:id/lease',
  // Saved pipeline views: the service lets only a view's owner (or an admin, for a shared one) change it.
  'POST /api/deal-views',
  'PUT /api/deal-views/default',
  'PATCH /api/deal-views/:id',
  'DELETE /api/deal-views/:id',
  // Proposal rounds (approving and rejecting them name their roles).
  'POST /api/opportunities/:id/proposal-rounds',
  'PATCH /api/proposal-rounds/:id',
  'DELETE /api/proposal-rounds/:id',
  'POST /api/proposal-rounds/:id/accept',
  'POST /api/proposal-rounds/:id/submit',
  'POST /api/notifications/read-all',
  'POST /api/notifications/:id/read',
  'POST /api/ai-briefing/generate',
  'POST /api/ai-briefing/items/:key/dismiss',
];

describe('writes', () => {
  it('each name their roles, or are on the short list any signed-in user may make', () => {
    const unguarded = guardedRoutes()
      .filter((route) => route.method !== 'GET' && !route.allowedRoles)
      .map(name);
    expect(unguarded.sort()).toEqual([...writesForEveryRole].sort());
  });
});

describe('without a session', () => {
  it('every non-public /api route answers 401 JSON {message} and changes nothing', async () => {
    const before = await databaseFingerprint(app.database.db);
    for (const route of guardedRoutes()) {
      expectJsonMessage(await call(route), 401, route);
      expectJsonMessage(await call(route, { leaselens_session: 'forged-or-expired-token' }), 401, route);
    }
    expect(await databaseFingerprint(app.database.db)).toEqual(before);
  });

  it('the public routes answer without one', async () => {
    for (const route of routes.filter((r) => r.isPublic)) {
      const response = await call(route);
      expect(response.statusCode, name(route)).not.toBe(401);
      expect(response.statusCode, name(route)).toBeLessThan(500);
    }
  });
});

describe('signed in with a role a route does not allow', () => {
  it('every role-restricted route answers 403 JSON {message} for each other role, changing nothing', async () => {
    const restricted = guardedRoutes().filter((route) => route.allowedRoles);
    expect(restricted.length).toBeGreaterThanOrEqual(20);
    const before = await databaseFingerprint(app.database.db);
    let refusals = 0;
    for (const route of restricted) {
      for (const role of roles.filter((r) => !route.allowedRoles?.includes(r))) {
        expectJsonMessage(await call(route, cookiesOf[role]), 403, route);
        refusals++;
      }
    }
    expect(await databaseFingerprint(app.database.db)).toEqual(before);
    // Today: property, training and listings-cache writes are admin/asset-manager only; options exclude brokers.
    expect(refusals).toBeGreaterThan(5);
  });

  it('an allowed role gets past the guard (the answer is never 401 or 403)', async () => {
    for (const route of guardedRoutes().filter((r) => r.allowedRoles && r.method !== 'DELETE')) {
      const role = route.allowedRoles?.[0] as Role;
      const response = await call(route, cookiesOf[role]);
      expect([401, 403], `${name(route)} as ${role}: ${response.body}`).not.toContain(response.statusCode);
    }
  });
});

/**
 * The same path written the ways a router might read differently from a prefix test: a letter
 * percent-encoded (in the `/api` prefix and in the last segment), doubled slashes, dot segments, mixed
 * case, and as an absolute-form target. Sent over a real socket exactly as written (app.inject would
 * resolve the dot segments first). None may reach a guarded route, or an API miss, without a session.
 */
function disguises(path: string, port: number): string[] {
  const rest = path.slice('/api'.length);
  const lastLetter = path.search(/[a-z](?=[^a-z]*$)/);
  return [
    `/%61pi${rest}`,
    `/%41PI${rest}`,
    lastLetter > 4
      ? `${path.slice(0, lastLetter)}%${path.charCodeAt(lastLetter).toString(16)}${path.slice(lastLetter + 1)}`
      : `${path}%2F`,
    `/${path}`,
    path.replace('/api/', '/api//'),
    `${path}/.`,
    `/./api${rest}`,
    `/x/../api${rest}`,
    `/API${rest}`,
    `/Api${rest.toUpperCase()}`,
    `http://127.0.0.1:${port}${path}`,
  ];
}

describe('a guarded path in disguise, without a session', () => {
  it('answers 401 JSON {message} for every non-public route, however the path is written, and changes nothing', async () => {
    const before = await databaseFingerprint(app.database.db);
    let sent = 0;
    for (const route of guardedRoutes()) {
      for (const target of disguises(fillPath(route.url), port)) {
        const { status, body } = await rawRequest(port, route.method, target);
        expect(status, `${route.method} ${target}: ${body}`).toBe(401);
        expect(JSON.parse(body).message, `${route.method} ${target}`).toBe('Authentication required');
        sent++;
      }
    }
    expect(sent).toBeGreaterThan(1000);
    expect(await databaseFingerprint(app.database.db)).toEqual(before);
  });
});

/** One way of writing one character of a path: as is, percent-encoded, or in the other case. */
const spelling = (char: string) =>
  fc.constantFrom(
    char,
    `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`,
    `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
    char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase(),
  );

/** A path spelled character by character, with empty, `.` and `x/..` segments slipped in after slashes. */
const encodingsOf = (path: string) =>
  fc
    .tuple(
      // A target must start with `/` to be a request at all (Node refuses `%2F…` before any route).
      fc.constantFrom('/', '//', '/./', '/x/../', '/%2e/'),
      ...[...path.slice(1)].map((char) =>
        char === '/'
          ? fc.constantFrom('/', '//', '/./', '/x/../', '%2F', '%2f', '/%2e/', '\\')
          : spelling(char),
      ),
    )
    .map((parts) => parts.join(''));

describe('generated encodings of guarded /api paths, without a session', () => {
  it('always answer 401', async () => {
    const paths = [...new Set(guardedRoutes().map((route) => `${route.method} ${fillPath(route.url)}`))];
    const seed = Number(process.env.FUZZ_SEED ?? 20261125);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths).chain((entry) => {
          const [method, path] = entry.split(' ') as [string, string];
          return encodingsOf(path).map((target) => ({ method, target }));
        }),
        async ({ method, target }) => {
          const { status, body } = await rawRequest(port, method, target);
          expect(status, `${method} ${target}: ${body}`).toBe(401);
        },
      ),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 300), seed, endOnFailure: true },
    );
  });
});

describe('a disguised or absolute-form target with a session', () => {
  it('is refused with 400 rather than served, public routes included', async () => {
    const session = `leaselens_session=${cookiesOf.admin.leaselens_session}`;
    const targets = [
      '/%61pi/tenants?limit=2',
      '/API/users',
      '//api/users',
      '/./api/users',
      '/x/../api/users',
      '/api%2Fusers',
      `http://127.0.0.1:${port}/api/users`,
      `http://127.0.0.1:${port}/api/health`,
      '/%61pi/health',
    ];
    for (const target of targets) {
      const { status, body } = await rawRequest(port, 'GET', target, session);
      expect(status, `${target}: ${body}`).toBe(400);
      expect(JSON.parse(body).message, target).toMatch(/^Malformed request path/);
    }
    expect((await rawRequest(port, 'GET', '/api/users', session)).status).toBe(200);
  });
});
