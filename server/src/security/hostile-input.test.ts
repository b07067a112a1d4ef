import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyLimitBytes } from '../app';
import { trainingCategories, users } from '../db/schema';
import { hashPassword } from '../modules/auth/password';
import { signIn } from '../test/app';
import { databaseFingerprint } from './fingerprint';
import {
  hostileSegments,
  hostileString,
  hostileValue,
  leafPaths,
  malformedBodies,
  mapStrings,
  rawQueryJunk,
  sampleOf,
  setAt,
  toJsonSchema,
  wellFormed,
  withOwnKeys,
} from './hostile-input';
import { createWalkedApp, fillPath, pathParamNames, samplePathParams, type WalkedRoute } from './route-table';

/**
 * Hostile input at every registered route. Runs are seeded (FUZZ_SEED, printed by
 * fast-check on a failure) and few per route (FUZZ_RUNS) so the whole walk stays within seconds.
 */
const seed = Number(process.env.FUZZ_SEED ?? 20261124);
const numRuns = Number(process.env.FUZZ_RUNS ?? 12);

const { app, routes } = await createWalkedApp({
  loginRateLimit: { max: 100_000, windowMs: 60_000 },
  loginAccountLimit: { max: 100_000, windowMs: 60_000 },
  uploadRateLimit: { max: 100_000, windowMs: 60_000 },
});
const db = app.database.db;
let cookies: Record<string, string>;
/** Values the schemas cannot tell: rows that must exist, dates in order. */
const sampleOverrides: Record<string, unknown> = {
  dryRun: 'false',
  noticeStart: '2026-06-15',
  noticeEnd: '2026-07-15',
  effectiveDate: '2026-08-15',
};

/** A fuzzing admin of its own (not id 1), so a hostile write to /api/users/1 cannot lock the walk out. */
async function signInFuzzer() {
  cookies = await signIn(app, 'fuzz-admin', 'fuzz-password-1');
}

beforeAll(async () => {
  await db.insert(users).values({
    username: 'fuzz-admin',
    passwordHash: await hashPassword('fuzz-password-1'),
    fullName: 'Fuzz Admin',
    email: 'fuzz@example.com',
    role: 'admin',
  });
  await signInFuzzer();
  const [category] = await db.select({ name: trainingCategories.name }).from(trainingCategories).limit(1);
  sampleOverrides.category = category?.name;
});
afterAll(() => app.close());

const writeMethods = new Set(['POST', 'PUT', 'PATCH']);
const label = (route: WalkedRoute) => `${route.method} ${route.url}`;

type HostileRequest = {
  path: string;
  query: string;
  body?: { contentType: string; payload: string };
};

function pathArbitrary(route: WalkedRoute): fc.Arbitrary<string> {
  const names = pathParamNames(route.url);
  if (names.length === 0) return fc.constant(route.url);
  const segment = fc.oneof(
    fc.constantFrom(...hostileSegments),
    hostileString.map((text) => encodeURIComponent(wellFormed(text))),
  );
  const hostile = fc
    .tuple(...names.map(() => segment))
    .map((values) =>
      fillPath(route.url, Object.fromEntries(names.map((name, i) => [name, values[i] ?? '']))),
    );
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(fillPath(route.url, samplePathParams)) },
    { weight: 2, arbitrary: hostile },
  );
}

const freeQueryKeys = ['q', 'query', 'keyword', 'search', 'limit', 'offset', 'sort', 'text'];

function queryArbitrary(route: WalkedRoute): fc.Arbitrary<string> {
  const base = (sampleOf(toJsonSchema(route.schema.querystring), sampleOverrides) ?? {}) as Record<
    string,
    unknown
  >;
  const keys = Object.keys(base).length ? Object.keys(base) : freeQueryKeys;
  const encode = (query: Record<string, unknown>) =>
    new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return fc.oneof(
    fc.constant(encode(base)),
    fc
      .tuple(fc.constantFrom(...keys), hostileString)
      .map(([key, value]) => encode({ ...base, [key]: value })),
    fc
      .array(fc.tuple(fc.constantFrom(...keys, '__proto__', 'constructor'), hostileString), { maxLength: 4 })
      .map((pairs) => encode(withOwnKeys(base, pairs))),
    fc.constantFrom(...rawQueryJunk).map((junk) => (encode(base) ? `${encode(base)}&${junk}` : junk)),
  );
}

const json = (value: unknown) => ({
  contentType: 'application/json',
  payload: JSON.stringify(value) ?? 'null',
});

function bodyArbitrary(route: WalkedRoute): fc.Arbitrary<HostileRequest['body']> {
  const base = sampleOf(toJsonSchema(route.schema.body), sampleOverrides) ?? {};
  const leaves = leafPaths(base);
  const variants: fc.Arbitrary<HostileRequest['body']>[] = [
    hostileString.map((text) => json(mapStrings(base, () => text))),
    fc
      .array(fc.tuple(fc.constantFrom('__proto__', 'constructor', 'prototype', 'role', 'id'), hostileValue), {
        minLength: 1,
        maxLength: 3,
      })
      .map((extra) => json(withOwnKeys(base as Record<string, unknown>, extra))),
    hostileValue.map(json),
    fc.constantFrom(...malformedBodies),
  ];
  if (leaves.length) {
    variants.push(
      fc
        .tuple(fc.constantFrom(...leaves), hostileValue)
        .map(([path, value]) => json(setAt(base, path, value))),
      fc
        .tuple(fc.constantFrom(...leaves), hostileValue)
        .map(([path, value]) => json(setAt(base, path, value))),
    );
  }
  return fc.oneof(...variants);
}

function requestArbitrary(route: WalkedRoute): fc.Arbitrary<HostileRequest> {
  return fc.record({
    path: pathArbitrary(route),
    query: queryArbitrary(route),
    body: writeMethods.has(route.method) ? bodyArbitrary(route) : fc.constant(undefined),
  });
}

async function send(route: WalkedRoute, request: HostileRequest) {
  const url = request.query ? `${request.path}?${request.query}` : request.path;
  const response = await app.inject({
    method: route.method as 'GET',
    url,
    cookies,
    ...(request.body
      ? { headers: { 'content-type': request.body.contentType }, payload: request.body.payload }
      : {}),
  });
  if (response.statusCode === 401 && !route.url.startsWith('/api/auth/')) {
    // A hostile write ended our session (sign-out elsewhere, a role change): sign in again and go on.
    await signInFuzzer();
    return app.inject({
      method: route.method as 'GET',
      url,
      cookies,
      ...(request.body
        ? { headers: { 'content-type': request.body.contentType }, payload: request.body.payload }
        : {}),
    });
  }
  return response;
}

type Reply = Awaited<ReturnType<typeof app.inject>>;

/** Status codes seen per route, to prove the walk gets past validation to the services. */
const seen = new Map<string, number[]>();

/** Never a 5xx; a 4xx is JSON with a non-empty message and nothing of the server's insides. */
function expectSafeAnswer(route: WalkedRoute, request: HostileRequest, response: Reply) {
  const context = `${label(route)} ← ${JSON.stringify(request).slice(0, 600)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, context).toBeLessThan(500);
  expect(response.statusCode, context).toBeGreaterThanOrEqual(200);
  if (response.statusCode < 400) return;
  expect(response.headers['content-type'], context).toMatch(/^application\/json/);
  const body = response.json() as { message?: unknown; stack?: unknown };
  expect(typeof body.message, context).toBe('string');
  expect(String(body.message).trim(), context).not.toBe('');
  expect(body.stack, context).toBeUndefined();
  expect(response.body, context).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/);
}

/** Deletes last, so the other routes meet the seeded rows; sign-out is the session tests' business. */
const fuzzed = routes
  .filter((route) => route.url.startsWith('/api') && route.url !== '/api/auth/logout')
  .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));

// First, before the walk spends any route's rate limit (a limited route answers 429 before reading a body).
describe('bodies over the limit', () => {
  it('every JSON write answers 413 JSON {message} for a body over 1 MB, changing nothing', async () => {
    const before = await databaseFingerprint(db);
    const oversized = JSON.stringify({ content: 'x'.repeat(bodyLimitBytes) });
    for (const route of fuzzed.filter((r) => writeMethods.has(r.method) && r.bodyLimit === undefined)) {
      const response = await app.inject({
        method: route.method as 'POST',
        url: fillPath(route.url),
        cookies,
        headers: { 'content-type': 'application/json' },
        payload: oversized,
      });
      expect(response.statusCode, label(route)).toBe(413);
      expect(response.json().message, label(route)).toEqual(expect.any(String));
    }
    expect(await databaseFingerprint(db)).toEqual(before);
  });
});

describe('hostile input at every route', () => {
  it('walks a real route table', () => {
    expect(fuzzed.length).toBeGreaterThan(90);
  });

  it.each(fuzzed.map((route) => [label(route), route] as const))(
    '%s answers 2xx or a JSON 4xx, and a refused write changes nothing',
    async (_name, route) => {
      let print =
        writeMethods.has(route.method) || route.method === 'DELETE'
          ? await databaseFingerprint(db)
          : undefined;
      await fc.assert(
        fc.asyncProperty(requestArbitrary(route), async (request) => {
          const response = await send(route, request);
          seen.set(label(route), [...(seen.get(label(route)) ?? []), response.statusCode]);
          expectSafeAnswer(route, request, response);
          if (!print) return;
          const after = await databaseFingerprint(db);
          if (response.statusCode >= 400)
            expect(after, `${label(route)} changed state on ${response.statusCode}`).toEqual(print);
          print = after;
        }),
        { numRuns, seed, endOnFailure: true },
      );
    },
  );

  it('got past validation: most writes succeeded at least once with hostile text in them', () => {
    const writes = fuzzed.filter((route) => writeMethods.has(route.method)).map(label);
    const reached = writes.filter((name) => seen.get(name)?.some((status) => status < 300));
    if (process.env.FUZZ_STATS) console.log(JSON.stringify(Object.fromEntries(seen)));
    expect(reached.length / writes.length).toBeGreaterThan(0.5);
  });

  it('leaves Object.prototype unpolluted', () => {
    const probe = {} as Record<string, unknown>;
    expect(probe.isAdmin).toBeUndefined();
    expect(probe.x).toBeUndefined();
  });
});

/** A valid option body, from the route's own schema. */
const optionSample = () => {
  const route = routes.find((r) => r.method === 'PUT' && r.url === '/api/options/:id');
  return sampleOf(toJsonSchema(route?.schema.body), sampleOverrides) as Record<string, unknown>;
};

describe('values PostgreSQL refuses are the caller’s mistake (400), not a server failure', () => {
  it.each([
    ['a NUL byte in a search', 'GET', '/api/tenants?search=a%00b', undefined],
    ['a NUL byte in a keyword filter', 'GET', '/api/opportunities?keyword=%00', undefined],
    ['a NUL byte in a comment', 'POST', '/api/opportunities/1/comments', { content: 'a\u0000b' }],
    ['a NUL byte in a tenant name', 'POST', '/api/tenants', { name: 'Acme\u0000', industry: 'Law' }],
    ['a NUL byte in a sign-in name', 'POST', '/api/auth/login', { username: 'demo\u0000', password: 'x' }],
    ['a NUL byte in the global search', 'GET', '/api/search?q=a%00', undefined],
    ['a NUL byte in a risk lookup', 'GET', '/api/risk/tenant-status?tenant_name=a%00', undefined],
    ['a NUL byte in an option', 'PUT', '/api/options/:id', { ...optionSample(), description: 'a\u0000' }],
  ] as const)('answers 400 JSON for %s, writing nothing', async (_case, method, url, payload) => {
    const before = await databaseFingerprint(db);
    // The walk above may have deleted option 1; any option that is left will do.
    const { rows } = await db.execute<{ id: number }>(sql`select max(id) as id from options`);
    const target = url.replace(':id', String(rows[0]?.id));
    const response = await app.inject({ method, url: target, cookies, ...(payload ? { payload } : {}) });
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json();
    expect(body).toEqual({
      message: expect.stringMatching(/\S/),
      ...('field' in body ? { field: expect.stringMatching(/^\w/) } : {}),
      code: expect.stringMatching(/^(validation|invalid_value)$/),
    });
    expect(await databaseFingerprint(db)).toEqual(before);
  });
});

describe('URLs no route expects', () => {
  it.each([
    '/api/%',
    '/api/%zz',
    '/api/tenants/%ED%A0%80',
    '/api/tenants/%00',
    '/api/..%2F..%2Fetc%2Fpasswd',
    '/api/../../etc/passwd',
    `/api/tenants/${'9'.repeat(600)}`,
    `/api/opportunities?keyword=${'%F0%9F%92%A5'.repeat(500)}`,
    '/api/tenants?search=%',
    '/api//tenants',
    '/API/TENANTS',
  ])('%s answers a JSON 4xx or a 2xx, never a 5xx', async (url) => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await app.inject({
        method,
        url,
        cookies,
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(500);
      if (response.statusCode >= 400) {
        expect(response.headers['content-type'], url).toMatch(/^application\/json/);
        expect(response.json().message, url).toEqual(expect.stringMatching(/\S/));
      }
    }
  });
});

describe('hostile text written through the API and exported', () => {
  it('comes out of the deal CSV export as text a spreadsheet will not run', async () => {
    const route = routes.find((r) => r.method === 'POST' && r.url === '/api/opportunities');
    const base = sampleOf(toJsonSchema(route?.schema.body), sampleOverrides) as Record<string, unknown>;
    const formula = '=HYPERLINK("http://evil.example","Open") zz-csv-probe';
    const created = await app.inject({
      method: 'POST',
      url: '/api/opportunities',
      cookies,
      payload: { ...base, prospectName: formula, allowDuplicate: true },
    });
    expect(created.statusCode, created.body).toBe(201);
    const exported = await app.inject({
      method: 'GET',
      url: '/api/opportunities/export.csv?keyword=zz-csv-probe',
      cookies,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain(`"'=HYPERLINK(""http://evil.example"",""Open"") zz-csv-probe"`);
    expect(exported.body).not.toMatch(/(^|,)=HYPERLINK/m);
  });
});
