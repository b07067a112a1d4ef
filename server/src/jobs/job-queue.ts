import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { lockKeys, withSessionLock } from '../db/advisory-locks';
import type { Database, Executor } from '../db/database';

/*
 * The background job queue: pg-boss on the app's own PostgreSQL (embedded or DATABASE_URL), in the
 * schema `pgboss`, which pg-boss creates on its first start. Any number of app instances may run it
 * on one database:
 * - a job is fetched by one worker only (`FOR UPDATE SKIP LOCKED`);
 * - a cron schedule is evaluated by at most one instance per `cronMonitorIntervalSeconds` (a guarded
 *   update of `pgboss.version.cron_on`), and each firing is inserted with the schedule's name as
 *   singleton key and a 60-second singleton slot, so a unique index lets one job per schedule and
 *   clock minute through whichever instances evaluate it: one run per cron tick;
 * - a failed run is retried with exponential backoff (retryDelay × 2^n, jittered) up to its
 *   retryLimit; after that it stays `failed`, listed for admins in Settings until retried.
 */

export const jobSchema = 'pgboss';

export type JobContext = { db: Database; now: Date; log: FastifyBaseLogger };

/** Retries after a failure: `limit` more attempts, the first after about `delaySeconds`, doubling. */
export type RetryPolicy = { limit: number; delaySeconds: number };

/** A job that runs on a cron schedule (UTC), once per tick across all instances. */
export type ScheduledJob = {
  name: string;
  cron: string;
  run: (context: JobContext) => Promise<unknown>;
  retry?: RetryPolicy;
  /** Also run once when the queue starts (once across instances starting within the same minute). */
  runOnStart?: boolean;
};

/** A job run on demand: `sendJob(executor, name, data)` queues one, a worker of any instance runs it. */
export type QueuedJob<T extends object = object> = {
  name: string;
  run: (
    data: T,
    context: JobContext & { clock: () => Date; attempt: number; lastAttempt: boolean },
  ) => Promise<unknown>;
  retry?: RetryPolicy;
  /** 'singleton': never two of this queue's jobs running at once, whichever instance holds them. */
  policy?: 'standard' | 'singleton';
  /** A run still active after this long is failed (its worker died) and retried (default 15 min). */
  expireInSeconds?: number;
};

export const defaultRetry: RetryPolicy = { limit: 3, delaySeconds: 30 };

export type JobQueueOptions = {
  scheduledJobs?: readonly ScheduledJob[];
  queuedJobs?: readonly QueuedJob<never>[];
  /** How often an idle worker asks for work (pg-boss' minimum is 0.5 s); local sends wake it at once. */
  pollingIntervalSeconds?: number;
  /** How often an instance evaluates the cron schedules (1–45 s; pg-boss' default 30 s). */
  cronMonitorIntervalSeconds?: number;
  /** How often the send of a due schedule is picked up (1–45 s; pg-boss' default 5 s). */
  cronWorkerIntervalSeconds?: number;
  /** How long `stop()` waits for running handlers (default 30 s). */
  stopTimeoutMs?: number;
};

export type JobQueue = {
  boss: PgBoss;
  /** Wakes this instance's worker of `name` now, after a send, instead of at its next poll. */
  notify(name: string): void;
  /** Stops fetching and scheduling, and waits for running handlers (up to the stop timeout). */
  stop(): Promise<void>;
};

const queueErrors = new WeakSet<object>();

/**
 * True for a failed database call of the running queue. pg-boss leaves some of its writes un-awaited
 * (completing or failing a job after its handler): one that fails while the database is away must not
 * end the process; the job then expires and is retried.
 */
export function isJobQueueError(reason: unknown): boolean {
  return typeof reason === 'object' && reason !== null && queueErrors.has(reason);
}

/** pg-boss' access to the database: the app's pool, so no second set of connections is opened. */
function poolDb(db: Database): PgBoss.Db {
  return {
    executeSql: (text, values) =>
      db.$client.query(text, values).catch((error: unknown) => {
        if (typeof error === 'object' && error !== null) queueErrors.add(error);
        throw error;
      }),
  };
}

/**
 * pg-boss' access through a drizzle executor (a transaction included): `$n` placeholders become bound
 * parameters, so a job sent with it is committed, or rolled back, with the caller's writes.
 */
export function executorDb(executor: Executor): PgBoss.Db {
  return {
    executeSql: async (text, values = []) => {
      const chunks: SQL[] = [];
      let from = 0;
      for (const match of text.matchAll(/\$(\d+)/g)) {
        chunks.push(sql.raw(text.slice(from, match.index)), sql`${sql.param(values[Number(match[1]) - 1])}`);
        from = match.index + match[0].length;
      }
      chunks.push(sql.raw(text.slice(from)));
      const result = await executor.execute(sql.join(chunks));
      return { rows: result.rows };
    },
  };
}

/** True once pg-boss has created its schema on this database (the first start of a queue). */
export async function isQueueInstalled(executor: Executor): Promise<boolean> {
  const { rows } = await executor.execute<{ installed: boolean }>(
    sql`select to_regclass(${`${jobSchema}.queue`}) is not null as installed`,
  );
  return rows[0]?.installed === true;
}

/**
 * Queues a job through `executor` (inside its transaction when it is one), whether or not this
 * process runs a worker: any instance's worker of `name` picks it up. Null when the queue was never
 * installed on this database (tests that leave it off) or `name` has no queue yet.
 */
export async function sendJob(
  executor: Executor,
  name: string,
  data: object,
  options: PgBoss.SendOptions = {},
): Promise<string | null> {
  if (!(await isQueueInstalled(executor))) return null;
  return bossOn(executor).send(name, data, options);
}

/** pg-boss' API over `executor`, not started: sends, retries and reads, no workers or schedules. */
export function bossOn(executor: Executor): PgBoss {
  return new PgBoss({ db: executorDb(executor), schema: jobSchema });
}

function queueSettings(retry: RetryPolicy, extra: { policy?: PgBoss.QueuePolicy; expireInSeconds?: number }) {
  return {
    policy: extra.policy ?? 'standard',
    retryLimit: retry.limit,
    retryDelay: retry.delaySeconds,
    retryBackoff: true,
    ...(extra.expireInSeconds ? { expireInSeconds: extra.expireInSeconds } : {}),
  } satisfies Omit<PgBoss.Queue, 'name'>;
}

/** Creates the queue, or brings an existing one's retry settings up to date. */
async function ensureQueue(boss: PgBoss, name: string, settings: Omit<PgBoss.Queue, 'name'>) {
  if (await boss.getQueue(name)) await boss.updateQueue(name, { name, ...settings });
  else await boss.createQueue(name, { name, ...settings });
}

/**
 * Starts pg-boss on the app's pool: installs or migrates its schema, creates a queue per job, puts
 * the cron schedules in place (removing schedules no longer listed) and starts a worker per queue.
 */
export async function startJobQueue(
  db: Database,
  log: FastifyBaseLogger,
  clock: () => Date,
  options: JobQueueOptions = {},
): Promise<JobQueue> {
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  const boss = new PgBoss({
    db: poolDb(db),
    schema: jobSchema,
    ...(options.cronMonitorIntervalSeconds
      ? { cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds }
      : {}),
    ...(options.cronWorkerIntervalSeconds
      ? { cronWorkerIntervalSeconds: options.cronWorkerIntervalSeconds }
      : {}),
    // Completed runs stay listed for a day, failed ones for two weeks (retryable meanwhile).
    archiveCompletedAfterSeconds: 24 * 60 * 60,
    archiveFailedAfterSeconds: 14 * 24 * 60 * 60,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  const scheduled = options.scheduledJobs ?? [];
  const queued = (options.queuedJobs ?? []) as readonly QueuedJob[];
  // Creating a queue inserts its row, then adds a foreign key to the queue table and attaches a
  // partition to pg-boss' job table: two creations at once each hold the row insert's lock the other's
  // foreign key waits for, a deadlock. pg-boss' own start creates its cron queue that way too, so one
  // instance at a time starts and creates every queue of ours.
  await withSessionLock(db, lockKeys.queueSetup, async () => {
    await boss.start();
    try {
      for (const job of queued) {
        await ensureQueue(
          boss,
          job.name,
          queueSettings(job.retry ?? defaultRetry, {
            policy: job.policy,
            expireInSeconds: job.expireInSeconds,
          }),
        );
      }
      for (const job of scheduled) {
        await ensureQueue(boss, job.name, queueSettings(job.retry ?? defaultRetry, { policy: 'standard' }));
      }
    } catch (error) {
      await boss.stop({ graceful: false, close: false }).catch(() => undefined);
      throw error;
    }
  });

  const workers = new Map<string, string>();
  try {
    for (const job of queued) {
      const id = await boss.work<object>(
        job.name,
        { pollingIntervalSeconds, includeMetadata: true },
        async ([entry]) => {
          if (!entry) return null;
          const jobLog = log.child({ job: job.name, jobId: entry.id });
          try {
            return await job.run(entry.data, {
              db,
              now: clock(),
              clock,
              log: jobLog,
              attempt: entry.retryCount + 1,
              lastAttempt: entry.retryCount >= entry.retryLimit,
            });
          } catch (error) {
            jobLog.warn({ err: error, attempt: entry.retryCount + 1 }, `job ${job.name} failed`);
            throw error;
          }
        },
      );
      workers.set(job.name, id);
    }

    const names = new Set(scheduled.map((job) => job.name));
    for (const { name } of await boss.getSchedules()) {
      if (!names.has(name)) await boss.unschedule(name);
    }
    for (const job of scheduled) {
      await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
      const id = await boss.work(
        job.name,
        { pollingIntervalSeconds, includeMetadata: true },
        async ([entry]) => {
          if (!entry) return null;
          const jobLog = log.child({ job: job.name, jobId: entry.id });
          try {
            const output = await job.run({ db, now: clock(), log: jobLog });
            return output ?? null;
          } catch (error) {
            jobLog.warn({ err: error, attempt: entry.retryCount + 1 }, `scheduled job ${job.name} failed`);
            throw error;
          }
        },
      );
      workers.set(job.name, id);
      if (job.runOnStart) await boss.send(job.name, {}, { singletonKey: 'on-start', singletonSeconds: 60 });
    }
  } catch (error) {
    await boss.stop({ graceful: false, close: false }).catch(() => undefined);
    throw error;
  }

  return {
    boss,
    notify(name) {
      const id = workers.get(name);
      if (id) boss.notifyWorker(id);
    },
    stop: () =>
      boss.stop({ graceful: true, wait: true, close: false, timeout: options.stopTimeoutMs ?? 30_000 }),
  };
}
