import { runAnalysis } from '../modules/ai-opportunities/analysis.service';
import {
  type AnalysisAttempt,
  analysisQueueName,
  enqueueDueAnalysis,
  runAnalysisAttempt,
} from '../modules/ai-opportunities/analysis-jobs';
import { queueDueDigests } from '../modules/mail/digest.service';
import type { MailTransport } from '../modules/mail/mail-transport';
import { flushOutbox } from '../modules/mail/outbox.service';
import { fireDueReminders } from '../modules/reminders/reminders.service';
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

/**
 * Every 15 minutes: reminders whose day has come (in the organisation's time zone) go to their owners,
 * once each — a delivery row per item, date, rule and recipient makes a second run or instance a no-op.
 */
export const remindersJob: ScheduledJob = {
  name: 'reminders',
  cron: '*/15 * * * *',
  runOnStart: true,
  run: async ({ db, now, log }) => {
    const result = await fireDueReminders(db, now);
    if (result.created > 0) log.info(result, 'reminders sent');
    return result;
  },
};

export type MailJobDeps = { transport: MailTransport | null; appUrl: string };

/**
 * Every 15 minutes: the daily digests due this hour are queued (each user's once a day, whatever
 * runs or instances ask) and sent. Every minute: the outbox sends what is due, retrying failures
 * with backoff; without SMTP configured it keeps everything.
 */
export function mailJobs(mail: MailJobDeps): ScheduledJob[] {
  return [
    {
      name: 'daily-digest',
      cron: '*/15 * * * *',
      run: async ({ db, now, log }) => {
        const queued = await queueDueDigests(db, now, { appUrl: mail.appUrl });
        if (queued > 0) log.info({ queued }, 'daily digests queued');
        return { queued, ...(await flushOutbox(db, now, mail.transport)) };
      },
    },
    {
      name: 'mail-outbox',
      cron: '* * * * *',
      run: ({ db, now }) => flushOutbox(db, now, mail.transport),
    },
  ];
}

/** The app's scheduled jobs, given the mail transport and the base URL of links in mail. */
export function scheduledJobs(deps: { mail: MailJobDeps }): readonly ScheduledJob[] {
  return [dailyAnalysisJob, remindersJob, ...mailJobs(deps.mail)];
}

export const queuedJobs: readonly QueuedJob<never>[] = [analysisRunJob as QueuedJob<never>];
