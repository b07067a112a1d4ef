import type { Comment, DealUpdate, NotificationList } from '@common/opportunities';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments, dealUpdates, notifications, opportunities, users } from '../../db/schema';
import { createTestApp, signIn, type TestApp } from '../../test/app';

let app: TestApp;
let demo: Record<string, string>;
let jrivera: Record<string, string>;
let dealId: number;
let userId: Map<string, number>;
const missingId = 999_999;

beforeAll(async () => {
  app = await createTestApp();
  [demo, jrivera] = await Promise.all([signIn(app), signIn(app, 'jrivera', 'leaselens123')]);
  const [deal] = await app.database.db.select({ id: opportunities.id }).from(opportunities).limit(1);
  dealId = deal!.id;
  const rows = await app.database.db.select({ id: users.id, username: users.username }).from(users);
  userId = new Map(rows.map((row) => [row.username, row.id]));
});
afterAll(() => app.close());

const db = () => app.database.db;
type Cookies = Record<string, string> | null;
/** `null` cookies: no session. */
const get = (url: string, cookies: Cookies = demo) =>
  app.inject({ method: 'GET', url, ...(cookies ? { cookies } : {}) });
const post = (url: string, payload: object, cookies: Cookies = demo) =>
  app.inject({ method: 'POST', url, payload, ...(cookies ? { cookies } : {}) });
const commentCount = async () => (await db().select({ n: count() }).from(comments))[0]!.n;
const updateCount = async () => (await db().select({ n: count() }).from(dealUpdates))[0]!.n;
const notificationsOf = (username: string) =>
  db()
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId.get(username)!));
const lastActivity = async (id: number) =>
  (
    await db()
      .select({ at: opportunities.lastActivityAt })
      .from(opportunities)
      .where(eq(opportunities.id, id))
  )[0]!.at;

describe('GET /api/opportunities/:id/comments', () => {
  it('lists the deal’s discussion oldest first with each author', async () => {
    const response = await get(`/api/opportunities/${dealId}/comments`);
    expect(response.statusCode).toBe(200);
    const list = response.json() as Comment[];
    const stored = await db().select().from(comments).where(eq(comments.opportunityId, dealId));
    expect(list).toHaveLength(stored.length);
    const times = list.map((comment) => comment.createdAt);
    expect(times).toEqual([...times].sort());
    for (const comment of list) {
      expect(comment.opportunityId).toBe(dealId);
      expect(comment.user.username).toBeTruthy();
    }
  });

  it('answers 401 without a session, 404 for a missing deal and 400 for a bad id', async () => {
    expect((await get(`/api/opportunities/${dealId}/comments`, null)).statusCode).toBe(401);
    const missing = await get(`/api/opportunities/${missingId}/comments`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Opportunity not found' });
    expect((await get('/api/opportunities/abc/comments')).statusCode).toBe(400);
  });
});

describe('POST /api/opportunities/:id/comments', () => {
  const url = () => `/api/opportunities/${dealId}/comments`;

  it('posts as the signed-in user whatever the body says, and bumps the deal’s last activity', async () => {
    const before = await lastActivity(dealId);
    const response = await post(url(), {
      content: '  Tour went well  ',
      userId: userId.get('jrivera'),
      opportunityId: missingId,
      mentions: ['scho'],
    });
    expect(response.statusCode).toBe(201);
    const comment = response.json() as Comment;
    expect(comment).toMatchObject({
      opportunityId: dealId,
      userId: userId.get('demo'),
      content: 'Tour went well',
      mentions: [],
      user: { username: 'demo', fullName: 'Demo User' },
    });
    const [stored] = await db().select().from(comments).where(eq(comments.id, comment.id));
    expect(stored).toMatchObject({ userId: userId.get('demo'), opportunityId: dealId, mentions: [] });
    expect((await lastActivity(dealId)).getTime()).toBeGreaterThan(before.getTime());
    const list = (await get(url())).json() as Comment[];
    expect(list.at(-1)?.id).toBe(comment.id);
  });

  it('notifies a mentioned user once: jrivera sees it, demo does not', async () => {
    const demoBefore = (await notificationsOf('demo')).length;
    const content = `Can you call them, @JRivera? cc @jrivera, @demo and @nobody. ${'x'.repeat(200)}`;
    const response = await post(url(), { content });
    expect(response.statusCode).toBe(201);
    const comment = response.json() as Comment;
    expect(comment.mentions).toEqual(['jrivera', 'demo']);

    const mine = await notificationsOf('jrivera');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      kind: 'mention',
      title: 'Demo User mentioned you',
      body: content.slice(0, 140),
      link: `/deals/${dealId}?tab=discussion#comment-${comment.id}`,
      readAt: null,
    });
    expect(await notificationsOf('demo')).toHaveLength(demoBefore);

    const seen = (await get('/api/notifications', jrivera)).json() as NotificationList;
    expect(seen.items.map((item) => item.id)).toEqual([mine[0]!.id]);
    expect(seen.unread).toBe(1);
    const demoSees = (await get('/api/notifications')).json() as NotificationList;
    expect(demoSees.items.map((item) => item.id)).not.toContain(mine[0]!.id);
  });

  it.each([
    ['a blank comment', { content: '   ' }, 'content: Comment cannot be empty'],
    ['no content', {}, 'content: Comment is required'],
    [
      'an over-long comment',
      { content: 'a'.repeat(5001) },
      'content: Comment must be at most 5000 characters',
    ],
  ])('refuses %s with 400 and writes nothing', async (_case, payload, message) => {
    const before = await commentCount();
    const response = await post(url(), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await commentCount()).toBe(before);
  });

  it('answers 404 for a missing deal and 401 without a session, writing nothing', async () => {
    const before = await commentCount();
    const missing = await post(`/api/opportunities/${missingId}/comments`, { content: 'Hello @jrivera' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Opportunity not found' });
    expect((await post(url(), { content: 'Hello' }, null)).statusCode).toBe(401);
    expect(await commentCount()).toBe(before);
  });

  it('refuses a cross-origin post', async () => {
    const response = await app.inject({
      method: 'POST',
      url: url(),
      cookies: demo,
      headers: { origin: 'https://evil.example' },
      payload: { content: 'Hi' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('deal updates', () => {
  const url = () => `/api/opportunities/${dealId}/updates`;

  it('posts a tour as the signed-in user, notifies mentions with a link to the update, lists newest first', async () => {
    const sBefore = (await notificationsOf('scho')).length;
    const before = await lastActivity(dealId);
    const response = await post(url(), { content: 'Toured floor 3 with @scho', isTour: true, userId: 3 });
    expect(response.statusCode).toBe(201);
    const update = response.json() as DealUpdate;
    expect(update).toMatchObject({
      opportunityId: dealId,
      userId: userId.get('demo'),
      isTour: true,
      mentions: ['scho'],
      user: { username: 'demo' },
    });
    const sNotes = await notificationsOf('scho');
    expect(sNotes).toHaveLength(sBefore + 1);
    expect(sNotes.at(-1)).toMatchObject({
      kind: 'mention',
      title: 'Demo User mentioned you',
      link: `/deals/${dealId}?tab=discussion#update-${update.id}`,
    });
    expect((await lastActivity(dealId)).getTime()).toBeGreaterThan(before.getTime());

    const plain = (await post(url(), { content: 'Sent the LOI' })).json() as DealUpdate;
    expect(plain.isTour).toBe(false);
    const list = (await get(url())).json() as DealUpdate[];
    expect(list.slice(0, 2).map((item) => item.id)).toEqual([plain.id, update.id]);
    expect(list[1]?.mentions).toEqual(['scho']);
    const times = list.map((item) => item.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('refuses a blank update or a non-boolean isTour with 400, writing nothing', async () => {
    const before = await updateCount();
    expect((await post(url(), { content: ' ' })).statusCode).toBe(400);
    expect((await post(url(), { content: 'ok', isTour: 'yes' })).statusCode).toBe(400);
    expect(await updateCount()).toBe(before);
  });

  it('answers 404 for a missing deal and 401 without a session', async () => {
    const before = await updateCount();
    expect((await get(`/api/opportunities/${missingId}/updates`)).statusCode).toBe(404);
    expect((await post(`/api/opportunities/${missingId}/updates`, { content: 'x' })).statusCode).toBe(404);
    expect((await get(url(), null)).statusCode).toBe(401);
    expect((await post(url(), { content: 'x' }, null)).statusCode).toBe(401);
    expect(await updateCount()).toBe(before);
  });
});

describe('GET /api/deal-comments', () => {
  it('lists every deal’s updates newest first, pages them and filters by deal', async () => {
    const all = (await get('/api/deal-comments')).json() as DealUpdate[];
    expect(all).toHaveLength(await updateCount());
    const times = all.map((item) => item.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(all[0]).toHaveProperty('isTour');
    expect(all[0]?.user).toHaveProperty('fullName');

    const page = (await get('/api/deal-comments?limit=2&offset=1')).json() as DealUpdate[];
    expect(page.map((item) => item.id)).toEqual(all.slice(1, 3).map((item) => item.id));

    const one = (await get(`/api/deal-comments?opportunityId=${dealId}`)).json() as DealUpdate[];
    expect(one.length).toBeGreaterThan(0);
    expect(one.every((item) => item.opportunityId === dealId)).toBe(true);
  });

  it('answers 404 for a missing deal, 400 for a bad query and 401 without a session', async () => {
    const missing = await get(`/api/deal-comments?opportunityId=${missingId}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Opportunity not found' });
    expect((await get('/api/deal-comments?limit=0')).statusCode).toBe(400);
    expect((await get('/api/deal-comments?opportunityId=x')).statusCode).toBe(400);
    expect((await get('/api/deal-comments', null)).statusCode).toBe(401);
  });
});
