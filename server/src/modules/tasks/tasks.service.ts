import { dealPath } from '@common/deal-paths';
import {
  type Task,
  type TaskListItem,
  type taskInputSchema,
  taskNotFoundMessage,
  type taskUpdateSchema,
} from '@common/deal-tasks';
import { type Actor, mayModify, taskChangeOf } from '@common/ownership';
import { asc, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/database';
import { auditLog, tasks, users } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { authorOf } from '../comments/comments.service';
import { requireDeal } from '../comments/deal-activity.service';
import { notify } from '../notifications/notifications.service';
import { dealOwners, requireMayModify } from '../ownership/record-owners.service';

export type TaskInput = z.infer<typeof taskInputSchema>;
export type TaskUpdate = z.infer<typeof taskUpdateSchema>;

export const unknownAssigneeMessage = 'No such user';

const assignee = alias(users, 'assignee');
const taskColumns = {
  id: tasks.id,
  opportunityId: tasks.opportunityId,
  title: tasks.title,
  dueDate: tasks.dueDate,
  completedAt: tasks.completedAt,
  createdAt: tasks.createdAt,
  createdBy: tasks.createdBy,
  assigneeId: assignee.id,
  assigneeUsername: assignee.username,
  assigneeFullName: assignee.fullName,
  assigneeAvatar: assignee.avatar,
};

function selectTasks(db: Executor, where: SQL | undefined) {
  return db
    .select(taskColumns)
    .from(tasks)
    .leftJoin(assignee, eq(assignee.id, tasks.assigneeId))
    .where(where);
}
type TaskRow = Awaited<ReturnType<typeof selectTasks>>[number];

const toTask = (row: TaskRow): Task => ({
  id: row.id,
  opportunityId: row.opportunityId,
  title: row.title,
  assignee:
    row.assigneeId === null
      ? null
      : {
          id: row.assigneeId,
          username: row.assigneeUsername!,
          fullName: row.assigneeFullName!,
          avatar: row.assigneeAvatar,
        },
  dueDate: row.dueDate,
  completedAt: row.completedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

async function readTask(db: Executor, id: number): Promise<Task> {
  const [row] = await selectTasks(db, eq(tasks.id, id));
  if (!row) throw notFound(taskNotFoundMessage);
  return toTask(row);
}

/**
 * Open tasks first, soonest due first (undated last); then the done ones, latest done first. Each says
 * what `viewer` may do to it, by the same rule the writes enforce.
 */
export async function listTasks(db: Database, opportunityId: number, viewer: Actor): Promise<TaskListItem[]> {
  const deal = await dealOwners(db, opportunityId);
  const rows = await selectTasks(db, eq(tasks.opportunityId, opportunityId)).orderBy(
    asc(isNotNull(tasks.completedAt)),
    sql`(case when ${tasks.completedAt} is null then ${tasks.dueDate} end) asc nulls last`,
    desc(tasks.completedAt),
    asc(tasks.createdAt),
    asc(tasks.id),
  );
  return rows.map((row) => {
    const owners = { ...deal, authorId: row.createdBy, assigneeId: row.assigneeId, user: viewer };
    return {
      ...toTask(row),
      canModify: mayModify({ ...owners, change: 'edit' }),
      canComplete: mayModify({ ...owners, change: 'status' }),
    };
  });
}

async function requireUser(tx: Executor, userId: number): Promise<void> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('key share');
  if (!row) throw badRequest(unknownAssigneeMessage, 'assigneeId');
}

/** Tells a newly assigned user, unless they assigned themselves. */
async function notifyAssignee(
  tx: Executor,
  task: { opportunityId: number; title: string },
  assigneeId: number,
  actorId: number,
): Promise<void> {
  if (assigneeId === actorId) return;
  const actor = await authorOf(tx, actorId);
  await notify(tx, [
    {
      userId: assigneeId,
      kind: 'task',
      title: `${actor.fullName || actor.username} assigned you a task`,
      body: task.title,
      link: dealPath(task.opportunityId, 'tasks'),
    },
  ]);
}

export async function createTask(
  db: Database,
  input: { opportunityId: number; actorId: number; task: TaskInput },
): Promise<Task> {
  return db.transaction(async (tx) => {
    // Holds the deal until commit, so it cannot vanish between this check and the insert.
    await requireDeal(tx, input.opportunityId, { lock: true });
    const { title, assigneeId, dueDate } = input.task;
    if (assigneeId != null) await requireUser(tx, assigneeId);
    const [created] = await tx
      .insert(tasks)
      .values({
        opportunityId: input.opportunityId,
        title,
        assigneeId: assigneeId ?? null,
        dueDate: dueDate ?? null,
        createdBy: input.actorId,
      })
      .returning({ id: tasks.id });
    if (assigneeId != null) {
      await notifyAssignee(tx, { opportunityId: input.opportunityId, title }, assigneeId, input.actorId);
    }
    return readTask(tx, created!.id);
  });
}

/**
 * Changes what the body names: `null` clears an assignee or due date; `completed` ticks or unticks.
 * Ticking is the assignee's to do as well; anything else only the task's owners may change. A new
 * assignee is written to the audit log.
 */
export async function updateTask(
  db: Database,
  input: { id: number; actor: Actor; at: Date; changes: TaskUpdate },
): Promise<Task> {
  return db.transaction(async (tx) => {
    const current = await requireMayModify(tx, {
      kind: 'task',
      id: input.id,
      user: input.actor,
      change: taskChangeOf(input.changes),
    });
    const { title, assigneeId, dueDate, completed } = input.changes;
    if (assigneeId != null) await requireUser(tx, assigneeId);
    const [updated] = await tx
      .update(tasks)
      .set({
        ...(title !== undefined && { title }),
        ...(assigneeId !== undefined && { assigneeId }),
        ...(dueDate !== undefined && { dueDate }),
        // Ticking a done task again keeps when it was first done.
        ...(completed === true && {
          completedAt: sql`coalesce(${tasks.completedAt}, ${input.at.toISOString()}::timestamptz)`,
        }),
        ...(completed === false && { completedAt: null }),
      })
      .where(eq(tasks.id, input.id))
      .returning({ title: tasks.title });
    if (assigneeId !== undefined && assigneeId !== current.assigneeId) {
      await tx.insert(auditLog).values({
        userId: input.actor.id,
        action: 'assign',
        entity: 'task',
        entityId: input.id,
        detail: { opportunityId: current.opportunityId, from: current.assigneeId, to: assigneeId },
      });
    }
    if (assigneeId != null && assigneeId !== current.assigneeId) {
      await notifyAssignee(
        tx,
        { opportunityId: current.opportunityId, title: updated!.title },
        assigneeId,
        input.actor.id,
      );
    }
    return readTask(tx, input.id);
  });
}

/** Only the task's owners may delete it; the deletion is written to the audit log. */
export async function deleteTask(db: Database, input: { id: number; actor: Actor }): Promise<void> {
  await db.transaction(async (tx) => {
    await requireMayModify(tx, { kind: 'task', id: input.id, user: input.actor, change: 'delete' });
    const [deleted] = await tx
      .delete(tasks)
      .where(eq(tasks.id, input.id))
      .returning({ opportunityId: tasks.opportunityId, title: tasks.title });
    if (!deleted) throw notFound(taskNotFoundMessage);
    await tx.insert(auditLog).values({
      userId: input.actor.id,
      action: 'delete',
      entity: 'task',
      entityId: input.id,
      detail: deleted,
    });
  });
}
