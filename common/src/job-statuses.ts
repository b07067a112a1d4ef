/** Background job lifecycle: queued → running → done | failed (a failed job may be queued again). */
export const jobStatuses = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof jobStatuses)[number];
