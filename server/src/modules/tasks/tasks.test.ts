import type { Task } from '@common/deal-tasks';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, opportunities, tasks, users } from '../../db/schema';
import { createTestApp, signIn, type TestApp } from '../../test/app';

let app: TestApp;
let demo: Record<string, string>;
let userId: Map<string, number>;
let dealId: number;
let otherDealId: number;
const missingId = 999_999;

beforeAll(async () => {
  app = await createTestApp();
  demo = await signIn(app);
  const deals = await app.database.db.select({ id: opportunities.id }).from(opportunities).limit(2);
  [dealId, otherDealId] = deals.map((deal) => deal.id) as [number, number];
  const rows = await app.database.db.select({ id: users.id, username: users.username }).from(users);
  userId = new Map(rows.map((row) => [row.username, row.id]));
});
afterAll(() => app.close());

type Cookies = Record<string, string> | null;
const db = () => app.database.db;
/** `null` cookies: no session. */
const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  cookies: Cookies = demo,
) => app.inject({ method, url, ...(payload ? { payload } : {}), ...(cookies ? { cookies } : {}) });
const list = async (id = dealId) => (await call('GET', `/api/opportunities/${id}/tasks`)).json() as Task[];
const create = async (payload: object, id = dealId) => {
  const response = await call('POST', `/api/opportunities/${id}/tasks`, payload);
  expect(response.statusCode).toBe(201);
  return response.json() as Task;
};
const taskCount = async () => (await db().select({ n: count() }).from(tasks))[0]!.n;
const stored = async (id: number) => (await db().select().from(tasks).where(eq(tasks.id, id)))[0];
const notificationsOf = (username: string) =>
  db()
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId.get(username)!));

describe('POST /api/opportunities/:id/tasks', () => {
  it('creates a task (201) with its assignee and due date, and notifies the assignee', async () => {
    const before = (await notificationsOf('jrivera')).length;
    const task = await create({
      title: '  Send floor plans ',
      assigneeId: userId.get('jrivera'),
      dueDate: '2030-01-15',
    });
    expect(task).toMatchObject({
      opportunityId: dealId,
      title: 'Send floor plans',
      assignee: { id: userId.get('jrivera'), username: 'jrivera', fullName: 'Jordan Rivera', avatar: null },
      dueDate: '2030-01-15',
      completedAt: null,
    });
    expect(await stored(task.id)).toMatchObject({ createdBy: userId.get('demo') });
    const notes = await notificationsOf('jrivera');
    expect(notes).toHaveLength(before + 1);
    expect(notes.at(-1)).toMatchObject({
      kind: 'task',
      title: 'Demo User assigned you a task',
      body: 'Send floor plans',
      link: `/deals/${dealId}?tab=tasks`,
    });
  });

  it('does not notify someone who assigns themselves, and allows no assignee or date', async () => {
    const before = (await notificationsOf('demo')).length;
    await create({ title: 'Call the broker', assigneeId: userId.get('demo') });
    const bare = await create({ title: 'Check parking ratio' });
    expect(bare).toMatchObject({ assignee: null, dueDate: null });
    expect(await notificationsOf('demo')).toHaveLength(before);
  });

  it.each([
    [
      'an unknown assignee',
      { title: 'x', assigneeId: 424_242 },
      { message: 'No such user', field: 'assigneeId', code: 'invalid_value' },
    ],
    ['a blank title', { title: '  ' }, { message: 'Task is required', field: 'title', code: 'validation' }],
    [
      'an over-long title',
      { title: 'a'.repeat(301) },
      { message: 'Task must be at most 300 characters', field: 'title', code: 'validation' },
    ],
    [
      'a bad date',
      { title: 'x', dueDate: '2030-02-30' },
      { message: 'Must be a date (yyyy-MM-dd)', field: 'dueDate', code: 'validation' },
    ],
    [
      'a date that is not one',
      { title: 'x', dueDate: 'tomorrow' },
      { message: 'Must be a date (yyyy-MM-dd)', field: 'dueDate', code: 'validation' },
    ],
  ])('refuses %s with 400 and writes nothing', async (_case, payload, body) => {
    const before = await taskCount();
    const response = await call('POST', `/api/opportunities/${dealId}/tasks`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(body);
    expect(await taskCount()).toBe(before);
  });

  it('answers 404 for a missing deal and 401 without a session, writing nothing', async () => {
    const before = await taskCount();
    const missing = await call('POST', `/api/opportunities/${missingId}/tasks`, { title: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Opportunity not found', code: 'not_found' });
    expect((await call('POST', `/api/opportunities/${dealId}/tasks`, { title: 'x' }, null)).statusCode).toBe(
      401,
    );
    expect(await taskCount()).toBe(before);
  });
});

describe('GET /api/opportunities/:id/tasks', () => {
  it('lists open tasks by due date (undated last), then completed ones', async () => {
    const late = await create({ title: 'Late', dueDate: '2031-06-01' }, otherDealId);
    const undated = await create({ title: 'Undated' }, otherDealId);
    const soon = await create({ title: 'Soon', dueDate: '2030-06-01' }, otherDealId);
    const done = await create({ title: 'Done', dueDate: '2029-01-01' }, otherDealId);
    await call('PATCH', `/api/tasks/${done.id}`, { completed: true });
    const ids = (await list(otherDealId)).map((task) => task.id);
    expect(ids).toEqual([soon.id, late.id, undated.id, done.id]);
  });

  it('answers 404 for a missing deal, 400 for a bad id and 401 without a session', async () => {
    expect((await call('GET', `/api/opportunities/${missingId}/tasks`)).statusCode).toBe(404);
    expect((await call('GET', '/api/opportunities/0/tasks')).statusCode).toBe(400);
    expect((await call('GET', `/api/opportunities/${dealId}/tasks`, undefined, null)).statusCode).toBe(401);
  });
});

describe('PATCH /api/tasks/:id', () => {
  it('completes a task (completed_at now) and reopens it (cleared)', async () => {
    const task = await create({ title: 'Order survey' });
    const done = (await call('PATCH', `/api/tasks/${task.id}`, { completed: true })).json() as Task;
    expect(done.completedAt).not.toBeNull();
    expect(Math.abs(Date.parse(done.completedAt!) - Date.now())).toBeLessThan(60_000);
    const again = (await call('PATCH', `/api/tasks/${task.id}`, { completed: true })).json() as Task;
    expect(again.completedAt).toBe(done.completedAt);
    const reopened = await call('PATCH', `/api/tasks/${task.id}`, { completed: false });
    expect(reopened.statusCode).toBe(200);
    expect((reopened.json() as Task).completedAt).toBeNull();
    expect((await stored(task.id))?.completedAt).toBeNull();
  });

  it('changes only what it names; null clears; a new assignee is notified', async () => {
    const task = await create({ title: 'Draft LOI', dueDate: '2030-03-01', assigneeId: userId.get('demo') });
    const before = (await notificationsOf('scho')).length;
    const response = await call('PATCH', `/api/tasks/${task.id}`, {
      assigneeId: userId.get('scho'),
      dueDate: null,
    });
    expect(response.json()).toMatchObject({
      title: 'Draft LOI',
      dueDate: null,
      assignee: { username: 'scho' },
    });
    expect(await notificationsOf('scho')).toHaveLength(before + 1);
    // Same assignee again: no second notification.
    await call('PATCH', `/api/tasks/${task.id}`, { assigneeId: userId.get('scho'), title: 'Draft the LOI' });
    expect(await notificationsOf('scho')).toHaveLength(before + 1);
    const cleared = (await call('PATCH', `/api/tasks/${task.id}`, { assigneeId: null })).json() as Task;
    expect(cleared).toMatchObject({ title: 'Draft the LOI', assignee: null });
  });

  it.each([
    ['an unknown assignee', { assigneeId: 424_242 }],
    ['a bad date', { dueDate: '03/01/2030' }],
    ['a blank title', { title: '' }],
    ['nothing to change', {}],
    ['a non-boolean completed', { completed: 'yes' }],
  ])('refuses %s with 400 and changes nothing', async (_case, payload) => {
    const task = await create({ title: 'Unchanged', dueDate: '2030-01-01' });
    const before = await stored(task.id);
    const response = await call('PATCH', `/api/tasks/${task.id}`, payload);
    expect(response.statusCode).toBe(400);
    expect(await stored(task.id)).toEqual(before);
  });

  it('answers 404 for a missing task and 401 without a session', async () => {
    const missing = await call('PATCH', `/api/tasks/${missingId}`, { completed: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Task not found', code: 'not_found' });
    const task = await create({ title: 'Stay open' });
    expect((await call('PATCH', `/api/tasks/${task.id}`, { completed: true }, null)).statusCode).toBe(401);
    expect((await stored(task.id))?.completedAt).toBeNull();
  });
});

describe('DELETE /api/tasks/:id', () => {
  it('deletes a task (204); a second delete is 404', async () => {
    const task = await create({ title: 'Throwaway' });
    const response = await call('DELETE', `/api/tasks/${task.id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await stored(task.id)).toBeUndefined();
    expect((await list()).map((item) => item.id)).not.toContain(task.id);
    expect((await call('DELETE', `/api/tasks/${task.id}`)).statusCode).toBe(404);
  });

  it('answers 401 without a session and 400 for a bad id, deleting nothing', async () => {
    const task = await create({ title: 'Keep me' });
    expect((await call('DELETE', `/api/tasks/${task.id}`, undefined, null)).statusCode).toBe(401);
    expect((await call('DELETE', '/api/tasks/x')).statusCode).toBe(400);
    expect(await stored(task.id)).toBeDefined();
  });
});
