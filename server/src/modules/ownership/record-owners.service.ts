import { actionPlanMessages } from '@common/action-plans';
import { opportunityNotFoundMessage } from '@common/deal-detail';
import { documentMessages } from '@common/deal-documents';
import { taskNotFoundMessage } from '@common/deal-tasks';
import { type Actor, mayModify, type OwnershipChange, ownershipMessages } from '@common/ownership';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { actionPlans, documents, opportunities, properties, tasks } from '../../db/schema';
import { forbidden, notFound } from '../../errors';

/**
 * The owners of one record and what its write needs to know, its row locked (FOR UPDATE) until the
 * transaction ends, so the owners checked are the owners when the write lands.
 */
const owned = {
  task: (tx: Executor, id: number) =>
    tx
      .select({
        authorId: tasks.createdBy,
        assigneeId: tasks.assigneeId,
        leadId: opportunities.leadUserId,
        assetManagerId: properties.assetManagerId,
        opportunityId: tasks.opportunityId,
      })
      .from(tasks)
      .innerJoin(opportunities, eq(opportunities.id, tasks.opportunityId))
      .innerJoin(properties, eq(properties.id, opportunities.propertyId))
      .where(eq(tasks.id, id))
      .for('update', { of: tasks }),
  document: (tx: Executor, id: number) =>
    tx
      .select({
        authorId: documents.uploadedBy,
        leadId: opportunities.leadUserId,
        assetManagerId: properties.assetManagerId,
      })
      .from(documents)
      .innerJoin(opportunities, eq(opportunities.id, documents.opportunityId))
      .innerJoin(properties, eq(properties.id, opportunities.propertyId))
      .where(eq(documents.id, id))
      .for('update', { of: documents }),
  // A plan is about a tenant, not a deal: no lead; its building (when it names one) gives the asset manager.
  actionPlan: (tx: Executor, id: number) =>
    tx
      .select({
        authorId: actionPlans.createdBy,
        assigneeId: actionPlans.assignedTo,
        assetManagerId: properties.assetManagerId,
        status: actionPlans.status,
      })
      .from(actionPlans)
      .leftJoin(properties, eq(properties.id, actionPlans.propertyId))
      .where(eq(actionPlans.id, id))
      .for('update', { of: actionPlans }),
};

export type OwnedKind = keyof typeof owned;
type Owned<K extends OwnedKind> = Awaited<ReturnType<(typeof owned)[K]>>[number];

const notFoundMessages: Record<OwnedKind, string> = {
  task: taskNotFoundMessage,
  document: documentMessages.notFound,
  actionPlan: actionPlanMessages.notFound,
};

/**
 * Inside the write's transaction, before it: 404 when the record is gone, 403 with the rule's message
 * when the user may not make this change to it (so a refusal writes nothing). Answers the locked row.
 */
export async function requireMayModify<K extends OwnedKind>(
  tx: Executor,
  input: { kind: K; id: number; user: Actor; change: OwnershipChange & keyof (typeof ownershipMessages)[K] },
): Promise<Owned<K>> {
  const [row] = (await owned[input.kind](tx, input.id)) as Owned<K>[];
  if (!row) throw notFound(notFoundMessages[input.kind]);
  if (!mayModify({ ...row, user: input.user, change: input.change })) {
    throw forbidden(ownershipMessages[input.kind][input.change] as string);
  }
  return row;
}

/** The owners every record on a deal shares (its lead and its building's asset manager); 404 without the deal. */
export async function dealOwners(
  db: Executor,
  opportunityId: number,
): Promise<{ leadId: number | null; assetManagerId: number | null }> {
  const [row] = await db
    .select({ leadId: opportunities.leadUserId, assetManagerId: properties.assetManagerId })
    .from(opportunities)
    .innerJoin(properties, eq(properties.id, opportunities.propertyId))
    .where(eq(opportunities.id, opportunityId));
  if (!row) throw notFound(opportunityNotFoundMessage);
  return row;
}
