import { defaultReminderRules, maxRulesPerKind, unknownTimeZoneMessage } from '@common/reminders';
import type { Role } from '@common/roles';
import { serverTimeZone } from '@common/time-zone';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/app';

/** The seeded user of each role. */
const usersByRole: Record<Role, [string, string]> = {
  admin: ['demo', 'demo1234'],
  asset_manager: ['amorgan', 'leaselens123'],
  broker: ['jrivera', 'leaselens123'],
  leasing: ['scho', 'leaselens123'],
};
const nonAdmins: Role[] = ['asset_manager', 'broker', 'leasing'];

let app: TestApp;
const cookiesOf = {} as Record<Role, Record<string, string>>;

beforeAll(async () => {
  app = await createTestApp();
  for (const [role, [username, password]] of Object.entries(usersByRole)) {
    cookiesOf[role as Role] = await signIn(app, username, password);
  }
});
afterAll(() => app.close());

const call = (
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: unknown,
  cookies?: Record<string, string>,
) =>
  app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    ...(cookies ? { cookies } : {}),
  });

const sortRules = <T extends { kind: string; offset: number; unit: string }>(rules: readonly T[]) =>
  [...rules].sort((a, b) => `${a.kind}${a.unit}${a.offset}`.localeCompare(`${b.kind}${b.unit}${b.offset}`));

describe('GET /api/settings/reminder-rules', () => {
  it.each(Object.keys(usersByRole) as Role[])(
    'answers the seeded defaults to a signed-in %s',
    async (role) => {
      const response = await call('GET', '/api/settings/reminder-rules', undefined, cookiesOf[role]);
      expect(response.statusCode).toBe(200);
      expect(sortRules(response.json().rules)).toEqual(sortRules(defaultReminderRules));
    },
  );

  it('answers 401 without a session', async () => {
    expect((await call('GET', '/api/settings/reminder-rules')).statusCode).toBe(401);
  });
});

describe('PUT /api/settings/reminder-rules', () => {
  const url = '/api/settings/reminder-rules';

  it('replaces the whole set for an admin', async () => {
    const rules = [
      { kind: 'option_notice_end', offset: 14, unit: 'days' },
      { kind: 'lease_expiry', offset: 18, unit: 'months' },
    ];
    const response = await call('PUT', url, { rules }, cookiesOf.admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(sortRules(response.json().rules)).toEqual(sortRules(rules));
    expect(sortRules((await call('GET', url, undefined, cookiesOf.broker)).json().rules)).toEqual(
      sortRules(rules),
    );
    expect((await call('PUT', url, { rules: defaultReminderRules }, cookiesOf.admin)).statusCode).toBe(200);
  });

  it.each(nonAdmins)('answers 403 to %s, whatever the body', async (role) => {
    const response = await call('PUT', url, { rules: [] }, cookiesOf[role]);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('answers 401 without a session', async () => {
    expect((await call('PUT', url, { rules: [] })).statusCode).toBe(401);
  });

  it.each([
    [{ rules: [{ kind: 'lease_end', offset: 3, unit: 'days' }] }, /^Kind must be one of/, 'rules.0.kind'],
    [{ rules: [{ kind: 'task_due', offset: 0, unit: 'days' }] }, /Offset must be a whole number/],
    [{ rules: [{ kind: 'task_due', offset: 2.5, unit: 'days' }] }, /Offset must be a whole number/],
    [{ rules: [{ kind: 'task_due', offset: 2, unit: 'weeks' }] }, /Unit must be days or months/],
    [
      {
        rules: [
          { kind: 'task_due', offset: 2, unit: 'days' },
          { kind: 'task_due', offset: 2, unit: 'days' },
        ],
      },
      /Duplicate rule: Task due, 2 days before/,
    ],
    [
      {
        rules: Array.from({ length: maxRulesPerKind + 1 }, (_, i) => ({
          kind: 'lease_expiry',
          offset: i + 1,
          unit: 'months',
        })),
      },
      /At most 10 rules for Lease expires/,
    ],
    [{}, /\S/, 'rules'],
  ])('answers 400 with a clear message for %j', async (payload, message, field?: string) => {
    const response = await call('PUT', url, payload, cookiesOf.admin);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toMatch(message);
    expect(body.code).toBe('validation');
    if (field) expect(body.field).toBe(field);
  });
});

describe('/api/settings/time-zone', () => {
  const url = '/api/settings/time-zone';

  it('answers the server zone as the default until an admin sets one, then the one set', async () => {
    expect((await call('GET', url, undefined, cookiesOf.broker)).json()).toEqual({
      timeZone: serverTimeZone(),
      isDefault: true,
    });
    const response = await call('PUT', url, { timeZone: 'America/New_York' }, cookiesOf.admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ timeZone: 'America/New_York', isDefault: false });
    expect((await call('GET', url, undefined, cookiesOf.leasing)).json()).toEqual({
      timeZone: 'America/New_York',
      isDefault: false,
    });
  });

  it('answers 400 "Unknown time zone" for a name that is not IANA', async () => {
    for (const timeZone of ['Mars/Olympus', '', 42]) {
      const response = await call('PUT', url, { timeZone }, cookiesOf.admin);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(unknownTimeZoneMessage);
    }
  });

  it.each(nonAdmins)('answers 403 to %s', async (role) => {
    expect((await call('PUT', url, { timeZone: 'UTC' }, cookiesOf[role])).statusCode).toBe(403);
  });

  it('answers 401 without a session', async () => {
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('PUT', url, { timeZone: 'UTC' })).statusCode).toBe(401);
  });
});

describe('POST /api/admin/reminders/run', () => {
  const url = '/api/admin/reminders/run';

  it('runs the reminders due now for an admin and answers how many it sent; a second run sends none', async () => {
    const first = await call('POST', url, undefined, cookiesOf.admin);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ created: expect.any(Number) });
    expect((await call('POST', url, undefined, cookiesOf.admin)).json()).toEqual({ created: 0 });
  });

  it.each(nonAdmins)('answers 403 to %s', async (role) => {
    expect((await call('POST', url, undefined, cookiesOf[role])).statusCode).toBe(403);
  });

  it('answers 401 without a session', async () => {
    expect((await call('POST', url)).statusCode).toBe(401);
  });
});
