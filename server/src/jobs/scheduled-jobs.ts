import { runAnalysis } from '../modules/ai-opportunities/analysis.service';
import {
  type AnalysisAttempt,
  analysisQueueName,
  enqueueDueAnalysis,
  runAnalysisAttempt,
} from '../modules/ai-opportunities/analysis-jobs';
import type { QueuedJob, ScheduledJob } from './job-queue';

/*
 * Every background job of the app, in one place. A scheduled job runs once per cron tick (UTC)
 * across all instances; a queued job runs when something sends it one (`sendJob`). Add a job by
 * adding it to a list below; names are queue names (letters, digits, '-', '_'), unique across both.
 */

/** Hourly: queues an AI analysis once a day has passed since the last (see `enqueueDueAnalysis`). */
export const dailyAnalysisJob: ScheduledJob = {
  name: 'ai-analysis-daily',
  cron: '0 * * * *',
  // A fresh install shows opportunities without waiting for the hour.
  runOnStart: true,
  run: async ({ db, now, log }) => {
    const job = await enqueueDueAnalysis(db, now);
    if (job) log.info({ runId: job.id, trigger: job.payload.trigger }, 'AI analysis queued');
    return { queuedRunId: job?.id ?? null };
  },
};

/** One AI analysis run (a row of `jobs`), never two at once across instances. */
export const analysisRunJob: QueuedJob<Pick<AnalysisAttempt, 'runId'>> = {
  name: analysisQueueName,
  policy: 'singleton',
  retry: { limit: 2, delaySeconds: 5 },
  run: async ({ runId }, { db, clock, log, attempt, lastAttempt }) => {
    const run = await runAnalysisAttempt(db, { runId, attempt, lastAttempt }, clock, (now) =>
      runAnalysis(db, now),
    );
    if (run) log.info({ runId, ...run.result }, 'AI analysis done');
    return run?.result ?? null;
  },
};

export const scheduledJobs: readonly ScheduledJob[] = [dailyAnalysisJob];

export const queuedJobs: readonly QueuedJob<never>[] = [analysisRunJob as QueuedJob<never>];
