import { z } from 'zod';

/** States of a background job (pg-boss): waiting (created, or retry after a failure), active, and over. */
export const backgroundJobStates = [
  'created',
  'retry',
  'active',
  'completed',
  'cancelled',
  'failed',
] as const;
export type BackgroundJobState = (typeof backgroundJobStates)[number];

/** GET /api/admin/jobs — failed jobs unless another state (or all) is asked for; newest first. */
export const backgroundJobListQuerySchema = z.object({
  state: z.enum([...backgroundJobStates, 'all']).default('failed'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type BackgroundJobListQuery = z.infer<typeof backgroundJobListQuerySchema>;

export const backgroundJobSchema = z.object({
  id: z.string(),
  /** The queue, e.g. `ai-analysis` or a scheduled job's name. */
  name: z.string(),
  state: z.enum(backgroundJobStates),
  /** Retries made so far, and allowed in all. */
  retryCount: z.number().int(),
  retryLimit: z.number().int(),
  /** The message of the last failure, if any. */
  lastError: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** When a waiting job may start (a retry's backoff). */
  startAfter: z.string(),
});
export type BackgroundJob = z.infer<typeof backgroundJobSchema>;

export const backgroundJobListResponseSchema = z.object({ items: z.array(backgroundJobSchema) });
export type BackgroundJobListResponse = z.infer<typeof backgroundJobListResponseSchema>;

export const backgroundJobIdParamsSchema = z.object({ id: z.uuid() });

export const failedJobNotFoundMessage = 'No failed job with that id';
