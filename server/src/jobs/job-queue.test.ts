import type { BackgroundJob, BackgroundJobListResponse } from '@common/jobs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { lockKeys } from '../db/advisory-locks';
import { connect } from '../db/connection';
import { createTestApp, signIn, type TestApp } from '../test/app';
import { createTestDatabase, type TestDatabase } from '../test/database';
import {
  isJobQueueError,
  isQueueInstalled,
  jobSchema,
  type QueuedJob,
  type ScheduledJob,
  sendJob,
  startJobQueue,
} from './job-queue';

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 8000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('queued jobs, retries and the admin list', () => {
  let app: TestApp;
  let admin: Record<string, string>;
  /** Fails its first attempt, then succeeds; retried after about a second, doubling. */
  const flakyCalls: { attempt: number; lastAttempt: boolean; at: number }[] = [];
  const flaky: QueuedJob<{ label: string }> = {
    name: 'test-flaky',
    retry: { limit: 2, delaySeconds: 1 },
    run: async (_data, { attempt, lastAttempt }) => {
      flakyCalls.push({ attempt, lastAttempt, at: Date.now() });
      if (flakyCalls.length === 1) throw new Error('the vendor timed out');
      return { ok: true };
    },
  };
  /** No retries: fails once and stays failed until an admin retries it, which then succeeds. */
  let fragileCalls = 0;
  const fragile: QueuedJob = {
    name: 'test-fragile',
    retry: { limit: 0, delaySeconds: 1 },
    run: async () => {
      fragileCalls += 1;
      if (fragileCalls === 1) throw new Error('mail server refused the message');
      return { sent: 1 };
    },
  };

  beforeAll(async () => {
    app = await createTestApp({
      jobs: { scheduledJobs: [], queuedJobs: [flaky, fragile], pollingIntervalSeconds: 0.5 },
    });
    admin = await signIn(app);
  });
  afterAll(() => app.close());

  const stateOf = async (id: string) => {
    const { rows } = await app.database.db.execute<{ state: string; retry_count: number }>(
      sql`select state::text, retry_count from ${sql.raw(jobSchema)}.job where id = ${id}::uuid`,
    );
    return rows[0];
  };
  const list = async (query = '') =>
    (
      await app.inject({ method: 'GET', url: `/api/admin/jobs${query}`, cookies: admin })
    ).json() as BackgroundJobListResponse;

  it('retries a failed run with backoff and completes it on the second attempt', async () => {
    const id = await sendJob(app.database.db, flaky.name, { label: 'x' });
    expect(id).toEqual(expect.any(String));
    const done = await until(
      () => stateOf(id as string),
      (row) => row?.state === 'completed',
    );
    expect(done).toEqual({ state: 'completed', retry_count: 1 });
    expect(flakyCalls.map(({ attempt, lastAttempt }) => ({ attempt, lastAttempt }))).toEqual([
      { attempt: 1, lastAttempt: false },
      { attempt: 2, lastAttempt: false },
    ]);
    // The first retry waits retryDelay × 2^1 / 2 = 1 s, plus up to as much again (jitter).
    const gap = (flakyCalls[1]?.at ?? 0) - (flakyCalls[0]?.at ?? 0);
    expect(gap).toBeGreaterThanOrEqual(900);
  });

  it('sends inside a transaction: a rolled-back send leaves no job', async () => {
    await expect(
      app.database.db.transaction(async (tx) => {
        await sendJob(tx, fragile.name, { n: 1 });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const { rows } = await app.database.db.execute(
      sql`select 1 from ${sql.raw(jobSchema)}.job where name = ${fragile.name}`,
    );
    expect(rows).toHaveLength(0);
  });

  it('lists a job that failed for good for admins, and runs it again when retried', async () => {
    const id = (await sendJob(app.database.db, fragile.name, {})) as string;
    await until(
      () => stateOf(id),
      (row) => row?.state === 'failed',
    );
    const raw = await app.inject({ method: 'GET', url: '/api/admin/jobs', cookies: admin });
    expect(raw.statusCode, raw.body).toBe(200);
    const failed = (await list()).items;
    expect(failed).toEqual([
      expect.objectContaining({
        id,
        name: fragile.name,
        state: 'failed',
        retryCount: 0,
        retryLimit: 0,
        lastError: 'mail server refused the message',
        startedAt: expect.any(String),
        completedAt: expect.any(String),
      }),
    ]);

    const retried = await app.inject({ method: 'POST', url: `/api/admin/jobs/${id}/retry`, cookies: admin });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ id, state: 'retry', retryLimit: 1 });
    await until(
      () => stateOf(id),
      (row) => row?.state === 'completed',
    );
    expect(fragileCalls).toBe(2);
    expect((await list()).items).toEqual([]);
    const completed = (await list('?state=completed')).items.map((job: BackgroundJob) => job.id);
    expect(completed).toContain(id);
    expect((await list('?state=all&limit=1')).items).toHaveLength(1);
  });

  it('marks failed database calls of the running queue, which the process survives when left unawaited', async () => {
    const queue = await startJobQueue(app.database.db, app.log, () => new Date(), {});
    try {
      const failure = await queue.boss
        .getDb()
        .executeSql('select * from no_such_table', [])
        .catch((error: unknown) => error);
      expect(isJobQueueError(failure)).toBe(true);
      expect(isJobQueueError(new Error('anything else'))).toBe(false);
    } finally {
      await queue.stop();
    }
  });

  it('answers 401 signed out, 403 for every role but admin, 400 on bad input and 404 for no failed job', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/jobs'],
      ['POST', '/api/admin/jobs/7a0f9c5e-3f5e-4d7b-9d51-2f2d0c1e9a11/retry'],
    ] as const) {
      const signedOut = await app.inject({ method, url });
      expect(signedOut.statusCode, `${method} ${url}`).toBe(401);
      for (const username of ['amorgan', 'jrivera', 'scho']) {
        const cookies = await signIn(app, username, 'leaselens123');
        const response = await app.inject({ method, url, cookies });
        expect(response.statusCode, `${username} ${method} ${url}`).toBe(403);
        expect(response.json()).toHaveProperty('message');
      }
    }
    for (const response of [
      await app.inject({ method: 'GET', url: '/api/admin/jobs?state=stuck', cookies: admin }),
      await app.inject({ method: 'GET', url: '/api/admin/jobs?limit=0', cookies: admin }),
      await app.inject({ method: 'POST', url: '/api/admin/jobs/not-a-uuid/retry', cookies: admin }),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('message');
    }
    const completedId = (await list('?state=completed')).items[0]?.id as string;
    for (const id of ['7a0f9c5e-3f5e-4d7b-9d51-2f2d0c1e9a11', completedId]) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/admin/jobs/${id}/retry`,
        cookies: admin,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'No failed job with that id', code: 'not_found' });
    }
  });
});

describe('the admin list without a queue', () => {
  it('is empty, and a retry is 404, where the queue was never started', async () => {
    const app = await createTestApp();
    try {
      const cookies = await signIn(app);
      const listed = await app.inject({ method: 'GET', url: '/api/admin/jobs', cookies });
      expect(listed.json()).toEqual({ items: [] });
      const retried = await app.inject({
        method: 'POST',
        url: '/api/admin/jobs/7a0f9c5e-3f5e-4d7b-9d51-2f2d0c1e9a11/retry',
        cookies,
      });
      expect(retried.statusCode).toBe(404);
      expect(await sendJob(app.database.db, 'test-fragile', {})).toBeNull();
    } finally {
      await app.close();
    }
  });
});

describe('a cron schedule on two app instances sharing one database', () => {
  let database: TestDatabase;
  const runs: { instance: string; at: Date }[] = [];
  const everyMinute = (instance: string): ScheduledJob => ({
    name: 'test-every-minute',
    cron: '* * * * *',
    run: async ({ now }) => {
      runs.push({ instance, at: now });
    },
  });

  beforeAll(async () => {
    database = await createTestDatabase({ seeded: false });
  });
  afterAll(() => database.close());

  it('fires once per tick, whichever instance evaluates it and however often', async () => {
    // Each instance evaluates the schedules every second, its own pool on the same database.
    const instances = await Promise.all(
      ['a', 'b'].map(async (instance) => {
        const db = instance === 'a' ? database.db : connect(database.url, { max: 5 });
        const app = await buildApp({
          db,
          jobs: {
            scheduledJobs: [everyMinute(instance)],
            queuedJobs: [],
            pollingIntervalSeconds: 0.5,
            cronMonitorIntervalSeconds: 1,
            cronWorkerIntervalSeconds: 1,
          },
        });
        await app.ready();
        return { app, db };
      }),
    );
    const minuteNow = async () => {
      const { rows } = await database.db.execute<{ minute: string }>(
        sql`select date_trunc('minute', now())::text as minute`,
      );
      return rows[0]?.minute as string;
    };
    const firstMinute = await minuteNow();
    // Every change of pgboss.version.cron_on is one evaluation of the schedules by one instance.
    const evaluations = new Set<string>();
    const deadline = Date.now() + 3500;
    while (Date.now() < deadline) {
      const { rows } = await database.db.execute<{ cron_on: string | null }>(
        sql`select cron_on::text from ${sql.raw(jobSchema)}.version`,
      );
      if (rows[0]?.cron_on) evaluations.add(rows[0].cron_on);
      await pause(150);
    }
    await until(
      async () => runs.length,
      (count) => count > 0,
    );
    // Stopped gracefully: nothing runs or fires after this.
    for (const { app, db } of instances) {
      await app.close();
      if (db !== database.db) await db.$client.end();
    }
    const minutesSpanned = new Set([firstMinute, await minuteNow()]).size;

    // Several evaluations, by either instance; each would fire without the per-minute singleton.
    expect(evaluations.size).toBeGreaterThanOrEqual(3);
    const { rows: firings } = await database.db.execute<{ minute: string; state: string }>(sql`
      select singleton_on::text as minute, state::text from ${sql.raw(jobSchema)}.job
      where name = '__pgboss__send-it' and singleton_key = 'test-every-minute'`);
    // At most one firing per clock minute: one per tick.
    expect(firings.length).toBeGreaterThanOrEqual(1);
    expect(firings.length).toBeLessThanOrEqual(minutesSpanned);
    expect(new Set(firings.map((firing) => firing.minute)).size).toBe(firings.length);
    // Each firing queued one job, and each job ran once, on one of the two instances.
    const { rows: queued } = await database.db.execute<{ state: string }>(
      sql`select state::text from ${sql.raw(jobSchema)}.job where name = 'test-every-minute'`,
    );
    expect(queued.length).toBeGreaterThanOrEqual(1);
    expect(queued.length).toBeLessThanOrEqual(firings.length);
    expect(runs.length).toBe(queued.filter((job) => job.state === 'completed').length);
    expect(new Set(runs.map((run) => run.instance)).size).toBeGreaterThanOrEqual(1);
  }, 15_000);
});

describe('several instances starting at once on a fresh database', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase({ seeded: false });
  });
  afterAll(() => database.close());

  const instances = ['a', 'b', 'c', 'd'];

  it('all start, with each queue created once and the shared ones on their latest settings', async () => {
    // Each instance's pool, the queues it shares with the others and one of its own, and pg-boss'
    // cron queue, which every start creates: creations at once would deadlock on the queue table.
    const logger = (await import('pino')).default({ level: 'silent' });
    const pools = instances.map((instance) => ({
      instance,
      db: connect(database.url, { max: 4 }),
    }));
    const job = (name: string): ScheduledJob => ({ name, cron: '0 0 1 1 *', run: async () => undefined });
    const queued = (name: string): QueuedJob => ({
      name,
      run: async () => undefined,
      retry: { limit: 2, delaySeconds: 5 },
    });
    try {
      const started = await Promise.allSettled(
        pools.map(({ instance, db }) =>
          startJobQueue(db, logger, () => new Date(), {
            scheduledJobs: [job('shared-scheduled'), job(`own-scheduled-${instance}`)],
            queuedJobs: [queued('shared-queued'), queued(`own-queued-${instance}`)],
          }),
        ),
      );
      const failures = started.flatMap((outcome) =>
        outcome.status === 'rejected' ? [String(outcome.reason)] : [],
      );
      expect(failures).toEqual([]);
      for (const outcome of started) if (outcome.status === 'fulfilled') await outcome.value.stop();
      const { rows } = await database.db.execute<{
        name: string;
        retry_limit: number;
        partitions: number;
      }>(sql`
        select q.name, q.retry_limit,
          (select count(*)::int from pg_inherits i join pg_class c on c.oid = i.inhrelid
            where c.relname = q.partition_name) as partitions
        from ${sql.raw(jobSchema)}.queue q order by q.name`);
      expect(rows.map((row) => row.name)).toEqual([
        '__pgboss__send-it',
        ...instances.map((instance) => `own-queued-${instance}`),
        ...instances.map((instance) => `own-scheduled-${instance}`),
        'shared-queued',
        'shared-scheduled',
      ]);
      expect(rows.every((row) => row.partitions === 1)).toBe(true);
      expect(rows.find((row) => row.name === 'shared-queued')?.retry_limit).toBe(2);
    } finally {
      for (const { db } of pools) await db.$client.end();
    }
  }, 20_000);

  it("sets up nothing, pg-boss' own start included, while another instance is setting up", async () => {
    const logger = (await import('pino')).default({ level: 'silent' });
    const fresh = await createTestDatabase({ seeded: false });
    const other = await fresh.db.$client.connect();
    const db = connect(fresh.url, { max: 4 });
    try {
      // Another instance is creating its queues.
      await other.query('select pg_advisory_lock($1)', [lockKeys.queueSetup]);
      let started = false;
      const starting = startJobQueue(db, logger, () => new Date(), {
        queuedJobs: [{ name: 'waits-its-turn', run: async () => undefined }],
      }).then((queue) => {
        started = true;
        return queue;
      });
      await pause(700);
      expect(started).toBe(false);
      expect(await isQueueInstalled(fresh.db)).toBe(false);
      await other.query('select pg_advisory_unlock($1)', [lockKeys.queueSetup]);
      const queue = await starting;
      await queue.stop();
      const { rows } = await fresh.db.execute<{ name: string }>(
        sql`select name from ${sql.raw(jobSchema)}.queue order by name`,
      );
      expect(rows.map((row) => row.name)).toEqual(['__pgboss__send-it', 'waits-its-turn']);
      // The setup's connection went back to the pool unlocked.
      const { rows: held } = await fresh.db.execute<{ count: number }>(
        sql`select count(*)::int as count from pg_locks where locktype = 'advisory' and objid = ${lockKeys.queueSetup}`,
      );
      expect(held[0]?.count).toBe(0);
    } finally {
      await other.query('select pg_advisory_unlock_all()');
      other.release();
      await db.$client.end();
      await fresh.close();
    }
  }, 20_000);
});
