import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ActionPlanListItem } from '@common/action-plans';
import type { DealDocumentListItem } from '@common/deal-documents';
import type { TaskListItem } from '@common/deal-tasks';
import { ownershipMessages } from '@common/ownership';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  actionPlans,
  auditLog,
  documents,
  opportunities,
  properties,
  tasks,
  tenants,
  users,
} from '../../db/schema';
import { createTestApp, signIn, type TestApp } from '../../test/app';

/** The seeded user of each role: demo (admin), amorgan (asset manager), jrivera (broker), scho (leasing). */
type Who = 'demo' | 'amorgan' | 'jrivera' | 'scho';
const passwords: Record<Who, string> = {
  demo: 'demo1234',
  amorgan: 'leaselens123',
  jrivera: 'leaselens123',
  scho: 'leaselens123',
};
type DealKey = 'plain' | 'ledByRivera' | 'morgansBuilding';

let app: TestApp;
let dir: string;
const writeRoutes: string[] = [];
const cookies = {} as Record<Who, Record<string, string>>;
const ids = {} as Record<Who, number>;
const deals = {} as Record<DealKey, number>;
const buildings = {} as Record<'unmanaged' | 'morgans', number>;
let tenantId: number;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'leaselens-ownership-test-'));
  app = await createTestApp({
    documentsDir: dir,
    onRoute: (route) => {
      for (const method of [route.method].flat()) writeRoutes.push(`${method} ${route.url}`);
    },
  });
  const db = app.database.db;
  for (const who of Object.keys(passwords) as Who[]) cookies[who] = await signIn(app, who, passwords[who]);
  for (const row of await db.select({ id: users.id, username: users.username }).from(users)) {
    ids[row.username as Who] = row.id;
  }
  // The seed makes amorgan the asset manager of Angelview Medical Center (and two other buildings).
  const [morgans] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.name, 'Angelview Medical Center'), eq(properties.assetManagerId, ids.amorgan)));
  buildings.morgans = morgans!.id;
  const [unmanaged] = await db
    .insert(properties)
    .values({
      name: 'Nobody Manages Me',
      address: '1 Ownerless Way',
      city: 'Austin',
      state: 'TX',
      zipCode: '73301',
      market: 'Austin',
      assetClass: 'office',
      assetType: 'core',
      floorCount: 1,
      totalSf: 10_000,
    })
    .returning({ id: properties.id });
  buildings.unmanaged = unmanaged!.id;
  const deal = async (propertyId: number, leadUserId: number | null) => {
    const values = {
      title: 'Ownership',
      prospectName: 'Owned Co',
      squareFeetNeeded: 1000,
      createdBy: ids.demo,
    };
    const [row] = await db
      .insert(opportunities)
      .values({ ...values, propertyId, leadUserId })
      .returning({ id: opportunities.id });
    return row!.id;
  };
  deals.plain = await deal(buildings.unmanaged, null);
  deals.ledByRivera = await deal(buildings.unmanaged, ids.jrivera);
  deals.morgansBuilding = await deal(buildings.morgans, null);
  const [tenant] = await db.insert(tenants).values({ name: 'Owned Tenant' }).returning({ id: tenants.id });
  tenantId = tenant!.id;
});
afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

const db = () => app.database.db;
const call = (who: Who, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, cookies: cookies[who], ...(payload ? { payload } : {}) });
const created = async (response: Awaited<ReturnType<typeof call>>) => {
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number };
};
const expectRefused = (response: Awaited<ReturnType<typeof call>>, message: string) => {
  expect(response.statusCode, response.body).toBe(403);
  expect(response.json()).toEqual({ message, code: 'forbidden' });
};
const auditOf = (entity: string, entityId: number) =>
  db()
    .select({ userId: auditLog.userId, action: auditLog.action, detail: auditLog.detail })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.id);

const addTask = async (author: Who, deal: DealKey, assignee: Who | null = null) =>
  created(
    await call(author, 'POST', `/api/opportunities/${deals[deal]}/tasks`, {
      title: 'Order the survey',
      assigneeId: assignee && ids[assignee],
    }),
  );
const storedTask = async (id: number) => (await db().select().from(tasks).where(eq(tasks.id, id)))[0];
const listedTask = async (who: Who, deal: DealKey, id: number) =>
  ((await call(who, 'GET', `/api/opportunities/${deals[deal]}/tasks`)).json() as TaskListItem[]).find(
    (task) => task.id === id,
  );

const upload = (who: Who, deal: DealKey) =>
  app.inject({
    method: 'POST',
    url: `/api/opportunities/${deals[deal]}/documents?name=lease.pdf`,
    payload: Buffer.from('%PDF-1.7\n% owned\n'),
    headers: { 'content-type': 'application/pdf' },
    cookies: cookies[who],
  });
const storedDocument = async (id: number) =>
  (await db().select().from(documents).where(eq(documents.id, id)))[0];

/** Who acts on a record `author` wrote on `deal`, and whether the rule lets them change it. */
type Verdict = 'may' | 'may not';
const dealCases: [string, Verdict, { author: Who; deal: DealKey; actor: Who }][] = [
  ["an admin, on someone else's record", 'may', { author: 'scho', deal: 'plain', actor: 'demo' }],
  ['its author (leasing)', 'may', { author: 'scho', deal: 'plain', actor: 'scho' }],
  ["the deal's lead (broker)", 'may', { author: 'scho', deal: 'ledByRivera', actor: 'jrivera' }],
  ["the building's asset manager", 'may', { author: 'scho', deal: 'morgansBuilding', actor: 'amorgan' }],
  ['an asset manager of another building', 'may not', { author: 'scho', deal: 'plain', actor: 'amorgan' }],
  ['a broker who is none of these', 'may not', { author: 'scho', deal: 'plain', actor: 'jrivera' }],
  [
    "a leasing associate, on an asset manager's record",
    'may not',
    { author: 'amorgan', deal: 'plain', actor: 'scho' },
  ],
];

describe('tasks', () => {
  it.each(dealCases)('%s %s edit, reassign, complete and delete it', async (_who, verdict, c) => {
    const allowed = verdict === 'may';
    const task = await addTask(c.author, c.deal);
    expect(await listedTask(c.actor, c.deal, task.id)).toMatchObject({
      canModify: allowed,
      canComplete: allowed,
    });
    const before = await storedTask(task.id);
    const changes = [
      [{ title: 'Order the ALTA survey' }, ownershipMessages.task.edit],
      [{ assigneeId: ids.demo }, ownershipMessages.task.edit],
      [{ completed: true }, ownershipMessages.task.status],
    ] as const;
    for (const [change, message] of changes) {
      const response = await call(c.actor, 'PATCH', `/api/tasks/${task.id}`, change);
      if (allowed) expect(response.statusCode, response.body).toBe(200);
      else expectRefused(response, message);
    }
    const removed = await call(c.actor, 'DELETE', `/api/tasks/${task.id}`);
    if (allowed) {
      expect(removed.statusCode).toBe(204);
      expect(await storedTask(task.id)).toBeUndefined();
    } else {
      expectRefused(removed, ownershipMessages.task.delete);
      expect(await storedTask(task.id)).toEqual(before);
      expect(await auditOf('task', task.id)).toEqual([]);
    }
  });

  it('its assignee may complete and reopen it, but not edit, reassign or delete it', async () => {
    const task = await addTask('amorgan', 'plain', 'scho');
    expect(await listedTask('scho', 'plain', task.id)).toMatchObject({ canModify: false, canComplete: true });
    expect((await call('scho', 'PATCH', `/api/tasks/${task.id}`, { completed: true })).statusCode).toBe(200);
    expect((await call('scho', 'PATCH', `/api/tasks/${task.id}`, { completed: false })).statusCode).toBe(200);
    const before = await storedTask(task.id);
    const edit = ownershipMessages.task.edit;
    expectRefused(await call('scho', 'PATCH', `/api/tasks/${task.id}`, { title: 'Mine now' }), edit);
    expectRefused(await call('scho', 'PATCH', `/api/tasks/${task.id}`, { assigneeId: ids.jrivera }), edit);
    expectRefused(
      await call('scho', 'PATCH', `/api/tasks/${task.id}`, { completed: true, dueDate: null }),
      edit,
    );
    expectRefused(await call('scho', 'DELETE', `/api/tasks/${task.id}`), ownershipMessages.task.delete);
    expect(await storedTask(task.id)).toEqual(before);
  });

  it('writes each change of assignee to the audit log (who, from, to); an unchanged assignee writes none', async () => {
    const task = await addTask('scho', 'plain', 'scho');
    await call('scho', 'PATCH', `/api/tasks/${task.id}`, { assigneeId: ids.jrivera });
    await call('scho', 'PATCH', `/api/tasks/${task.id}`, { assigneeId: ids.jrivera, title: 'Same person' });
    await call('demo', 'PATCH', `/api/tasks/${task.id}`, { assigneeId: null });
    const detail = (from: number | null, to: number | null) => ({ opportunityId: deals.plain, from, to });
    expect(await auditOf('task', task.id)).toEqual([
      { userId: ids.scho, action: 'assign', detail: detail(ids.scho, ids.jrivera) },
      { userId: ids.demo, action: 'assign', detail: detail(ids.jrivera, null) },
    ]);
  });
});

describe('documents', () => {
  it.each(dealCases)('%s %s delete it', async (_who, verdict, c) => {
    const allowed = verdict === 'may';
    const document = await created(await upload(c.author, c.deal));
    const listed = (await call(c.actor, 'GET', `/api/opportunities/${deals[c.deal]}/documents`)).json();
    expect((listed as DealDocumentListItem[]).find((item) => item.id === document.id)?.canModify).toBe(
      allowed,
    );
    const before = await storedDocument(document.id);
    const response = await call(c.actor, 'DELETE', `/api/documents/${document.id}`);
    if (allowed) {
      expect(response.statusCode).toBe(204);
      expect(await storedDocument(document.id)).toBeUndefined();
    } else {
      expectRefused(response, ownershipMessages.document.delete);
      expect(await storedDocument(document.id)).toEqual(before);
      expect((await call(c.author, 'GET', `/api/documents/${document.id}/download`)).statusCode).toBe(200);
      expect((await auditOf('document', document.id)).map((row) => row.action)).toEqual(['upload']);
    }
  });

  it('writes the upload and the deletion to the audit log, each with who did it', async () => {
    const document = await created(await upload('scho', 'plain'));
    expect((await call('demo', 'DELETE', `/api/documents/${document.id}`)).statusCode).toBe(204);
    const detail = { opportunityId: deals.plain, fileName: 'lease.pdf' };
    expect(await auditOf('document', document.id)).toEqual([
      { userId: ids.scho, action: 'upload', detail },
      { userId: ids.demo, action: 'delete', detail },
    ]);
  });
});

describe('action plans', () => {
  type PlanCase = { author: Who; building: keyof typeof buildings | null; assignee: Who; actor: Who };
  const planCases: [string, Verdict, PlanCase][] = [
    [
      "an admin, on someone else's plan",
      'may',
      { author: 'scho', building: null, assignee: 'scho', actor: 'demo' },
    ],
    ['its author (leasing)', 'may', { author: 'scho', building: null, assignee: 'amorgan', actor: 'scho' }],
    [
      'its assignee (broker)',
      'may',
      { author: 'scho', building: null, assignee: 'jrivera', actor: 'jrivera' },
    ],
    [
      "the building's asset manager",
      'may',
      { author: 'scho', building: 'morgans', assignee: 'scho', actor: 'amorgan' },
    ],
    [
      'an asset manager of another building',
      'may not',
      { author: 'scho', building: 'unmanaged', assignee: 'scho', actor: 'amorgan' },
    ],
    [
      'a broker who is none of these',
      'may not',
      { author: 'scho', building: null, assignee: 'scho', actor: 'jrivera' },
    ],
    [
      "a leasing associate, on an asset manager's plan",
      'may not',
      { author: 'amorgan', building: 'morgans', assignee: 'amorgan', actor: 'scho' },
    ],
  ];
  // A tenant has one open plan of a type at a time: each case closes the last one before filing its own.
  const closePlans = () =>
    db().update(actionPlans).set({ status: 'done' }).where(eq(actionPlans.tenantId, tenantId));
  const filePlan = async (c: PlanCase) => {
    await closePlans();
    return call(c.author, 'POST', '/api/action-plans', {
      tenantId,
      propertyId: c.building && buildings[c.building],
      description: 'Walk the HVAC complaint through',
      assignedTo: ids[c.assignee],
      dueDate: '2030-01-10',
    });
  };
  const storedPlan = async (id: number) =>
    (await db().select().from(actionPlans).where(eq(actionPlans.id, id)))[0];

  it.each(planCases)('%s %s change its status', async (_who, verdict, c) => {
    const allowed = verdict === 'may';
    const plan = await created(await filePlan(c));
    const listed = (await call(c.actor, 'GET', `/api/action-plans?tenantId=${tenantId}`)).json();
    expect((listed as ActionPlanListItem[]).find((item) => item.id === plan.id)?.canModify).toBe(allowed);
    const before = await storedPlan(plan.id);
    const response = await call(c.actor, 'PATCH', `/api/action-plans/${plan.id}`, { status: 'done' });
    const audit = await auditOf('action_plan', plan.id);
    expect(audit[0]).toMatchObject({ userId: ids[c.author], action: 'create' });
    if (allowed) {
      expect(response.statusCode).toBe(200);
      expect((await storedPlan(plan.id))?.status).toBe('done');
      expect(audit.slice(1)).toEqual([
        { userId: ids[c.actor], action: 'status', detail: { from: 'open', to: 'done' } },
      ]);
    } else {
      expectRefused(response, ownershipMessages.actionPlan.status);
      expect(await storedPlan(plan.id)).toEqual(before);
      expect(audit).toHaveLength(1);
    }
  });
});

describe('comments', () => {
  it('have no route that changes or deletes one, so no role can (a new one must apply the same rule)', () => {
    const writes = writeRoutes.filter((route) => /^(PATCH|PUT|DELETE) /.test(route));
    expect(writes).toContain('DELETE /api/tasks/:id');
    // A like is the liker's own record, not a change to the comment.
    expect(writes.filter((route) => /comment/.test(route))).toEqual([
      'PUT /api/comments/:id/like',
      'DELETE /api/comments/:id/like',
    ]);
  });
});

describe('creating', () => {
  it.each(Object.keys(passwords) as Who[])(
    'stays open to %s on any deal: tasks, documents, comments, tours and plans',
    async (who) => {
      await created(await call(who, 'POST', `/api/opportunities/${deals.plain}/tasks`, { title: 'Mine' }));
      await created(await upload(who, 'plain'));
      await created(
        await call(who, 'POST', `/api/opportunities/${deals.plain}/comments`, { content: 'Noted' }),
      );
      await created(
        await call(who, 'POST', `/api/opportunities/${deals.plain}/comments`, {
          content: 'Toured',
          isTour: true,
        }),
      );
      await db().update(actionPlans).set({ status: 'done' }).where(eq(actionPlans.tenantId, tenantId));
      await created(
        await call(who, 'POST', '/api/action-plans', {
          tenantId,
          description: 'Call them',
          assignedTo: ids[who],
          dueDate: '2030-01-10',
        }),
      );
    },
  );
});
