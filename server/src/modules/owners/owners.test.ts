import { addDays } from '@common/calendar-days';
import type { LeaseDetail, LeaseListResponse } from '@common/leases';
import type { OptionItem, OptionListResponse } from '@common/options';
import { inactiveOwnerMessage } from '@common/owners';
import type { Role } from '@common/roles';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leases, properties, spaces, users } from '../../db/schema';
import { createTestApp, signIn, type TestApp } from '../../test/app';
import { isoDay } from '../properties/calendar-day';

/** The seeded user of each role. */
const usersByRole: Record<Role, [string, string]> = {
  admin: ['demo', 'demo1234'],
  asset_manager: ['amorgan', 'leaselens123'],
  broker: ['jrivera', 'leaselens123'],
  leasing: ['scho', 'leaselens123'],
};

let app: TestApp;
const cookiesOf = {} as Record<Role, Record<string, string>>;
const idOf = {} as Record<Role, number>;
let inactiveId: number;
let lease: { id: number; assetManagerId: number | null; assetManagerName: string | null };

beforeAll(async () => {
  app = await createTestApp();
  const { db } = app.database;
  for (const [role, [username, password]] of Object.entries(usersByRole)) {
    cookiesOf[role as Role] = await signIn(app, username, password);
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
    idOf[role as Role] = user!.id;
  }
  const [inactive] = await db
    .insert(users)
    .values({
      username: 'gone',
      passwordHash: 'x',
      fullName: 'Gone User',
      email: 'g@example.com',
      role: 'broker',
      active: false,
    })
    .returning({ id: users.id });
  inactiveId = inactive!.id;
  const manager = users;
  const [row] = await db
    .select({ id: leases.id, assetManagerId: properties.assetManagerId, assetManagerName: manager.fullName })
    .from(leases)
    .innerJoin(spaces, eq(spaces.id, leases.spaceId))
    .innerJoin(properties, eq(properties.id, spaces.propertyId))
    .leftJoin(manager, eq(manager.id, properties.assetManagerId))
    .orderBy(asc(leases.id))
    .limit(1);
  lease = row!;
});
afterAll(() => app.close());

const inject = (
  method: 'GET' | 'PATCH' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  role?: Role,
  payload?: unknown,
) =>
  app.inject({
    method,
    url,
    ...(role ? { cookies: cookiesOf[role] } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('lease owners', () => {
  const url = () => `/api/leases/${lease.id}/owner`;

  it('follow the building asset manager until one is set, in the detail and the list', async () => {
    const detail = (await inject('GET', `/api/leases/${lease.id}`, 'broker')).json() as LeaseDetail;
    expect(detail).toMatchObject({
      ownerId: lease.assetManagerId,
      ownerName: lease.assetManagerName,
      ownerAssigned: false,
    });
    const list = (await inject('GET', '/api/leases?limit=5', 'broker')).json() as LeaseListResponse;
    for (const item of list.items) expect(item).toHaveProperty('ownerName');
  });

  it.each(['admin', 'asset_manager', 'leasing'] as const)(
    'may be set by %s, and reset to the asset manager',
    async (role) => {
      const set = await inject('PATCH', url(), role, { ownerId: idOf.broker });
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json()).toMatchObject({
        ownerId: idOf.broker,
        ownerName: 'Jordan Rivera',
        ownerAssigned: true,
      });
      const list = (await inject('GET', `/api/leases?limit=500`, 'broker')).json() as LeaseListResponse;
      expect(list.items.find((item) => item.id === lease.id)?.ownerId).toBe(idOf.broker);
      const reset = await inject('PATCH', url(), role, { ownerId: null });
      expect(reset.json()).toMatchObject({ ownerId: lease.assetManagerId, ownerAssigned: false });
    },
  );

  it('answers 403 to a broker, 401 without a session', async () => {
    expect((await inject('PATCH', url(), 'broker', { ownerId: null })).statusCode).toBe(403);
    expect((await inject('PATCH', url(), undefined, { ownerId: null })).statusCode).toBe(401);
  });

  it('answers 400 for an inactive or unknown owner or a bad body, 404 for an unknown lease', async () => {
    for (const ownerId of [inactiveId, 999_999]) {
      const response = await inject('PATCH', url(), 'admin', { ownerId });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: inactiveOwnerMessage,
        field: 'ownerId',
        code: 'invalid_value',
      });
    }
    expect((await inject('PATCH', url(), 'admin', { ownerId: 'me' })).statusCode).toBe(400);
    expect((await inject('PATCH', url(), 'admin', {})).statusCode).toBe(400);
    expect((await inject('PATCH', '/api/leases/999999/owner', 'admin', { ownerId: null })).statusCode).toBe(
      404,
    );
  });
});

describe('option owners, days to deadline, sorting and "My dates"', () => {
  const today = isoDay(new Date());
  let optionId: number;
  const body = (extra: object = {}) => ({
    propertyId: 1,
    optionType: 'Renewal',
    noticeStart: addDays(today, -10),
    noticeEnd: addDays(today, 5),
    effectiveDate: addDays(today, 60),
    ...extra,
  });

  it('creates an option with an owner, answers the days to its deadline, keeps the owner on an edit without one', async () => {
    const created = await inject('POST', '/api/options', 'admin', body({ ownerId: idOf.leasing }));
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json() as OptionItem;
    optionId = item.id;
    expect(item).toMatchObject({
      ownerId: idOf.leasing,
      ownerName: expect.any(String),
      ownerAssigned: true,
      daysToDeadline: 5,
    });
    const edited = await inject(
      'PUT',
      `/api/options/${optionId}`,
      'admin',
      body({ noticeEnd: addDays(today, -3) }),
    );
    expect(edited.json()).toMatchObject({ ownerId: idOf.leasing, daysToDeadline: -3 });
  });

  it('keeps only my options with mine=true', async () => {
    const mine = (
      await inject('GET', '/api/options?status=all&mine=true&limit=500', 'leasing')
    ).json() as OptionListResponse;
    expect(mine.items.map((item) => item.id)).toContain(optionId);
    for (const item of mine.items) expect(item.ownerId).toBe(idOf.leasing);
    const theirs = (
      await inject('GET', '/api/options?status=all&mine=true&limit=500', 'broker')
    ).json() as OptionListResponse;
    expect(theirs.items.map((item) => item.id)).not.toContain(optionId);
  });

  it('sorts by days to deadline and by owner, both ways', async () => {
    const days = async (dir: string) =>
      (
        (
          await inject('GET', `/api/options?status=all&sort=daysToDeadline&dir=${dir}&limit=200`, 'broker')
        ).json() as OptionListResponse
      ).items.map((item) => item.daysToDeadline);
    const ascending = await days('asc');
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = await days('desc');
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    const owners = (
      (
        await inject('GET', '/api/options?status=all&sort=owner&limit=500', 'broker')
      ).json() as OptionListResponse
    ).items.map((item) => item.ownerName);
    const named = owners.filter((name): name is string => name !== null);
    expect(named).toEqual([...named].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(owners.slice(named.length).every((name) => name === null)).toBe(true);
    expect((await inject('GET', '/api/options?sort=nope', 'broker')).statusCode).toBe(400);
  });

  it('resets to the asset manager with ownerId null and refuses an inactive owner', async () => {
    const reset = await inject('PUT', `/api/options/${optionId}`, 'admin', body({ ownerId: null }));
    expect(reset.json()).toMatchObject({ ownerAssigned: false });
    const inactive = await inject('PUT', `/api/options/${optionId}`, 'admin', body({ ownerId: inactiveId }));
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json()).toEqual({
      message: inactiveOwnerMessage,
      field: 'ownerId',
      code: 'invalid_value',
    });
    expect((await inject('POST', '/api/options', 'broker', body())).statusCode).toBe(403);
  });
});
