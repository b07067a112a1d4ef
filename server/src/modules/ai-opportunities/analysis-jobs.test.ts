import { aiAnalysisJobKind } from '@common/ai-opportunities';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import {
  claimAnalysisJob,
  enqueueAnalysis,
  finishAnalysisJob,
  getAnalysisJob,
  jobLeaseMs,
  recoverStaleJobs,
  runNextAnalysisJob,
  staleJobMessage,
} from './analysis-jobs';

let database: TestDatabase;
const now = new Date('2026-03-02T12:00:00Z');
const result = { created: 3, retired: 1, kept: 2, durationMs: 40 };

beforeAll(async () => {
  database = await createTestDatabase({ seeded: false });
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(jobs);
});

const enqueue = () => enqueueAnalysis(database.db, { createdBy: null, trigger: 'manual', now });
const statusOf = async (id: number) => (await getAnalysisJob(database.db, id))?.status;

describe('analysis job lifecycle', () => {
  it('goes queued → running → done with its result', async () => {
    const { job, created } = await enqueue();
    expect(created).toBe(true);
    expect(job).toMatchObject({ kind: aiAnalysisJobKind, status: 'queued', attempts: 0, startedAt: null });

    const claimed = await claimAnalysisJob(database.db, now);
    expect(claimed).toMatchObject({ id: job.id, status: 'running', attempts: 1, startedAt: now });
    expect(await claimAnalysisJob(database.db, now)).toBeNull();

    expect(await finishAnalysisJob(database.db, claimed!, { result }, now)).toBe(true);
    expect(await getAnalysisJob(database.db, job.id)).toMatchObject({
      status: 'done',
      result,
      error: null,
      finishedAt: now,
    });
  });

  it('runs the next job through the analysis and records what it returned', async () => {
    const { job } = await enqueue();
    const seen: Date[] = [];
    const finished = await runNextAnalysisJob(
      database.db,
      () => now,
      async (at) => {
        seen.push(at);
        expect(await statusOf(job.id)).toBe('running');
        return result;
      },
    );
    expect(seen).toEqual([now]);
    expect(finished).toMatchObject({ id: job.id, status: 'done', attempts: 1, result, error: null });
    expect(
      await runNextAnalysisJob(
        database.db,
        () => now,
        async () => result,
      ),
    ).toBeNull();
  });

  it('fails the job with the error an analysis throws', async () => {
    const { job } = await enqueue();
    const finished = await runNextAnalysisJob(
      database.db,
      () => now,
      async () => {
        throw new Error('snapshot query timed out');
      },
    );
    expect(finished).toMatchObject({
      id: job.id,
      status: 'failed',
      error: 'snapshot query timed out',
      result: null,
    });
  });

  it('returns the queued or running job instead of queuing a second one', async () => {
    const first = await enqueue();
    const again = await enqueue();
    expect(again).toMatchObject({ created: false, job: { id: first.job.id } });
    await claimAnalysisJob(database.db, now);
    expect((await enqueue()).job.id).toBe(first.job.id);
    const both = await Promise.all([enqueue(), enqueue(), enqueue()]);
    expect(new Set(both.map((entry) => entry.job.id))).toEqual(new Set([first.job.id]));
    const [{ count }] = (
      await database.db.execute<{ count: number }>(sql`select count(*)::int as count from jobs`)
    ).rows as [{ count: number }];
    expect(count).toBe(1);
  });

  it('queues a new job once the last one is done', async () => {
    const first = await enqueue();
    const claimed = await claimAnalysisJob(database.db, now);
    await finishAnalysisJob(database.db, claimed!, { result }, now);
    const second = await enqueue();
    expect(second.created).toBe(true);
    expect(second.job.id).not.toBe(first.job.id);
  });
});

describe('two workers', () => {
  it('never claim the same job', async () => {
    // Twenty due jobs written straight to the table, claimed by six concurrent workers (own connections).
    await database.db.insert(jobs).values(
      Array.from({ length: 20 }, (_, i) => ({
        kind: aiAnalysisJobKind,
        runAfter: new Date(now.getTime() - i * 1000),
      })),
    );
    const claimedIds: number[] = [];
    const worker = async () => {
      for (;;) {
        const job = await claimAnalysisJob(database.db, now);
        if (!job) return;
        claimedIds.push(job.id);
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));
    expect(claimedIds).toHaveLength(20);
    expect(new Set(claimedIds).size).toBe(20);
    const rows = await database.db.select({ status: jobs.status, attempts: jobs.attempts }).from(jobs);
    expect(rows.every((row) => row.status === 'running' && row.attempts === 1)).toBe(true);
  });

  it('leave a job alone while another holds its row lock', async () => {
    const { job } = await enqueue();
    const client = await database.db.$client.connect();
    try {
      await client.query('begin');
      await client.query('select id from jobs where id = $1 for update', [job.id]);
      expect(await claimAnalysisJob(database.db, now)).toBeNull();
      await client.query('rollback');
    } finally {
      client.release();
    }
    expect((await claimAnalysisJob(database.db, now))?.id).toBe(job.id);
  });
});

describe('a crashed job', () => {
  const later = (ms: number) => new Date(now.getTime() + ms);

  it('is queued again once its worker has been gone longer than the lease, then failed after the second attempt', async () => {
    const { job } = await enqueue();
    const first = await claimAnalysisJob(database.db, now);
    expect(first?.attempts).toBe(1);

    // Within the lease nothing happens.
    expect(await recoverStaleJobs(database.db, later(jobLeaseMs))).toEqual({ requeued: 0, failed: 0 });
    expect(await statusOf(job.id)).toBe('running');

    // Past it, the job is queued again and claimed by another worker.
    const afterLease = later(jobLeaseMs + 1);
    expect(await recoverStaleJobs(database.db, afterLease)).toEqual({ requeued: 1, failed: 0 });
    expect(await statusOf(job.id)).toBe('queued');
    const second = await claimAnalysisJob(database.db, afterLease);
    expect(second).toMatchObject({ id: job.id, attempts: 2, startedAt: afterLease });

    // The first worker waking up late cannot overwrite the retry.
    expect(await finishAnalysisJob(database.db, first!, { result }, afterLease)).toBe(false);
    expect(await statusOf(job.id)).toBe('running');

    // The second attempt crashes too: failed, not retried again.
    const afterSecondLease = later(2 * jobLeaseMs + 2);
    expect(await recoverStaleJobs(database.db, afterSecondLease)).toEqual({ requeued: 0, failed: 1 });
    expect(await getAnalysisJob(database.db, job.id)).toMatchObject({
      status: 'failed',
      attempts: 2,
      error: staleJobMessage,
      finishedAt: afterSecondLease,
    });
    expect(await claimAnalysisJob(database.db, afterSecondLease)).toBeNull();
  });

  it('is recovered by the next run of the worker, which then completes it', async () => {
    const { job } = await enqueue();
    await claimAnalysisJob(database.db, now);
    const finished = await runNextAnalysisJob(
      database.db,
      () => later(jobLeaseMs + 1000),
      async () => result,
    );
    expect(finished).toMatchObject({ id: job.id, status: 'done', attempts: 2, result });
    const [row] = await database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row?.error).toBeNull();
  });
});
