import type { Role } from '@common/roles';
import { leasingCommissionDefaultMessage, seededLeasingCommissionPct } from '@common/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/app';

const url = '/api/settings/leasing-commission';

/** The seeded user of each role. */
const usersByRole: Record<Role, [string, string]> = {
  admin: ['demo', 'demo1234'],
  asset_manager: ['amorgan', 'leaselens123'],
  broker: ['jrivera', 'leaselens123'],
  leasing: ['scho', 'leaselens123'],
};

let app: TestApp;
const cookiesOf = {} as Record<Role, Record<string, string>>;

beforeAll(async () => {
  app = await createTestApp();
  for (const [role, [username, password]] of Object.entries(usersByRole)) {
    cookiesOf[role as Role] = await signIn(app, username, password);
  }
});
afterAll(() => app.close());

const read = (cookies?: Record<string, string>) =>
  app.inject({ method: 'GET', url, ...(cookies ? { cookies } : {}) });
const write = (payload: unknown, cookies?: Record<string, string>) =>
  app.inject({ method: 'PUT', url, payload: payload as object, ...(cookies ? { cookies } : {}) });

describe('GET /api/settings/leasing-commission', () => {
  it.each(Object.keys(usersByRole) as Role[])('answers the seeded 4.5 %% to a signed-in %s', async (role) => {
    const response = await read(cookiesOf[role]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ defaultLeasingCommissionPct: seededLeasingCommissionPct });
  });

  it('answers 401 without a session', async () => {
    const response = await read();
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toEqual(expect.any(String));
  });
});

describe('PUT /api/settings/leasing-commission', () => {
  it('lets an admin change the default, to cents of a percent, and everyone reads the new one', async () => {
    const response = await write({ defaultLeasingCommissionPct: 5.255 }, cookiesOf.admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ defaultLeasingCommissionPct: 5.26 });
    expect((await read(cookiesOf.broker)).json()).toEqual({ defaultLeasingCommissionPct: 5.26 });

    expect((await write({ defaultLeasingCommissionPct: 0 }, cookiesOf.admin)).json()).toEqual({
      defaultLeasingCommissionPct: 0,
    });
    expect((await write({ defaultLeasingCommissionPct: 100 }, cookiesOf.admin)).statusCode).toBe(200);
    await write({ defaultLeasingCommissionPct: seededLeasingCommissionPct }, cookiesOf.admin);
  });

  it('answers 401 without a session', async () => {
    const response = await write({ defaultLeasingCommissionPct: 6 });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it.each(['asset_manager', 'broker', 'leasing'] as const)(
    'answers 403 {message} to a %s and keeps the default',
    async (role) => {
      const response = await write({ defaultLeasingCommissionPct: 6 }, cookiesOf[role]);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toEqual(expect.any(String));
      expect((await read(cookiesOf.admin)).json()).toEqual({
        defaultLeasingCommissionPct: seededLeasingCommissionPct,
      });
    },
  );

  it.each([
    ['a negative percent', { defaultLeasingCommissionPct: -0.5 }],
    ['more than 100 %', { defaultLeasingCommissionPct: 100.01 }],
    ['text', { defaultLeasingCommissionPct: '4.5' }],
    ['null', { defaultLeasingCommissionPct: null }],
    ['no value', {}],
  ])('answers 400 {message} for %s and keeps the default', async (_, payload) => {
    const response = await write(payload, cookiesOf.admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(leasingCommissionDefaultMessage);
    expect((await read(cookiesOf.admin)).json()).toEqual({
      defaultLeasingCommissionPct: seededLeasingCommissionPct,
    });
  });
});
