import { jobStatuses } from '@common/job-statuses';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { isNonNegative, isNotBlank, isOneOf } from './checks';
import { createdAt, id, instant } from './columns';
import { users } from './users';

/** Records of background runs the API shows (the AI analysis): the work itself is queued in pg-boss. */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    kind: text('kind').notNull(),
    status: text('status', { enum: jobStatuses }).notNull().default('queued'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    result: jsonb('result').$type<unknown>(),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    runAfter: instant('run_after').notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    startedAt: instant('started_at'),
    finishedAt: instant('finished_at'),
  },
  (t) => [
    index('jobs_status_run_after_idx').on(t.status, t.runAfter),
    index('jobs_created_by_idx').on(t.createdBy),
    check('jobs_kind_check', isNotBlank(t.kind)),
    check('jobs_status_check', isOneOf(t.status, jobStatuses)),
    check('jobs_attempts_check', isNonNegative(t.attempts)),
  ],
);

export type Job = typeof jobs.$inferSelect;
export type NewJob = typeof jobs.$inferInsert;
