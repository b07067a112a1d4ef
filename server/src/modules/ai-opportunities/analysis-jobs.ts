import {
  type AnalysisJob,
  type AnalysisResult,
  aiAnalysisJobKind,
  analysisResultSchema,
} from '@common/ai-opportunities';
import { and, asc, desc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { aiOpportunities, type Job, jobs, userPreferences, users } from '../../db/schema';

/*
 * The AI analysis queue (ARCHITECTURE.md decision 8): a row in `jobs`, claimed by one worker with
 * `FOR UPDATE SKIP LOCKED`. queued → running → done | failed. A job still running after
 * `jobLeaseMs` belonged to a worker that died: it is queued again once, and failed after its second
 * attempt. An error thrown by the analysis fails the job at once (it would fail again).
 */

export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export const jobLeaseMs = 5 * 60_000;
export const maxJobAttempts = 2;
export const staleJobMessage =
  'The analysis stopped before finishing (worker restarted); gave up after 2 attempts';
/** Two enqueues at once must not both insert: they serialise on this lock. */
const enqueueLockKey = 7_240_501;

export type AnalysisTrigger = 'manual' | 'daily' | 'import' | 'startup';

export function toAnalysisJob(job: Job): AnalysisJob {
  const parsed = analysisResultSchema.safeParse(job.result);
  return {
    id: job.id,
    status: job.status,
    attempts: job.attempts,
    result: parsed.success ? parsed.data : null,
    error: job.error,
    createdAt: job.createdAt.toISOString(),
    startedAt: job.startedAt?.toISOString() ?? null,
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
}

export async function getAnalysisJob(db: Executor, id: number): Promise<Job | undefined> {
  const [job] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.kind, aiAnalysisJobKind)));
  return job;
}

/** A queued or running analysis, or a new queued one: never two waiting at once. */
export async function enqueueAnalysis(
  db: Executor,
  options: { createdBy: number | null; trigger: AnalysisTrigger; now: Date },
): Promise<{ job: Job; created: boolean }> {
  const run = async (tx: Executor) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${enqueueLockKey})`);
    const [pending] = await tx
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, aiAnalysisJobKind), inArray(jobs.status, ['queued', 'running'])))
      .orderBy(asc(jobs.id))
      .limit(1);
    if (pending) return { job: pending, created: false };
    const [job] = await tx
      .insert(jobs)
      .values({
        kind: aiAnalysisJobKind,
        payload: { trigger: options.trigger },
        createdBy: options.createdBy,
        runAfter: options.now,
        createdAt: options.now,
      })
      .returning();
    return { job: job as Job, created: true };
  };
  // Inside a caller's transaction this is a savepoint; the lock lasts until that transaction ends.
  return db.transaction(run);
}

/** Claims the oldest due queued analysis: running, one more attempt, started now. Null when none. */
export async function claimAnalysisJob(db: Database, now: Date): Promise<Job | null> {
  return db.transaction(async (tx) => {
    const [next] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.kind, aiAnalysisJobKind), eq(jobs.status, 'queued'), lte(jobs.runAfter, now)))
      .orderBy(asc(jobs.runAfter), asc(jobs.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!next) return null;
    const [claimed] = await tx
      .update(jobs)
      .set({
        status: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        startedAt: now,
        finishedAt: null,
        error: null,
      })
      .where(eq(jobs.id, next.id))
      .returning();
    return claimed ?? null;
  });
}

/** Running jobs whose worker died: queued again after one attempt, failed after the second. */
export async function recoverStaleJobs(
  db: Database,
  now: Date,
): Promise<{ requeued: number; failed: number }> {
  return db.transaction(async (tx) => {
    const stale = await tx
      .select({ id: jobs.id, attempts: jobs.attempts })
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, aiAnalysisJobKind),
          eq(jobs.status, 'running'),
          lt(jobs.startedAt, new Date(now.getTime() - jobLeaseMs)),
        ),
      )
      .for('update', { skipLocked: true });
    const retry = stale.filter((job) => job.attempts < maxJobAttempts).map((job) => job.id);
    const giveUp = stale.filter((job) => job.attempts >= maxJobAttempts).map((job) => job.id);
    if (retry.length > 0) {
      await tx
        .update(jobs)
        .set({ status: 'queued', runAfter: now, startedAt: null })
        .where(inArray(jobs.id, retry));
    }
    if (giveUp.length > 0) {
      await tx
        .update(jobs)
        .set({ status: 'failed', error: staleJobMessage, finishedAt: now })
        .where(inArray(jobs.id, giveUp));
    }
    return { requeued: retry.length, failed: giveUp.length };
  });
}

/** Records the outcome, only while this worker still holds the job (a requeued one is left alone). */
export async function finishAnalysisJob(
  db: Database,
  job: Job,
  outcome: { result: AnalysisResult } | { error: string },
  now: Date,
): Promise<boolean> {
  const values =
    'result' in outcome
      ? { status: 'done' as const, result: outcome.result, error: null }
      : { status: 'failed' as const, error: outcome.error.slice(0, 2000) };
  const updated = await db
    .update(jobs)
    .set({ ...values, finishedAt: now })
    .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.attempts, job.attempts)))
    .returning({ id: jobs.id });
  return updated.length > 0;
}

/** Runs the next due analysis, if any: recover stale jobs, claim, run, record. */
export async function runNextAnalysisJob(
  db: Database,
  clock: () => Date,
  analyze: (now: Date) => Promise<AnalysisResult>,
): Promise<AnalysisJob | null> {
  await recoverStaleJobs(db, clock());
  const job = await claimAnalysisJob(db, clock());
  if (!job) return null;
  try {
    const result = await analyze(clock());
    await finishAnalysisJob(db, job, { result }, clock());
  } catch (error) {
    await finishAnalysisJob(
      db,
      job,
      { error: error instanceof Error ? error.message : String(error) },
      clock(),
    );
  }
  const finished = await getAnalysisJob(db, job.id);
  return finished ? toAnalysisJob(finished) : null;
}

export async function lastAnalysisFinishedAt(db: Executor): Promise<Date | null> {
  const [row] = await db
    .select({ finishedAt: jobs.finishedAt })
    .from(jobs)
    .where(and(eq(jobs.kind, aiAnalysisJobKind), eq(jobs.status, 'done')))
    .orderBy(desc(jobs.finishedAt))
    .limit(1);
  return row?.finishedAt ?? null;
}

/** 'Auto-analyze portfolio' is on unless the user switched it off (the default is on). */
const autoAnalyzeOn = sql`coalesce((${userPreferences.preferences} ->> 'autoAnalyzePortfolio')::boolean, true)`;

export async function isAutoAnalyzeOn(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ on: sql<boolean>`${autoAnalyzeOn}` })
    .from(users)
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(eq(users.id, userId));
  return row?.on ?? false;
}

export const dailyAnalysisMs = 24 * 60 * 60_000;

/**
 * The daily run: when any user has 'Auto-analyze portfolio' on and the last finished analysis is
 * more than a day old (or there is none). Also when nothing was ever analysed and the list is empty,
 * so a fresh install shows opportunities whatever the switch says.
 */
export async function enqueueDueAnalysis(db: Database, now: Date): Promise<Job | null> {
  const last = await lastAnalysisFinishedAt(db);
  if (last && now.getTime() - last.getTime() < dailyAnalysisMs) return null;
  const [anyAuto] = await db
    .select({ id: users.id })
    .from(users)
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(sql`${autoAnalyzeOn}`)
    .limit(1);
  let due = anyAuto !== undefined;
  if (!due && !last) {
    const [anyOpportunity] = await db.select({ id: aiOpportunities.id }).from(aiOpportunities).limit(1);
    due = anyOpportunity === undefined;
  }
  if (!due) return null;
  const { job, created } = await enqueueAnalysis(db, {
    createdBy: null,
    trigger: last ? 'daily' : 'startup',
    now,
  });
  return created ? job : null;
}

/** After a rent-roll import: queue an analysis when the importing user has auto-analysis on. */
export async function enqueueAnalysisAfterImport(db: Executor, userId: number, now: Date): Promise<void> {
  if (await isAutoAnalyzeOn(db, userId))
    await enqueueAnalysis(db, { createdBy: userId, trigger: 'import', now });
}
