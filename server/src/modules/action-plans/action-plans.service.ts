import {
  type ActionPlanListItem,
  type ActionPlanRecord,
  type ActionPlanStatusUpdate,
  type ActionPlanValues,
  type ActionType,
  actionPlanMessages,
  actionTypeLabels,
} from '@common/action-plans';
import { type Actor, mayModify } from '@common/ownership';
import { todayIn } from '@common/time-zone';
import { formatMediumDay } from '@common/words';
import { and, asc, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { actionPlans, auditLog, notifications, properties, tenants, users } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../errors';
import { requireMayModify } from '../ownership/record-owners.service';
import { organisationTimeZone } from '../settings/time-zone.service';

const planColumns = {
  id: actionPlans.id,
  tenantId: actionPlans.tenantId,
  propertyId: actionPlans.propertyId,
  actionType: actionPlans.actionType,
  description: actionPlans.description,
  assigneeId: users.id,
  assigneeName: users.fullName,
  dueDate: actionPlans.dueDate,
  followupDate: actionPlans.followupDate,
  status: actionPlans.status,
  createdAt: actionPlans.createdAt,
  createdBy: actionPlans.createdBy,
  assetManagerId: properties.assetManagerId,
};

function selectPlans(db: Executor, where: SQL) {
  return db
    .select(planColumns)
    .from(actionPlans)
    .innerJoin(users, eq(users.id, actionPlans.assignedTo))
    .leftJoin(properties, eq(properties.id, actionPlans.propertyId))
    .where(where);
}
type PlanRow = Awaited<ReturnType<typeof selectPlans>>[number];

const toRecord = ({
  assigneeId,
  assigneeName,
  createdAt,
  createdBy: _author,
  assetManagerId: _assetManager,
  ...row
}: PlanRow): ActionPlanRecord => ({
  ...row,
  assignedTo: { id: assigneeId, fullName: assigneeName },
  createdAt: createdAt.toISOString(),
});

async function readPlan(db: Executor, id: number): Promise<ActionPlanRecord> {
  const [row] = await selectPlans(db, eq(actionPlans.id, id));
  if (!row) throw notFound(actionPlanMessages.notFound);
  return toRecord(row);
}

/** 404 unless the tenant exists; inside a transaction it cannot be deleted until commit. */
async function requireTenant(db: Executor, tenantId: number): Promise<{ name: string }> {
  const [row] = await db
    .select({ name: tenants.name })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .for('key share');
  if (!row) throw notFound(actionPlanMessages.tenantUnknown);
  return row;
}

/**
 * 409 when the tenant already has an open plan of that type (other than `exceptId`), naming it. The
 * tenant's row is locked first, so two writers for the same tenant take turns and cannot both pass.
 */
async function refuseSecondOpenPlan(
  tx: Executor,
  plan: { tenantId: number; actionType: ActionType; exceptId?: number },
): Promise<void> {
  const [tenant] = await tx
    .select({ name: tenants.name })
    .from(tenants)
    .where(eq(tenants.id, plan.tenantId))
    .for('no key update');
  if (!tenant) throw notFound(actionPlanMessages.tenantUnknown);
  const [open] = await tx
    .select({ createdAt: actionPlans.createdAt })
    .from(actionPlans)
    .where(
      and(
        eq(actionPlans.tenantId, plan.tenantId),
        eq(actionPlans.actionType, plan.actionType),
        eq(actionPlans.status, 'open'),
        plan.exceptId === undefined ? undefined : ne(actionPlans.id, plan.exceptId),
      ),
    )
    .orderBy(asc(actionPlans.createdAt), asc(actionPlans.id))
    .limit(1);
  if (open) {
    throw new AppError(
      409,
      actionPlanMessages.alreadyOpen(
        actionTypeLabels[plan.actionType],
        tenant.name,
        formatMediumDay(todayIn(await organisationTimeZone(tx), open.createdAt)),
      ),
    );
  }
}

/** 400 on `field` when the query finds nothing: a body that names a record which does not exist. */
async function requireRow(rows: Promise<unknown[]>, field: string, message: string): Promise<void> {
  if ((await rows).length === 0) throw badRequest(message, field);
}

/**
 * Files a plan for a tenant and tells its assignee, in one transaction: the plan, its audit row and
 * its notification exist together or not at all. Assigning oneself notifies no one. A second open
 * plan of the same type for the tenant is refused (409).
 */
export async function createActionPlan(
  db: Database,
  input: { actorId: number; plan: ActionPlanValues },
): Promise<ActionPlanRecord> {
  const { plan } = input;
  return db.transaction(async (tx) => {
    const tenant = await requireTenant(tx, plan.tenantId);
    await requireRow(
      tx.select({ id: users.id }).from(users).where(eq(users.id, plan.assignedTo)).for('key share'),
      'assignedTo',
      actionPlanMessages.assigneeUnknown,
    );
    if (plan.propertyId != null) {
      await requireRow(
        tx
          .select({ id: properties.id })
          .from(properties)
          .where(eq(properties.id, plan.propertyId))
          .for('key share'),
        'propertyId',
        'No such property',
      );
    }
    await refuseSecondOpenPlan(tx, plan);
    const [created] = await tx
      .insert(actionPlans)
      .values({
        tenantId: plan.tenantId,
        propertyId: plan.propertyId ?? null,
        actionType: plan.actionType,
        description: plan.description,
        assignedTo: plan.assignedTo,
        dueDate: plan.dueDate,
        followupDate: plan.followupDate ?? null,
        createdBy: input.actorId,
      })
      .returning({ id: actionPlans.id });
    await tx.insert(auditLog).values({
      userId: input.actorId,
      action: 'create',
      entity: 'action_plan',
      entityId: created!.id,
      detail: { tenantId: plan.tenantId, assignedTo: plan.assignedTo },
    });
    if (plan.assignedTo !== input.actorId) {
      await tx.insert(notifications).values({
        userId: plan.assignedTo,
        kind: 'action_plan',
        title: `New action plan: ${actionTypeLabels[plan.actionType]} — ${tenant.name}`,
        body: `Due ${formatMediumDay(plan.dueDate)}. ${Array.from(plan.description).slice(0, 140).join('')}`,
        link: `/tenants/${plan.tenantId}`,
      });
    }
    return readPlan(tx, created!.id);
  });
}

/**
 * The tenant's plans, newest first, each saying whether `viewer` may change its status; 404 when the
 * tenant does not exist.
 */
export async function listActionPlans(
  db: Database,
  tenantId: number,
  viewer: Actor,
): Promise<ActionPlanListItem[]> {
  await requireTenant(db, tenantId);
  const rows = await selectPlans(db, eq(actionPlans.tenantId, tenantId)).orderBy(
    desc(actionPlans.createdAt),
    desc(actionPlans.id),
  );
  return rows.map((row) => ({
    ...toRecord(row),
    canModify: mayModify({
      authorId: row.createdBy,
      assigneeId: row.assigneeId,
      assetManagerId: row.assetManagerId,
      user: viewer,
      change: 'status',
    }),
  }));
}

/**
 * Only the plan's author, its assignee, its building's asset manager or an admin may set its status;
 * the change is written to the audit log with it. Reopening a plan while another open one of its type
 * exists for the tenant is refused (409).
 */
export async function updateActionPlanStatus(
  db: Database,
  input: { id: number; actor: Actor; changes: ActionPlanStatusUpdate },
): Promise<ActionPlanRecord> {
  const { status } = input.changes;
  return db.transaction(async (tx) => {
    const current = await requireMayModify(tx, {
      kind: 'actionPlan',
      id: input.id,
      user: input.actor,
      change: 'status',
    });
    if (status === 'open' && current.status !== 'open') {
      const [plan] = await tx
        .select({ tenantId: actionPlans.tenantId, actionType: actionPlans.actionType })
        .from(actionPlans)
        .where(eq(actionPlans.id, input.id));
      if (plan) await refuseSecondOpenPlan(tx, { ...plan, exceptId: input.id });
    }
    await tx.update(actionPlans).set({ status }).where(eq(actionPlans.id, input.id));
    await tx.insert(auditLog).values({
      userId: input.actor.id,
      action: 'status',
      entity: 'action_plan',
      entityId: input.id,
      detail: { from: current.status, to: status },
    });
    return readPlan(tx, input.id);
  });
}
