import { randomUUID } from 'node:crypto';
import {
  type AnalysisJob,
  type AnalysisResult,
  aiAnalysisJobKind,
  analysisResultSchema,
} from '@common/ai-opportunities';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { lockKeys } from '../../db/advisory-locks';
import type { Database, Executor } from '../../db/database';
import { aiOpportunities, type Job, jobs, userPreferences, users } from '../../db/schema';
import { isQueueInstalled, jobSchema, sendJob } from '../../jobs/job-queue';
import { runAnalysis } from './analysis.service';

/*
 * An AI analysis run: a row in `jobs`, the record the API shows and the client polls
 * (queued → running → done | failed), carried by a pg-boss job of the queue `ai-analysis` whose
 * data names the row. At most one run waits at a time: asking again while one is queued or running
 * returns it. A run that throws is retried with backoff (queued again meanwhile) and failed after
 * its last attempt; one whose pg-boss job ended without it (its worker died on the last attempt) is
 * failed when next looked at.
 */

/** The pg-boss queue of analysis runs. */
export const analysisQueueName = aiAnalysisJobKind;
export const abandonedRunMessage =
  'The analysis stopped before finishing (its worker stopped or timed out) and was not retried';

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

/**
 * Runs still queued or running whose pg-boss job is no longer waiting or active (or never existed)
 * are failed: nothing will finish them. Only where the queue is installed.
 */
export async function settleAbandonedRuns(db: Executor, now: Date): Promise<number> {
  if (!(await isQueueInstalled(db))) return 0;
  const { rows } = await db.execute<{ id: number }>(sql`
    update jobs set status = 'failed', error = ${abandonedRunMessage}, finished_at = ${now}
    where kind = ${aiAnalysisJobKind} and status in ('queued', 'running')
      and not exists (
        select 1 from ${sql.raw(jobSchema)}.job b
        where b.name = ${analysisQueueName}
          and b.id = (jobs.payload ->> 'queueJobId')::uuid
          and b.state < 'completed')
    returning id`);
  return rows.length;
}

/**
 * A queued or running analysis, or a new queued one sent to the queue in the same transaction:
 * never two waiting at once. Where the queue is not installed (tests that leave it off) the row
 * alone is written.
 */
export async function enqueueAnalysis(
  db: Executor,
  options: { createdBy: number | null; trigger: AnalysisTrigger; now: Date },
): Promise<{ job: Job; created: boolean }> {
  const run = async (tx: Executor) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${lockKeys.analysisEnqueue})`);
    await settleAbandonedRuns(tx, options.now);
    const [pending] = await tx
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, aiAnalysisJobKind), inArray(jobs.status, ['queued', 'running'])))
      .orderBy(asc(jobs.id))
      .limit(1);
    if (pending) return { job: pending, created: false };
    const queueJobId = (await isQueueInstalled(tx)) ? randomUUID() : null;
    const [job] = await tx
      .insert(jobs)
      .values({
        kind: aiAnalysisJobKind,
        payload: { trigger: options.trigger, ...(queueJobId ? { queueJobId } : {}) },
        createdBy: options.createdBy,
        runAfter: options.now,
        createdAt: options.now,
      })
      .returning();
    const created = job as Job;
    if (queueJobId) await sendJob(tx, analysisQueueName, { runId: created.id }, { id: queueJobId });
    return { job: created, created: true };
  };
  // Inside a caller's transaction this is a savepoint; the lock lasts until that transaction ends.
  return db.transaction(run);
}

export type AnalysisAttempt = { runId: number; attempt: number; lastAttempt: boolean };

/**
 * One attempt at a run (the queue's worker calls it): running, then done with the result, or on an
 * error queued again for the retry (failed on the last attempt) and the error thrown on, so the
 * queue retries it. A run already done is left alone; a run no longer ours when the analysis ends
 * (failed meanwhile as abandoned) keeps that outcome.
 */
export async function runAnalysisAttempt(
  db: Database,
  attempt: AnalysisAttempt,
  clock: () => Date,
  analyze: (now: Date) => Promise<AnalysisResult>,
): Promise<AnalysisJob | null> {
  const [started] = await db
    .update(jobs)
    .set({ status: 'running', attempts: attempt.attempt, startedAt: clock(), finishedAt: null, error: null })
    .where(and(eq(jobs.id, attempt.runId), eq(jobs.kind, aiAnalysisJobKind), ne(jobs.status, 'done')))
    .returning();
  if (!started) return null;
  const ours = and(eq(jobs.id, started.id), eq(jobs.status, 'running'), eq(jobs.attempts, attempt.attempt));
  let failure: unknown = null;
  try {
    const result = await analyze(clock());
    await db.update(jobs).set({ status: 'done', result, error: null, finishedAt: clock() }).where(ours);
  } catch (error) {
    failure = error;
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
    await db
      .update(jobs)
      .set(
        attempt.lastAttempt
          ? { status: 'failed', error: message, finishedAt: clock() }
          : { status: 'queued', error: message },
      )
      .where(ours);
  }
  if (failure) throw failure;
  const finished = await getAnalysisJob(db, started.id);
  return finished ? toAnalysisJob(finished) : null;
}

/**
 * An analysis run now, in this process (the large-set seed and the bench), recorded as a run like the
 * queue's: the daily analysis counts its day from it, rather than running again when a server starts.
 */
export async function runAnalysisNow(db: Database, clock: () => Date): Promise<AnalysisResult> {
  const { job } = await enqueueAnalysis(db, { createdBy: null, trigger: 'manual', now: clock() });
  const run = await runAnalysisAttempt(db, { runId: job.id, attempt: 1, lastAttempt: true }, clock, (now) =>
    runAnalysis(db, now),
  );
  if (!run?.result) throw new Error(`The analysis run ${job.id} ended without a result`);
  return run.result;
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
