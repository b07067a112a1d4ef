import type { Comment, CommentLike, CommentThread } from '@common/discussion';
import type { NotificationList } from '@common/notifications';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentLikes, comments, notifications, opportunities, users } from '../../db/schema';
import { createTestApp, signIn, type TestApp } from '../../test/app';

let app: TestApp;
const cookies: Record<string, Record<string, string>> = {};
let dealId: number;
let otherDealId: number;
let userId: Map<string, number>;
const missingId = 999_999;
const team = { demo: 'demo1234', amorgan: 'leaselens123', jrivera: 'leaselens123', scho: 'leaselens123' };

beforeAll(async () => {
  app = await createTestApp();
  for (const [username, password] of Object.entries(team)) {
    cookies[username] = await signIn(app, username, password);
  }
  const deals = await app.database.db
    .select({ id: opportunities.id })
    .from(opportunities)
    .orderBy(opportunities.id)
    .limit(2);
  [dealId, otherDealId] = [deals[0]!.id, deals[1]!.id];
  const rows = await app.database.db.select({ id: users.id, username: users.username }).from(users);
  userId = new Map(rows.map((row) => [row.username, row.id]));
});
afterAll(() => app.close());

const db = () => app.database.db;
/** `null`: no session. */
type Who = keyof typeof team | null;
const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Who, payload?: object) =>
  app.inject({ method, url, ...(payload ? { payload } : {}), ...(who ? { cookies: cookies[who] } : {}) });
const get = (url: string, who: Who = 'demo') => send('GET', url, who);
const post = (url: string, payload: object, who: Who = 'demo') => send('POST', url, who, payload);
const commentsUrl = (id = dealId) => `/api/opportunities/${id}/comments`;
const commentCount = async () => (await db().select({ n: count() }).from(comments))[0]!.n;
const notificationsOf = (username: string) =>
  db()
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId.get(username)!))
    .orderBy(notifications.id);
const lastActivity = async (id: number) =>
  (
    await db()
      .select({ at: opportunities.lastActivityAt })
      .from(opportunities)
      .where(eq(opportunities.id, id))
  )[0]!.at;
async function posted(payload: object, who: Who = 'demo', id = dealId): Promise<Comment> {
  const response = await post(commentsUrl(id), payload, who);
  expect(response.statusCode).toBe(201);
  return response.json() as Comment;
}
const threads = async (who: Who = 'demo', id = dealId) =>
  (await get(commentsUrl(id), who)).json() as CommentThread[];

describe('POST /api/opportunities/:id/comments', () => {
  it('posts as the signed-in user whatever the body says, and bumps the deal’s last activity', async () => {
    const before = await lastActivity(dealId);
    const comment = await posted({
      content: '  Tour went well  ',
      userId: userId.get('jrivera'),
      opportunityId: missingId,
      mentions: ['scho'],
    });
    expect(comment).toMatchObject({
      opportunityId: dealId,
      parentId: null,
      userId: userId.get('demo'),
      content: 'Tour went well',
      isTour: false,
      mentions: [],
      likeCount: 0,
      likedByMe: false,
      user: { username: 'demo', fullName: 'Demo User' },
    });
    const [stored] = await db().select().from(comments).where(eq(comments.id, comment.id));
    expect(stored).toMatchObject({ userId: userId.get('demo'), opportunityId: dealId, mentions: [] });
    expect((await lastActivity(dealId)).getTime()).toBeGreaterThan(before.getTime());
  });

  it.each(Object.keys(team) as (keyof typeof team)[])(
    'is open to %s, a comment or a logged tour',
    async (who) => {
      const tour = await posted({ content: `Walked the suite with ${who}`, isTour: true }, who);
      expect(tour).toMatchObject({ isTour: true, userId: userId.get(who) });
      const [stored] = await db().select().from(comments).where(eq(comments.id, tour.id));
      expect(stored?.isTour).toBe(true);
    },
  );

  it('notifies each mentioned user once with a link to the comment, never the author', async () => {
    const demoBefore = (await notificationsOf('demo')).length;
    const content = `Can you call them, @JRivera? cc @jrivera, @demo and @nobody. ${'x'.repeat(200)}`;
    const comment = await posted({ content });
    expect(comment.mentions).toEqual(['jrivera', 'demo']);

    const mine = await notificationsOf('jrivera');
    expect(mine.at(-1)).toMatchObject({
      kind: 'mention',
      title: 'Demo User mentioned you',
      body: content.slice(0, 140),
      link: `/deals/${dealId}?tab=discussion#comment-${comment.id}`,
      readAt: null,
    });
    expect(mine.filter((note) => note.link?.endsWith(`#comment-${comment.id}`))).toHaveLength(1);
    expect(await notificationsOf('demo')).toHaveLength(demoBefore);
    const seen = (await get('/api/notifications', 'jrivera')).json() as NotificationList;
    expect(seen.items.map((item) => item.id)).toContain(mine.at(-1)!.id);
  });

  it.each([
    ['a blank comment', { content: '   ' }, 'content', 'Comment cannot be empty'],
    ['no content', {}, 'content', 'Comment is required'],
    [
      'an over-long comment',
      { content: 'a'.repeat(5001) },
      'content',
      'Comment must be at most 5000 characters',
    ],
    ['a non-boolean isTour', { content: 'ok', isTour: 'yes' }, 'isTour', 'isTour must be true or false'],
    ['a parent that is no id', { content: 'ok', parentId: 'x' }, 'parentId', 'parentId must be a comment id'],
  ])('refuses %s with 400 and writes nothing', async (_case, payload, field, message) => {
    const before = await commentCount();
    const response = await post(commentsUrl(), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, field, code: 'validation' });
    expect(await commentCount()).toBe(before);
  });

  it('answers 404 for a missing deal, 400 for a bad id and 401 without a session, writing nothing', async () => {
    const before = await commentCount();
    const missing = await post(commentsUrl(missingId), { content: 'Hello @jrivera' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Opportunity not found', code: 'not_found' });
    expect((await post('/api/opportunities/abc/comments', { content: 'Hello' })).statusCode).toBe(400);
    expect((await post(commentsUrl(), { content: 'Hello' }, null)).statusCode).toBe(401);
    expect(await commentCount()).toBe(before);
  });

  it('refuses a cross-origin post', async () => {
    const response = await app.inject({
      method: 'POST',
      url: commentsUrl(),
      cookies: cookies.demo,
      headers: { origin: 'https://evil.example' },
      payload: { content: 'Hi' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('replies', () => {
  it('answers a top-level comment, notifies its author once, and lists under it oldest first', async () => {
    const question = await posted({ content: 'Who has the floor plan?' }, 'scho');
    const schoBefore = (await notificationsOf('scho')).length;
    const first = await posted({ content: 'I do, sending it now.', parentId: question.id }, 'jrivera');
    expect(first).toMatchObject({ parentId: question.id, opportunityId: dealId, isTour: false });
    const notes = await notificationsOf('scho');
    expect(notes).toHaveLength(schoBefore + 1);
    expect(notes.at(-1)).toMatchObject({
      kind: 'reply',
      title: 'Jordan Rivera replied to your comment',
      body: 'I do, sending it now.',
      link: `/deals/${dealId}?tab=discussion#comment-${first.id}`,
    });

    // Mentioned in the reply: one notification (the mention), not two. Replying to oneself: none.
    const second = await posted({ content: 'Thanks @scho', parentId: question.id }, 'amorgan');
    await posted({ content: 'Got it, thanks all.', parentId: question.id }, 'scho');
    const after = await notificationsOf('scho');
    expect(after).toHaveLength(schoBefore + 2);
    expect(after.at(-1)).toMatchObject({
      kind: 'mention',
      link: expect.stringContaining(`#comment-${second.id}`),
    });

    const thread = (await threads()).find((item) => item.id === question.id)!;
    expect(thread.replies.map((reply) => reply.content)).toEqual([
      'I do, sending it now.',
      'Thanks @scho',
      'Got it, thanks all.',
    ]);
  });

  it.each([
    [
      'to a missing comment',
      () => ({ parentId: missingId }),
      'The comment you are replying to is not on this deal',
      'parentId',
    ],
    [
      'to a comment on another deal',
      async () => ({ parentId: (await posted({ content: 'Elsewhere' }, 'demo', otherDealId)).id }),
      'The comment you are replying to is not on this deal',
      'parentId',
    ],
    [
      'to a reply',
      async () => {
        const top = await posted({ content: 'Top' });
        return { parentId: (await posted({ content: 'Reply', parentId: top.id })).id };
      },
      'You can only reply to a top-level comment, not to a reply',
      'parentId',
    ],
    [
      'logged as a tour',
      async () => ({ parentId: (await posted({ content: 'Top' })).id, isTour: true }),
      'A reply cannot be logged as a tour',
      'isTour',
    ],
  ])(
    'refuses a reply %s with 400 naming the input, writing nothing',
    async (_case, target, message, field) => {
      const fields = await target();
      const before = await commentCount();
      const response = await post(commentsUrl(), { content: 'Answer', ...fields });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, field, code: 'invalid_value' });
      expect(await commentCount()).toBe(before);
    },
  );
});

describe('GET /api/opportunities/:id/comments', () => {
  it('lists top-level comments newest first, each with its replies, likes and author', async () => {
    const list = await threads();
    const stored = await db().select().from(comments).where(eq(comments.opportunityId, dealId));
    expect(list.length + list.reduce((n, thread) => n + thread.replies.length, 0)).toBe(stored.length);
    const times = list.map((thread) => thread.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    for (const thread of list) {
      expect(thread.parentId).toBeNull();
      expect(thread.user.username).toBeTruthy();
      for (const reply of thread.replies) expect(reply.parentId).toBe(thread.id);
    }
  });

  it('answers 401 without a session, 404 for a missing deal and 400 for a bad id', async () => {
    expect((await get(commentsUrl(), null)).statusCode).toBe(401);
    const missing = await get(commentsUrl(missingId));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Opportunity not found', code: 'not_found' });
    expect((await get('/api/opportunities/abc/comments')).statusCode).toBe(400);
  });
});

describe('PUT and DELETE /api/comments/:id/like', () => {
  const like = (id: number | string, who: Who = 'demo') => send('PUT', `/api/comments/${id}/like`, who);
  const unlike = (id: number | string, who: Who = 'demo') => send('DELETE', `/api/comments/${id}/like`, who);
  const likesOf = async (id: number) => db().$count(commentLikes, eq(commentLikes.commentId, id));

  it('likes once however often asked, shows who liked it, and unlikes the same way', async () => {
    const comment = await posted({ content: 'Signed!' }, 'jrivera');
    for (const _ of [1, 2]) {
      const response = await like(comment.id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        commentId: comment.id,
        likeCount: 1,
        likedByMe: true,
      } satisfies CommentLike);
    }
    expect((await like(comment.id, 'scho')).json()).toMatchObject({ likeCount: 2, likedByMe: true });
    expect(await likesOf(comment.id)).toBe(2);
    const mine = (await threads('demo')).find((thread) => thread.id === comment.id);
    expect(mine).toMatchObject({ likeCount: 2, likedByMe: true });
    const theirs = (await threads('jrivera')).find((thread) => thread.id === comment.id);
    expect(theirs).toMatchObject({ likeCount: 2, likedByMe: false });

    for (const _ of [1, 2]) {
      const response = await unlike(comment.id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ commentId: comment.id, likeCount: 1, likedByMe: false });
    }
    expect(await likesOf(comment.id)).toBe(1);
  });

  it('likes a reply too, for every role', async () => {
    const top = await posted({ content: 'Top for likes' });
    const reply = await posted({ content: 'A reply to like', parentId: top.id }, 'scho');
    for (const who of Object.keys(team) as (keyof typeof team)[]) {
      expect((await like(reply.id, who)).statusCode).toBe(200);
    }
    const thread = (await threads()).find((item) => item.id === top.id)!;
    expect(thread.replies[0]).toMatchObject({ likeCount: 4, likedByMe: true });
  });

  it('answers 404 for an unknown comment, 400 for a bad id and 401 without a session', async () => {
    const comment = await posted({ content: 'Nobody may like this without a session' });
    for (const call of [like, unlike]) {
      const missing = await call(missingId);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Comment not found', code: 'not_found' });
      expect((await call('abc')).statusCode).toBe(400);
      expect((await call(comment.id, null)).statusCode).toBe(401);
    }
    expect(await likesOf(comment.id)).toBe(0);
  });
});

describe('GET /api/deal-comments', () => {
  it('lists every deal’s comments and replies newest first, pages them and filters by deal', async () => {
    const all = (await get('/api/deal-comments')).json() as Comment[];
    expect(all).toHaveLength(await commentCount());
    const times = all.map((item) => item.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.some((item) => item.isTour)).toBe(true);
    expect(all.some((item) => item.parentId !== null)).toBe(true);
    expect(all[0]?.user).toHaveProperty('fullName');

    const page = (await get('/api/deal-comments?limit=2&offset=1')).json() as Comment[];
    expect(page.map((item) => item.id)).toEqual(all.slice(1, 3).map((item) => item.id));

    const one = (await get(`/api/deal-comments?opportunityId=${dealId}`)).json() as Comment[];
    expect(one.length).toBeGreaterThan(0);
    expect(one.every((item) => item.opportunityId === dealId)).toBe(true);
  });

  it('answers 404 for a missing deal, 400 for a bad query and 401 without a session', async () => {
    const missing = await get(`/api/deal-comments?opportunityId=${missingId}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Opportunity not found', code: 'not_found' });
    expect((await get('/api/deal-comments?limit=0')).statusCode).toBe(400);
    expect((await get('/api/deal-comments?opportunityId=x')).statusCode).toBe(400);
    expect((await get('/api/deal-comments', null)).statusCode).toBe(401);
  });
});
