import { z } from 'zod';
import { personSchema } from './deal-detail';
import { dealDaySchema, maxTextLength } from './deal-edits';

/*
 * A deal's tasks (/api/opportunities/:id/tasks): a title, an optional assignee and due date.
 */

export const taskInputSchema = z.object({
  title: z
    .string('Task is required')
    .trim()
    .min(1, 'Task is required')
    .max(maxTextLength.task, `Task must be at most ${maxTextLength.task} characters`),
  assigneeId: z.number().int().positive().nullish(),
  dueDate: dealDaySchema.nullish(),
});
export const taskUpdateSchema = taskInputSchema
  .extend({ completed: z.boolean() })
  .partial()
  .refine((value) => Object.keys(value).length > 0, 'Nothing to update');

export const taskSchema = z.object({
  id: z.number().int(),
  opportunityId: z.number().int(),
  title: z.string(),
  assignee: personSchema.nullable(),
  dueDate: z.string().nullable(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Task = z.infer<typeof taskSchema>;
export const taskNotFoundMessage = 'Task not found';

/** What GET /api/opportunities/:id/tasks lists: each task with what the signed-in user may do to it. */
export const taskListItemSchema = taskSchema.extend({
  /** May change its title, due date or assignee, and delete it. */
  canModify: z.boolean(),
  /** May tick it done or open it again. */
  canComplete: z.boolean(),
});
export type TaskListItem = z.infer<typeof taskListItemSchema>;
