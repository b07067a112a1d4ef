import type { Role } from './roles';

/*
 * Who may change or delete a record someone wrote (documents, tasks, action plans; comments and deal
 * updates have no change or delete yet and follow the same rule when they do): its author, the deal's
 * lead, the building's asset manager, or an admin. A record's assignee may move its status (tick a task
 * done or open again, set an action plan's status) and nothing else. Creating records is not covered
 * here: the roles that may create are the route's role guard.
 */

/** What a write does to an existing record: its content, its removal, or only its status. */
export type OwnershipChange = 'edit' | 'delete' | 'status';

/** The people a record belongs to; a missing or null id belongs to no one. */
export type RecordOwners = {
  /** Who wrote or filed it: documents.uploaded_by, tasks.created_by, action_plans.created_by, … */
  authorId: number | null;
  /** The deal's lead (opportunities.lead_user_id), for records on a deal. */
  leadId?: number | null | undefined;
  /** The asset manager of the building the record is about (properties.asset_manager_id). */
  assetManagerId?: number | null | undefined;
  /** Who it is assigned to (tasks, action plans). */
  assigneeId?: number | null | undefined;
};

/** The signed-in user asking. */
export type Actor = { id: number; role: Role };

export type ModifyRequest = RecordOwners & { user: Actor; change: OwnershipChange };

export function mayModify({
  user,
  change,
  authorId,
  leadId,
  assetManagerId,
  assigneeId,
}: ModifyRequest): boolean {
  if (user.role === 'admin') return true;
  if (user.id === authorId || user.id === leadId || user.id === assetManagerId) return true;
  return change === 'status' && user.id === assigneeId;
}

const owners = "the deal's lead, the building's asset manager or an admin";

/** The 403 messages, also shown as the reason a control is disabled. */
export const ownershipMessages = {
  task: {
    edit: `Only the author, ${owners} can change this task`,
    delete: `Only the author, ${owners} can delete this task`,
    status: `Only the author, the assignee, ${owners} can complete or reopen this task`,
  },
  document: {
    delete: `Only the uploader, ${owners} can delete this document`,
  },
  actionPlan: {
    status:
      "Only the author, the assignee, the building's asset manager or an admin can change this action plan's status",
  },
} as const;

/**
 * A task update that only ticks or unticks the task is a status change (its assignee may make it);
 * one that names the title, due date or assignee is an edit.
 */
export function taskChangeOf(update: {
  title?: unknown;
  assigneeId?: unknown;
  dueDate?: unknown;
  completed?: unknown;
}): 'edit' | 'status' {
  const edits = Object.entries(update).some(([key, value]) => key !== 'completed' && value !== undefined);
  return edits ? 'edit' : 'status';
}
