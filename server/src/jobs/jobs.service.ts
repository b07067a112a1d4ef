import {
  type BackgroundJob,
  type BackgroundJobListQuery,
  type BackgroundJobState,
  failedJobNotFoundMessage,
} from '@common/jobs';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { notFound } from '../errors';
import { bossOn, isQueueInstalled, jobSchema } from './job-queue';

type JobRow = {
  id: string;
  name: string;
  state: BackgroundJobState;
  retry_count: number;
  retry_limit: number;
  last_error: string | null;
  created_on: string;
  started_on: string | null;
  completed_on: string | null;
  start_after: string;
};

/** Instants are read as JSON text (ISO 8601 with offset), the raw driver answer being a string. */
const isoInstant = (text: string) => new Date(text).toISOString();

const toBackgroundJob = (row: JobRow): BackgroundJob => ({
  id: row.id,
  name: row.name,
  state: row.state,
  retryCount: row.retry_count,
  retryLimit: row.retry_limit,
  lastError: row.last_error,
  createdAt: isoInstant(row.created_on),
  startedAt: row.started_on === null ? null : isoInstant(row.started_on),
  completedAt: row.completed_on === null ? null : isoInstant(row.completed_on),
  startAfter: isoInstant(row.start_after),
});

/**
 * The message of a job's last failure: pg-boss keeps a thrown error as `{ message, … }`, and its own
 * failures (timeout, shutdown) as `{ value: … }`. A completed job's output is its result, not an error.
 */
const lastError = sql.raw(`case when state = 'completed' then null
  else coalesce(output ->> 'message', output -> 'value' ->> 'message', output ->> 'value') end`);

const jobColumns = sql`id::text as id, name, state::text as state, retry_count, retry_limit,
  ${lastError} as last_error, to_json(created_on) #>> '{}' as created_on,
  to_json(started_on) #>> '{}' as started_on, to_json(completed_on) #>> '{}' as completed_on,
  to_json(start_after) #>> '{}' as start_after`;

/** Jobs of the app's queues (pg-boss' own are left out) in one state or all, newest first. */
export async function listBackgroundJobs(
  db: Database,
  query: BackgroundJobListQuery,
): Promise<BackgroundJob[]> {
  if (!(await isQueueInstalled(db))) return [];
  const { rows } = await db.execute<JobRow>(sql`
    select ${jobColumns} from ${sql.raw(jobSchema)}.job job
    where name not like '\\_\\_pgboss\\_\\_%'
      ${query.state === 'all' ? sql`` : sql`and state = ${query.state}::${sql.raw(jobSchema)}.job_state`}
    order by coalesce(job.completed_on, job.started_on, job.created_on) desc, job.id
    limit ${query.limit}`);
  return rows.map(toBackgroundJob);
}

/** Queues a failed job again (one more attempt than before); 404 unless there is such a failed job. */
export async function retryFailedJob(db: Database, id: string): Promise<BackgroundJob> {
  const find = async () => {
    const { rows } = await db.execute<JobRow>(
      sql`select ${jobColumns} from ${sql.raw(jobSchema)}.job where id = ${id}::uuid`,
    );
    return rows[0];
  };
  const job = (await isQueueInstalled(db)) ? await find() : undefined;
  if (job?.state !== 'failed') throw notFound(failedJobNotFoundMessage);
  const { affected } = (await bossOn(db).retry(job.name, id)) as unknown as { affected: number };
  const retried = await find();
  if (affected === 0 || !retried) throw notFound(failedJobNotFoundMessage);
  return toBackgroundJob(retried);
}
