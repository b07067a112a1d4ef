import { z } from 'zod';
import { actionPlanStatuses } from './action-plan-statuses';

/** Action plan types and their labels. */
export const actionTypes = ['contact', 'visit', 'maintenance', 'concession', 'renewal'] as const;
export type ActionType = (typeof actionTypes)[number];

export const actionTypeLabels: Record<ActionType, string> = {
  contact: 'Contact Tenant',
  visit: 'Schedule Visit',
  maintenance: 'Arrange Maintenance',
  concession: 'Offer Concession',
  renewal: 'Renewal Strategy',
};

/* Contracts of /api/action-plans: the Create Tenant Action Plan dialog, its defaults and its validation. */

/** The action type the dialog starts with. */
export const defaultActionType: ActionType = 'contact';
/** The due date picker starts 7 days from now, the follow-up picker 14. */
export const actionPlanDueInDays = 7;
export const actionPlanFollowupInDays = 14;

/** Why a plan is refused: no assignee, no due date, no description, or a follow-up before the due date. */
export const actionPlanMessages = {
  assigneeRequired: 'Please select an assignee for this action plan',
  dueDateRequired: 'Please select a due date for this action plan',
  descriptionRequired: 'Description is required',
  descriptionTooLong: 'Description must be at most 2000 characters',
  followupBeforeDue: 'Follow-up date cannot be before the due date',
  assigneeUnknown: 'The selected assignee does not exist',
  tenantUnknown: 'Tenant not found',
  notFound: 'Action plan not found',
  /** A tenant has at most one open plan of each type; the refusal names the one that exists. */
  alreadyOpen: (typeLabel: string, tenantName: string, createdOn: string) =>
    `An open "${typeLabel}" plan already exists for ${tenantName}, created ${createdOn}`,
} as const;

/** `days` calendar days after `from` (local time, as the date pickers show it). */
export function daysFrom(from: Date, days: number): Date {
  const date = new Date(from);
  date.setDate(date.getDate() + days);
  return date;
}

/** The pickers' starting values. */
export function defaultActionPlanDates(now: Date = new Date()): { dueDate: Date; followupDate: Date } {
  return {
    dueDate: daysFrom(now, actionPlanDueInDays),
    followupDate: daysFrom(now, actionPlanFollowupInDays),
  };
}

const positiveId = z.number().int().positive().max(2_147_483_647);
const isoDate = z.iso.date();

/** The body of POST /api/action-plans, without the cross-field rule (use for `.pick()`/`.extend()`). */
export const actionPlanFieldsSchema = z.object({
  tenantId: positiveId,
  propertyId: positiveId.nullable().optional(),
  actionType: z.enum(actionTypes).default(defaultActionType),
  description: z
    .string({ error: actionPlanMessages.descriptionRequired })
    .trim()
    .min(1, actionPlanMessages.descriptionRequired)
    .max(2000, actionPlanMessages.descriptionTooLong),
  assignedTo: z
    .number({ error: actionPlanMessages.assigneeRequired })
    .int(actionPlanMessages.assigneeRequired)
    .positive(actionPlanMessages.assigneeRequired)
    .max(2_147_483_647, actionPlanMessages.assigneeRequired),
  /** yyyy-mm-dd */
  dueDate: z.iso.date({ error: actionPlanMessages.dueDateRequired }),
  /** yyyy-mm-dd; optional, never before the due date. */
  followupDate: isoDate.nullable().optional(),
});

/** Assignee and due date required, description required, follow-up optional and not before the due date. */
export const actionPlanInputSchema = actionPlanFieldsSchema.superRefine((plan, ctx) => {
  // ISO dates compare correctly as strings.
  if (plan.followupDate && plan.dueDate && plan.followupDate < plan.dueDate) {
    ctx.addIssue({
      code: 'custom',
      message: actionPlanMessages.followupBeforeDue,
      path: ['followupDate'],
    });
  }
});
export type ActionPlanInput = z.input<typeof actionPlanInputSchema>;
export type ActionPlanValues = z.output<typeof actionPlanInputSchema>;

/** A user a plan may be assigned to. */
export const assigneeSchema = z.object({ id: positiveId, fullName: z.string() });
export type Assignee = z.infer<typeof assigneeSchema>;

/** What POST, GET and PATCH /api/action-plans answer. */
export const actionPlanRecordSchema = z.object({
  id: positiveId,
  tenantId: positiveId,
  propertyId: positiveId.nullable(),
  actionType: z.enum(actionTypes),
  description: z.string(),
  assignedTo: assigneeSchema,
  dueDate: isoDate,
  followupDate: isoDate.nullable(),
  status: z.enum(actionPlanStatuses),
  /** ISO timestamp */
  createdAt: z.string(),
});
export type ActionPlanRecord = z.infer<typeof actionPlanRecordSchema>;

/** What GET /api/action-plans lists: each plan with whether the signed-in user may change its status. */
export const actionPlanListItemSchema = actionPlanRecordSchema.extend({ canModify: z.boolean() });
export type ActionPlanListItem = z.infer<typeof actionPlanListItemSchema>;

/** GET /api/action-plans?tenantId= */
export const actionPlanListQuerySchema = z.object({
  tenantId: z.coerce.number({ error: 'must be a positive whole number' }).pipe(positiveId),
});

/** PATCH /api/action-plans/:id */
export const actionPlanStatusUpdateSchema = z.object({ status: z.enum(actionPlanStatuses) });
export type ActionPlanStatusUpdate = z.infer<typeof actionPlanStatusUpdateSchema>;
