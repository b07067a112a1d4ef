import type { AiOpportunityListResponse, AnalysisJob } from '@common/ai-opportunities';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiOpportunities, jobs, userPreferences, users } from '../../db/schema';
import { jobSchema } from '../../jobs/job-queue';
import { createTestApp, signIn, type TestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import {
  abandonedRunMessage,
  analysisQueueName,
  dailyAnalysisMs,
  enqueueAnalysis,
  enqueueDueAnalysis,
  getAnalysisJob,
  runAnalysisAttempt,
} from './analysis-jobs';

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the analysis on the job queue', () => {
  let app: TestApp;
  let cookies: Record<string, string>;

  beforeAll(async () => {
    app = await createTestApp({ jobs: { pollingIntervalSeconds: 0.5 } });
    cookies = await signIn(app);
  });
  afterAll(() => app.close());

  const list = async () =>
    (
      await app.inject({ method: 'GET', url: '/api/ai-opportunities', cookies })
    ).json() as AiOpportunityListResponse;
  const poll = async (jobId: number) =>
    (
      await app.inject({ method: 'GET', url: `/api/ai-opportunities/jobs/${jobId}`, cookies })
    ).json() as AnalysisJob;
  const finished = (job: AnalysisJob) => job.status === 'done' || job.status === 'failed';

  it('analyses a fresh install on start, so the list is not empty', async () => {
    const body = await until(list, (value) => value.total > 0);
    expect(body.total).toBeGreaterThan(0);
    const { rows } = await app.database.db.execute<{ trigger: string; status: string }>(
      sql`select payload->>'trigger' as trigger, status from jobs order by id`,
    );
    expect(rows).toEqual([{ trigger: 'startup', status: 'done' }]);
  });

  it('runs Run AI Analysis at once, and a second click while it waits or runs gets the same run', async () => {
    const started = Date.now();
    const click = () => app.inject({ method: 'POST', url: '/api/ai-opportunities/analyze', cookies });
    const [first, second] = await Promise.all([click(), click()]);
    expect(first.statusCode).toBe(202);
    const { jobId } = first.json() as { jobId: number };
    expect(second.json()).toEqual({ jobId });
    const job = await until(() => poll(jobId), finished);
    // Woken by the send, not by its next poll: well within the client's patience.
    expect(Date.now() - started).toBeLessThan(5000);
    expect(job).toMatchObject({ status: 'done', attempts: 1, error: null });
    expect(job.result).toMatchObject({ created: 0, retired: 0, kept: (await list()).total });
    const { rows } = await app.database.db.execute<{ state: string; runs: number }>(sql`
      select state::text, count(*)::int as runs from ${sql.raw(jobSchema)}.job
      where name = ${analysisQueueName} and data->>'runId' = ${String(jobId)} group by state`);
    expect(rows).toEqual([{ state: 'completed', runs: 1 }]);
  });

  it('fails a run whose queue job ended without it, and queues a new one on the next click', async () => {
    // Its queue job cancelled before any worker could take it (as when the last attempt's worker died).
    const job = await app.database.db.transaction(async (tx) => {
      const queued = await enqueueAnalysis(tx, { createdBy: null, trigger: 'manual', now: new Date() });
      await tx.execute(sql`
        update ${sql.raw(jobSchema)}.job set state = 'cancelled', completed_on = now()
        where name = ${analysisQueueName} and id = ${String(queued.job.payload.queueJobId)}::uuid`);
      return queued.job;
    });
    expect(await poll(job.id)).toMatchObject({ status: 'failed', error: abandonedRunMessage });
    const again = await app.inject({ method: 'POST', url: '/api/ai-opportunities/analyze', cookies });
    expect(again.json().jobId).not.toBe(job.id);
    expect(await until(() => poll(again.json().jobId), finished)).toMatchObject({ status: 'done' });
  });
});

describe('one attempt at a run', () => {
  let database: TestDatabase;
  const now = new Date('2026-03-02T12:00:00Z');
  const result = { created: 3, retired: 1, kept: 2, durationMs: 40 };

  beforeAll(async () => {
    database = await createTestDatabase({ seeded: false });
  });
  afterAll(() => database.close());

  const enqueue = () => enqueueAnalysis(database.db, { createdBy: null, trigger: 'manual', now });

  it('is queued again with its error when it throws and retries are left, failed on the last attempt', async () => {
    const { job } = await enqueue();
    const fail = async () => {
      throw new Error('snapshot query timed out');
    };
    await expect(
      runAnalysisAttempt(database.db, { runId: job.id, attempt: 1, lastAttempt: false }, () => now, fail),
    ).rejects.toThrow('snapshot query timed out');
    expect(await getAnalysisJob(database.db, job.id)).toMatchObject({
      status: 'queued',
      attempts: 1,
      error: 'snapshot query timed out',
      finishedAt: null,
    });
    // Still the one waiting run.
    expect((await enqueue()).job.id).toBe(job.id);

    await expect(
      runAnalysisAttempt(database.db, { runId: job.id, attempt: 2, lastAttempt: true }, () => now, fail),
    ).rejects.toThrow();
    expect(await getAnalysisJob(database.db, job.id)).toMatchObject({
      status: 'failed',
      attempts: 2,
      error: 'snapshot query timed out',
      finishedAt: now,
    });
    expect((await enqueue()).created).toBe(true);
  });

  it('records the result when it succeeds, running meanwhile, and is not run again once done', async () => {
    await database.db.delete(jobs);
    const { job } = await enqueue();
    const done = await runAnalysisAttempt(
      database.db,
      { runId: job.id, attempt: 2, lastAttempt: true },
      () => now,
      async () => {
        expect((await getAnalysisJob(database.db, job.id))?.status).toBe('running');
        return result;
      },
    );
    expect(done).toMatchObject({ id: job.id, status: 'done', attempts: 2, result, error: null });
    expect(
      await runAnalysisAttempt(
        database.db,
        { runId: job.id, attempt: 3, lastAttempt: true },
        () => now,
        async () => result,
      ),
    ).toBeNull();
    const [row] = await database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row?.attempts).toBe(2);
  });
});

describe('daily auto-analysis', () => {
  let database: TestDatabase;
  const now = new Date('2026-05-01T08:00:00Z');

  beforeAll(async () => {
    database = await createTestDatabase({ seeded: true });
  });
  afterAll(() => database.close());

  const finishedAt = async (at: Date) => {
    await database.db.delete(jobs);
    await database.db
      .insert(jobs)
      .values({ kind: 'ai-analysis', status: 'done', finishedAt: at, attempts: 1 });
  };
  const setAuto = async (on: boolean) => {
    const ids = await database.db.select({ id: users.id }).from(users);
    await database.db.delete(userPreferences);
    await database.db
      .insert(userPreferences)
      .values(ids.map(({ id }) => ({ userId: id, preferences: { autoAnalyzePortfolio: on } })));
  };

  it('queues one when a user has Auto-analyze on and the last analysis is over a day old', async () => {
    await setAuto(true);
    await finishedAt(new Date(now.getTime() - dailyAnalysisMs - 1));
    const job = await enqueueDueAnalysis(database.db, now);
    expect(job).toMatchObject({ status: 'queued', payload: { trigger: 'daily' } });
    // Not twice.
    expect(await enqueueDueAnalysis(database.db, now)).toBeNull();
  });

  it('queues none within a day of the last analysis', async () => {
    await setAuto(true);
    await finishedAt(new Date(now.getTime() - dailyAnalysisMs + 60_000));
    expect(await enqueueDueAnalysis(database.db, now)).toBeNull();
  });

  it('counts users without saved preferences as on (the default)', async () => {
    await database.db.delete(userPreferences);
    await finishedAt(new Date(now.getTime() - 2 * dailyAnalysisMs));
    expect(await enqueueDueAnalysis(database.db, now)).not.toBeNull();
  });

  it('queues none when every user switched it off, unless nothing was ever analysed', async () => {
    await setAuto(false);
    await finishedAt(new Date(now.getTime() - 2 * dailyAnalysisMs));
    expect(await enqueueDueAnalysis(database.db, now)).toBeNull();

    await database.db.delete(jobs);
    await database.db.delete(aiOpportunities);
    expect(await enqueueDueAnalysis(database.db, now)).toMatchObject({ payload: { trigger: 'startup' } });
  });
});
