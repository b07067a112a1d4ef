import { type ActionPlanRecord, actionPlanMessages } from '@common/action-plans';
import { formatMediumDay } from '@common/words';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionPlans, notifications, tenants, users } from '../../db/schema';
import { createTestApp, signIn, type TestApp } from '../../test/app';
import { isoDay } from '../properties/calendar-day';

let app: TestApp;
let demo: Record<string, string>;
let morgan: Record<string, string>;
let userIds: Record<string, number>;
let tenant: { id: number; name: string };

beforeAll(async () => {
  app = await createTestApp();
  demo = await signIn(app);
  morgan = await signIn(app, 'amorgan', 'leaselens123');
  const rows = await app.database.db.select({ id: users.id, username: users.username }).from(users);
  userIds = Object.fromEntries(rows.map((row) => [row.username, row.id]));
  const [row] = await app.database.db
    .insert(tenants)
    .values({ name: 'Planworthy Partners' })
    .returning({ id: tenants.id, name: tenants.name });
  tenant = row!;
});
afterAll(() => app.close());

const newTenant = async (name: string) => {
  const [row] = await app.database.db.insert(tenants).values({ name }).returning({ id: tenants.id });
  return row!.id;
};
const post = (payload: unknown, cookies: Record<string, string> | null = demo) =>
  app.inject({
    method: 'POST',
    url: '/api/action-plans',
    payload: payload as object,
    ...(cookies ? { cookies } : {}),
  });
const valid = () => ({
  tenantId: tenant.id,
  description: 'Call about the HVAC complaints',
  assignedTo: userIds.amorgan!,
  dueDate: '2030-01-10',
  followupDate: '2030-01-17',
});
const rowCounts = async () => {
  const db = app.database.db;
  const [plans] = await db.select({ n: count() }).from(actionPlans);
  const [notes] = await db.select({ n: count() }).from(notifications);
  return { plans: plans!.n, notifications: notes!.n };
};
const morganNotifications = async () =>
  (await app.inject({ method: 'GET', url: '/api/notifications', cookies: morgan })).json().items as {
    kind: string;
    title: string;
    body: string | null;
    link: string;
  }[];

describe('POST /api/action-plans', () => {
  it('files the plan (action type contact by default) and answers 201 with the record', async () => {
    const response = await post(valid());
    expect(response.statusCode).toBe(201);
    const plan = response.json() as ActionPlanRecord;
    expect(plan).toEqual({
      id: expect.any(Number),
      tenantId: tenant.id,
      propertyId: null,
      actionType: 'contact',
      description: 'Call about the HVAC complaints',
      assignedTo: { id: userIds.amorgan, fullName: 'Alex Morgan' },
      dueDate: '2030-01-10',
      followupDate: '2030-01-17',
      status: 'open',
      createdAt: expect.any(String),
    });
    const [stored] = await app.database.db.select().from(actionPlans).where(eq(actionPlans.id, plan.id));
    expect(stored?.createdBy).toBe(userIds.demo);
  });

  it('notifies the assignee, who sees it when signed in; the author does not', async () => {
    await post({ ...valid(), actionType: 'visit' });
    const items = await morganNotifications();
    expect(items[0]).toMatchObject({
      kind: 'action_plan',
      title: 'New action plan: Schedule Visit — Planworthy Partners',
      body: 'Due Jan 10, 2030. Call about the HVAC complaints',
      link: `/tenants/${tenant.id}`,
    });
    const mine = (await app.inject({ method: 'GET', url: '/api/notifications', cookies: demo })).json()
      .items as {
      kind: string;
    }[];
    expect(mine.filter((item) => item.kind === 'action_plan')).toEqual([]);
  });

  it('notifies no one when the author assigns themselves', async () => {
    const before = await rowCounts();
    const response = await post(
      { ...valid(), actionType: 'maintenance', assignedTo: userIds.amorgan },
      morgan,
    );
    expect(response.statusCode).toBe(201);
    expect(await rowCounts()).toEqual({ plans: before.plans + 1, notifications: before.notifications });
  });

  it.each([
    [
      'no assignee',
      { assignedTo: undefined },
      { message: actionPlanMessages.assigneeRequired, field: 'assignedTo', code: 'validation' },
    ],
    [
      'no due date',
      { dueDate: undefined },
      { message: actionPlanMessages.dueDateRequired, field: 'dueDate', code: 'validation' },
    ],
    [
      'a blank description',
      { description: '   ' },
      { message: actionPlanMessages.descriptionRequired, field: 'description', code: 'validation' },
    ],
    [
      'a follow-up before the due date',
      { followupDate: '2030-01-09' },
      { message: actionPlanMessages.followupBeforeDue, field: 'followupDate', code: 'validation' },
    ],
    ['an unknown action type', { actionType: 'call' }, undefined],
    [
      'an assignee who does not exist',
      { assignedTo: 999_999 },
      { message: actionPlanMessages.assigneeUnknown, field: 'assignedTo', code: 'invalid_value' },
    ],
    [
      'a property that does not exist',
      { propertyId: 999_999 },
      { message: 'No such property', field: 'propertyId', code: 'invalid_value' },
    ],
  ])('answers 400 and writes nothing for %s', async (_case, change, body) => {
    const before = await rowCounts();
    const response = await post({ ...valid(), ...change });
    expect(response.statusCode).toBe(400);
    if (body) expect(response.json()).toEqual(body);
    expect(await rowCounts()).toEqual(before);
  });

  it("answers 404 'Tenant not found' and writes nothing for an unknown tenant", async () => {
    const before = await rowCounts();
    const response = await post({ ...valid(), tenantId: 999_999 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Tenant not found', code: 'not_found' });
    expect(await rowCounts()).toEqual(before);
  });

  it('answers 401 without a session and writes nothing', async () => {
    const before = await rowCounts();
    expect((await post(valid(), null)).statusCode).toBe(401);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a second open plan of the same type for the tenant with 409, naming the first', async () => {
    const id = await newTenant('Twice Planned LLC');
    const first = await post({ ...valid(), tenantId: id, actionType: 'renewal' });
    expect(first.statusCode).toBe(201);
    const createdOn = formatMediumDay(isoDay(new Date((first.json() as ActionPlanRecord).createdAt)));
    const before = await rowCounts();
    const second = await post({ ...valid(), tenantId: id, actionType: 'renewal', description: 'Again' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      message: `An open "Renewal Strategy" plan already exists for Twice Planned LLC, created ${createdOn}`,
      code: 'conflict',
    });
    expect(await rowCounts()).toEqual(before);
    // Another type, or the same type once the first is done, is welcome.
    expect((await post({ ...valid(), tenantId: id, actionType: 'visit' })).statusCode).toBe(201);
    await app.inject({
      method: 'PATCH',
      url: `/api/action-plans/${(first.json() as ActionPlanRecord).id}`,
      payload: { status: 'done' },
      cookies: demo,
    });
    expect((await post({ ...valid(), tenantId: id, actionType: 'renewal' })).statusCode).toBe(201);
  });

  it('files only one of two plans of a type sent at the same time', async () => {
    const id = await newTenant('Racing Ratepayers');
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, n) => post({ ...valid(), tenantId: id, description: `try ${n}` })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const [stored] = await app.database.db
      .select({ n: count() })
      .from(actionPlans)
      .where(eq(actionPlans.tenantId, id));
    expect(stored?.n).toBe(1);
  });
});

describe('GET /api/action-plans?tenantId=', () => {
  it("lists the tenant's plans newest first", async () => {
    const [other] = await app.database.db
      .insert(tenants)
      .values({ name: 'Listable Ltd' })
      .returning({ id: tenants.id });
    const first = (await post({ ...valid(), tenantId: other!.id, description: 'first' })).json();
    const second = (
      await post({ ...valid(), tenantId: other!.id, actionType: 'visit', description: 'second' })
    ).json();
    const response = await app.inject({
      method: 'GET',
      url: `/api/action-plans?tenantId=${other!.id}`,
      cookies: demo,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((plan: ActionPlanRecord) => plan.id)).toEqual([second.id, first.id]);
  });

  it('answers 404 for an unknown tenant, 400 without a tenant id and 401 without a session', async () => {
    const get = (url: string, cookies?: Record<string, string>) =>
      app.inject({ method: 'GET', url, ...(cookies ? { cookies } : {}) });
    expect((await get('/api/action-plans?tenantId=999999', demo)).statusCode).toBe(404);
    expect((await get('/api/action-plans', demo)).statusCode).toBe(400);
    expect((await get('/api/action-plans?tenantId=abc', demo)).statusCode).toBe(400);
    expect((await get(`/api/action-plans?tenantId=${tenant.id}`)).statusCode).toBe(401);
  });
});

describe('PATCH /api/action-plans/:id', () => {
  const patch = (id: number | string, payload: unknown, cookies: Record<string, string> | null = demo) =>
    app.inject({
      method: 'PATCH',
      url: `/api/action-plans/${id}`,
      payload: payload as object,
      ...(cookies ? { cookies } : {}),
    });

  it('sets the status and answers the record', async () => {
    const plan = (
      await post({ ...valid(), tenantId: await newTenant('Patchable Plc') })
    ).json() as ActionPlanRecord;
    const response = await patch(plan.id, { status: 'done' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...plan, status: 'done' });
  });

  it('refuses to reopen a plan while another open one of its type exists (409)', async () => {
    const id = await newTenant('Reopened Retail');
    const first = (await post({ ...valid(), tenantId: id })).json() as ActionPlanRecord;
    expect((await patch(first.id, { status: 'done' })).statusCode).toBe(200);
    expect((await post({ ...valid(), tenantId: id })).statusCode).toBe(201);
    const reopen = await patch(first.id, { status: 'open' });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().message).toMatch(
      /^An open "Contact Tenant" plan already exists for Reopened Retail/,
    );
    const [stored] = await app.database.db.select().from(actionPlans).where(eq(actionPlans.id, first.id));
    expect(stored?.status).toBe('done');
  });

  it('answers 400 for an unknown status, 404 for an unknown plan and 401 without a session', async () => {
    const plan = (
      await post({ ...valid(), tenantId: await newTenant('Unpatched Inc') })
    ).json() as ActionPlanRecord;
    expect((await patch(plan.id, { status: 'archived' })).statusCode).toBe(400);
    const missing = await patch(999_999, { status: 'done' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: actionPlanMessages.notFound, code: 'not_found' });
    expect((await patch(plan.id, { status: 'done' }, null)).statusCode).toBe(401);
    const [stored] = await app.database.db.select().from(actionPlans).where(eq(actionPlans.id, plan.id));
    expect(stored?.status).toBe('open');
  });
});
