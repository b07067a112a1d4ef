import type { AiOpportunityListResponse, AnalysisJob } from '@common/ai-opportunities';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiOpportunities, jobs, userPreferences, users } from '../../db/schema';
import { createTestApp, signIn, type TestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { dailyAnalysisMs, enqueueDueAnalysis } from './analysis-jobs';

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the in-process worker', () => {
  let app: TestApp;
  let cookies: Record<string, string>;

  beforeAll(async () => {
    app = await createTestApp({ analysisWorker: { pollMs: 50 } });
    cookies = await signIn(app);
  });
  afterAll(() => app.close());

  const list = async () =>
    (
      await app.inject({ method: 'GET', url: '/api/ai-opportunities', cookies })
    ).json() as AiOpportunityListResponse;

  it('analyses a fresh install on start, so the list is not empty', async () => {
    const body = await until(list, (value) => value.total > 0);
    expect(body.total).toBeGreaterThan(0);
    const { rows } = await app.database.db.execute<{ trigger: string; status: string }>(
      sql`select payload->>'trigger' as trigger, status from jobs order by id`,
    );
    expect(rows).toEqual([{ trigger: 'startup', status: 'done' }]);
  });

  it('runs a Run AI Analysis job to done, which the client polls', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/ai-opportunities/analyze', cookies });
    expect(response.statusCode).toBe(202);
    const { jobId } = response.json();
    const poll = async () =>
      (
        await app.inject({ method: 'GET', url: `/api/ai-opportunities/jobs/${jobId}`, cookies })
      ).json() as AnalysisJob;
    const job = await until(poll, (value) => value.status === 'done' || value.status === 'failed');
    expect(job).toMatchObject({ status: 'done', attempts: 1, error: null });
    expect(job.result).toMatchObject({ created: 0, retired: 0, kept: (await list()).total });
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
