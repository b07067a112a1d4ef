import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, users } from '../../db/schema';
import { createTestApp, signIn, type TestApp } from '../../test/app';

let app: TestApp;
let cookies: Record<string, string>;

beforeAll(async () => {
  app = await createTestApp();
  cookies = await signIn(app, 'jrivera', 'leaselens123');
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url, cookies });

describe('GET /api/users', () => {
  it('lists the real asset managers for the Asset Manager filter, without usernames or emails', async () => {
    const response = await get('/api/users?role=asset_manager');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: expect.any(Number), fullName: 'Alex Morgan', role: 'asset_manager' },
    ]);
  });

  it('lists everyone by name when no role is given (an empty role counts as none)', async () => {
    for (const url of ['/api/users', '/api/users?role=']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.json().map((user: { fullName: string }) => user.fullName)).toEqual([
        'Alex Morgan',
        'Demo User',
        'Jordan Rivera',
        'Sam Cho',
      ]);
    }
  });

  it('answers 400 JSON for an unknown role', async () => {
    const response = await get('/api/users?role=owner');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: expect.stringMatching(/^Must be one of: admin, asset_manager, broker, leasing/),
      field: 'role',
      code: 'validation',
    });
  });

  it('answers 401 without a session', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/users?role=asset_manager' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Authentication required', code: 'unauthenticated' });
  });
});

describe('GET /api/users/asset-managers', () => {
  /** Everyone the properties name as their asset manager, each once. */
  async function buildingManagerIds(): Promise<number[]> {
    const rows = await app.database.db
      .selectDistinct({ id: properties.assetManagerId })
      .from(properties)
      .where(isNotNull(properties.assetManagerId));
    return rows.map((row) => row.id as number).sort((a, b) => a - b);
  }

  it('lists everyone who manages a building, whatever their role, by name', async () => {
    const response = await get('/api/users/asset-managers');
    expect(response.statusCode).toBe(200);
    const managers: { id: number; fullName: string }[] = response.json();
    expect(managers.map((manager) => manager.id).sort((a, b) => a - b)).toEqual(await buildingManagerIds());
    // Demo User is an admin who manages Chelsea Exchange and Parkside.
    expect(managers.map((manager) => manager.fullName)).toEqual(['Alex Morgan', 'Demo User']);
    expect(Object.keys(managers[0] ?? {}).sort()).toEqual(['fullName', 'id']);
  });

  it('follows the buildings: a user given two buildings joins the list, once', async () => {
    const db = app.database.db;
    const [scho] = await db.select().from(users).where(eq(users.username, 'scho'));
    const given = await db.select().from(properties).orderBy(properties.id).limit(2);
    for (const property of given)
      await db.update(properties).set({ assetManagerId: scho!.id }).where(eq(properties.id, property.id));
    try {
      const managers: { id: number; fullName: string }[] = (await get('/api/users/asset-managers')).json();
      expect(managers.map((manager) => manager.id).sort((a, b) => a - b)).toEqual(await buildingManagerIds());
      expect(managers.filter((manager) => manager.fullName === 'Sam Cho')).toHaveLength(1);
    } finally {
      for (const property of given)
        await db
          .update(properties)
          .set({ assetManagerId: property.assetManagerId })
          .where(eq(properties.id, property.id));
    }
  });

  it('answers 401 without a session', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/users/asset-managers' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/users/mentionable', () => {
  it('lists the active team by name with only id, username and full name (a broker asks)', async () => {
    const db = app.database.db;
    await db.update(users).set({ active: false }).where(eq(users.username, 'scho'));
    try {
      const response = await get('/api/users/mentionable');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        { id: expect.any(Number), username: 'amorgan', fullName: 'Alex Morgan' },
        { id: expect.any(Number), username: 'demo', fullName: 'Demo User' },
        { id: expect.any(Number), username: 'jrivera', fullName: 'Jordan Rivera' },
      ]);
    } finally {
      await db.update(users).set({ active: true }).where(eq(users.username, 'scho'));
    }
  });

  it('answers 401 without a session', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/users/mentionable' });
    expect(response.statusCode).toBe(401);
  });
});
