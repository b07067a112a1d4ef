import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { analyzePortfolio, type PortfolioSnapshot } from '@common/ai-rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../crash-safety/server-process';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { isoDay } from '../properties/calendar-day';
import { analyzeOnWorker, runAnalysis } from './analysis.service';
import { enqueueDueAnalysis, lastAnalysisFinishedAt, runAnalysisNow } from './analysis-jobs';
import { loadPortfolioSnapshot } from './snapshot.service';

describe('the AI rules on a worker thread', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase({ seeded: true });
  });
  afterAll(() => database?.close());

  it('find what they find on the main thread, and write the same opportunities', async () => {
    const now = new Date();
    const snapshot = await loadPortfolioSnapshot(database.db, isoDay(now));
    const onMain = analyzePortfolio(snapshot);
    expect(onMain.length).toBeGreaterThan(10);
    expect(await analyzeOnWorker(snapshot)).toEqual(onMain);

    const first = await runAnalysis(database.db, now, { thread: 'worker' });
    expect(first.created).toBe(onMain.length);
    const { rows } = await database.db.execute<{ count: number }>(
      sql`select count(*)::int as count from ai_opportunities where retired_at is null`,
    );
    expect(rows[0]?.count).toBe(onMain.length);
    // The same portfolio on the main thread: nothing new, nothing retired.
    const again = await runAnalysis(database.db, now, { thread: 'main' });
    expect(again).toMatchObject({ created: 0, kept: onMain.length, retired: 0 });
  });

  it('run from the build: the bundled worker entry beside the server bundle', async () => {
    mkdirSync('.tmp', { recursive: true });
    const buildDir = mkdtempSync(path.resolve('.tmp', 'analysis-worker-'));
    try {
      await buildServer(buildDir);
      const snapshot = await loadPortfolioSnapshot(database.db, isoDay(new Date()));
      const worker = new Worker(path.join(buildDir, 'analysis-worker.js'), { workerData: snapshot });
      const [candidates] = await once(worker, 'message');
      expect(candidates).toEqual(analyzePortfolio(snapshot));
    } finally {
      rmSync(buildDir, { recursive: true, force: true });
    }
  });

  it('rejects, rather than waiting for ever, when the rules throw on the worker', async () => {
    // A snapshot without its lists: the rules' own TypeError comes back from the worker.
    await expect(analyzeOnWorker({ today: '2026-01-01' } as PortfolioSnapshot)).rejects.toThrow(
      /Cannot read properties of undefined/,
    );
  });

  it('run now by the seed or the bench, are recorded as a run the daily analysis counts from', async () => {
    const now = new Date();
    const result = await runAnalysisNow(database.db, () => now);
    expect(result.created + result.kept).toBeGreaterThan(10);
    expect(await lastAnalysisFinishedAt(database.db)).toEqual(now);
    // Not due again until a day has passed.
    expect(await enqueueDueAnalysis(database.db, now)).toBeNull();
  });
});
