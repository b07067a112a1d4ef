import type { Notification, NotificationList } from '@common/notifications';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NewNotification, notifications, users } from '../../db/schema';
import { createTestApp, signIn, type TestApp } from '../../test/app';
import { notify } from './notifications.service';

let app: TestApp;
let userId: Map<string, number>;
const session = new Map<string, Record<string, string>>();

beforeAll(async () => {
  app = await createTestApp();
  const rows = await app.database.db.select({ id: users.id, username: users.username }).from(users);
  userId = new Map(rows.map((row) => [row.username, row.id]));
  session.set('demo', await signIn(app));
  for (const username of ['amorgan', 'jrivera', 'scho']) {
    session.set(username, await signIn(app, username, 'leaselens123'));
  }
});
afterAll(() => app.close());

const db = () => app.database.db;
const as = (username: string | null) => (username ? { cookies: session.get(username)! } : {});
const get = (username: string | null) =>
  app.inject({ method: 'GET', url: '/api/notifications', ...as(username) });
const post = (url: string, username: string | null) => app.inject({ method: 'POST', url, ...as(username) });

/** Inserts `n` notifications for a user, a minute apart (the last is the newest); returns their ids. */
async function give(username: string, n: number, base = Date.now() - 24 * 3600_000): Promise<number[]> {
  const rows: NewNotification[] = Array.from({ length: n }, (_, i) => ({
    userId: userId.get(username)!,
    kind: 'mention',
    title: `Note ${i + 1}`,
    body: `Body ${i + 1}`,
    link: `/deals/1?tab=discussion#update-${i + 1}`,
    createdAt: new Date(base + i * 60_000),
  }));
  const inserted = await db().insert(notifications).values(rows).returning({ id: notifications.id });
  return inserted.map((row) => row.id);
}
const unreadOf = async (username: string) =>
  db()
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId.get(username)!), isNull(notifications.readAt)));

describe('GET /api/notifications', () => {
  it('lists only the signed-in user’s notifications, newest first, at most 50, with the unread total', async () => {
    const ids = await give('scho', 55);
    await give('amorgan', 2);
    const response = await get('scho');
    expect(response.statusCode).toBe(200);
    const list = response.json() as NotificationList;
    expect(list.unread).toBe(55);
    expect(list.items).toHaveLength(50);
    expect(list.items.map((item) => item.id)).toEqual(ids.slice(5).reverse());
    expect(list.items[0]).toMatchObject({
      kind: 'mention',
      title: 'Note 55',
      body: 'Body 55',
      link: '/deals/1?tab=discussion#update-55',
      readAt: null,
    });
  });

  it('answers an empty list to a user with none, and 401 without a session', async () => {
    expect((await get('jrivera')).json()).toEqual({ items: [], unread: 0 });
    expect((await get(null)).statusCode).toBe(401);
  });
});

describe('POST /api/notifications/:id/read', () => {
  it('marks one read; reading it again keeps the first time', async () => {
    const [first, second] = await give('amorgan', 2);
    const response = await post(`/api/notifications/${first}/read`, 'amorgan');
    expect(response.statusCode).toBe(200);
    const read = response.json() as Notification;
    expect(read.id).toBe(first);
    expect(read.readAt).not.toBeNull();
    const again = (await post(`/api/notifications/${first}/read`, 'amorgan')).json() as Notification;
    expect(again.readAt).toBe(read.readAt);
    const unread = (await unreadOf('amorgan')).map((row) => row.id);
    expect(unread).toContain(second);
    expect(unread).not.toContain(first);
  });

  it('answers 404 for another user’s notification and leaves it unread', async () => {
    const [theirs] = await give('jrivera', 1);
    const response = await post(`/api/notifications/${theirs}/read`, 'demo');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Notification not found', code: 'not_found' });
    expect((await unreadOf('jrivera')).map((row) => row.id)).toContain(theirs);
  });

  it('answers 404 for a missing id, 400 for a bad id and 401 without a session', async () => {
    const [id] = await give('jrivera', 1);
    expect((await post('/api/notifications/999999/read', 'jrivera')).statusCode).toBe(404);
    expect((await post('/api/notifications/abc/read', 'jrivera')).statusCode).toBe(400);
    expect((await post(`/api/notifications/${id}/read`, null)).statusCode).toBe(401);
    expect((await unreadOf('jrivera')).map((row) => row.id)).toContain(id);
  });
});

describe('POST /api/notifications/read-all', () => {
  it('marks every unread notification of the user read and counts them; others keep theirs', async () => {
    await give('demo', 3);
    const othersBefore = (await unreadOf('jrivera')).length;
    const expected = (await unreadOf('demo')).length;
    const response = await post('/api/notifications/read-all', 'demo');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ updated: expected });
    expect((await get('demo')).json()).toMatchObject({ unread: 0 });
    expect((await unreadOf('jrivera')).length).toBe(othersBefore);
    expect((await post('/api/notifications/read-all', 'demo')).json()).toEqual({ updated: 0 });
  });

  it('answers 401 without a session and refuses a cross-origin call', async () => {
    expect((await post('/api/notifications/read-all', null)).statusCode).toBe(401);
    const crossOrigin = await app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      cookies: session.get('jrivera')!,
      headers: { origin: 'https://evil.example' },
    });
    expect(crossOrigin.statusCode).toBe(403);
    expect((await unreadOf('jrivera')).length).toBeGreaterThan(0);
  });
});

describe('notify()', () => {
  it('queues more notifications at once than one statement can carry, all or none with the write', async () => {
    const scho = userId.get('scho')!;
    // 14,000 rows of five parameters each: 70,000 parameters, past PostgreSQL's 65,535 per statement.
    const rows: NewNotification[] = Array.from({ length: 14_000 }, (_, i) => ({
      userId: scho,
      kind: 'reminder',
      title: `Reminder ${i + 1}`,
      body: 'A lease expires soon',
      link: '/leases',
    }));
    const reminders = () =>
      db()
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.userId, scho), eq(notifications.kind, 'reminder')));
    await expect(
      db().transaction(async (tx) => {
        await notify(tx, rows);
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(await reminders()).toHaveLength(0);
    await db().transaction((tx) => notify(tx, rows));
    expect(await reminders()).toHaveLength(14_000);
  });
});
