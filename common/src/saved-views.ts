import { z } from 'zod';
import { dealViewQuerySchema } from './deal-filters';

/*
 * Contracts of /api/deal-views: named pipeline views (filters and sort), personal or shared with the
 * team, and the one a person's pipeline opens with.
 */

export const maxViewNameLength = 80;
export const maxViewQueryLength = 2000;

const viewNameSchema = z
  .string('Name is required')
  .trim()
  .min(1, 'Name is required')
  .max(maxViewNameLength, `Name must be at most ${maxViewNameLength} characters`);

/**
 * The pipeline's URL query without '?' (`stage=loi&sort=ner&dir=desc`): only the pipeline's filters
 * and sort, each once, each a value the pipeline accepts. A leading '?' is dropped.
 */
export const viewQuerySchema = z
  .string('Query is required')
  .max(maxViewQueryLength, `Query must be at most ${maxViewQueryLength} characters`)
  .transform((text) => text.replace(/^\?/, ''))
  .superRefine((text, context) => {
    const params = new URLSearchParams(text);
    const known = Object.keys(dealViewQuerySchema.shape);
    const seen = new Set<string>();
    for (const name of params.keys()) {
      if (!known.includes(name)) {
        context.addIssue({ code: 'custom', message: `Unknown pipeline parameter "${name}"` });
        return;
      }
      if (seen.has(name)) {
        context.addIssue({ code: 'custom', message: `"${name}" is given more than once` });
        return;
      }
      seen.add(name);
    }
    const parsed = dealViewQuerySchema.safeParse(Object.fromEntries(params));
    for (const issue of parsed.error?.issues ?? []) {
      context.addIssue({ code: 'custom', message: `${issue.path.join('.')}: ${issue.message}` });
    }
  });

/** POST /api/deal-views: save the pipeline's filters and sort under a name. */
export const createViewSchema = z.object({
  name: viewNameSchema,
  query: viewQuerySchema,
  shared: z.boolean('Shared must be true or false').default(false),
  /** Also make it the view my pipeline opens with. */
  makeDefault: z.boolean('Make default must be true or false').default(false),
});
export type CreateViewInput = z.input<typeof createViewSchema>;

/** PATCH /api/deal-views/:id: rename, share or unshare. */
export const updateViewSchema = z
  .object({ name: viewNameSchema, shared: z.boolean('Shared must be true or false') })
  .partial()
  .refine((value) => Object.keys(value).length > 0, 'Nothing to update');
export type UpdateViewInput = z.input<typeof updateViewSchema>;

/** PUT /api/deal-views/default: the view my pipeline opens with (one I can see), or none. */
export const defaultViewSchema = z.object({
  viewId: z.number('View is required').int().positive('View is required').nullable(),
});
export type DefaultViewInput = z.infer<typeof defaultViewSchema>;

export const savedViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  query: z.string(),
  shared: z.boolean(),
  owner: z.object({ id: z.number().int(), fullName: z.string() }),
  /** The signed-in user's own view. */
  mine: z.boolean(),
  /** May rename, share, unshare and delete it: its owner, or an admin when it is shared. */
  canEdit: z.boolean(),
  /** The view the signed-in user's pipeline opens with. */
  isDefault: z.boolean(),
});
export type SavedView = z.infer<typeof savedViewSchema>;

/** GET /api/deal-views: mine, then those others share, each by name. */
export const savedViewListSchema = z.array(savedViewSchema);

export const viewNotFoundMessage = 'View not found';
export const viewNotYoursMessage =
  'Only the person who saved this view, or an admin when it is shared, can change it';
export const viewNameTakenMessage = (name: string) => `You already have a view named "${name}"`;
