import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { runAnalysis } from './analysis.service';
import { enqueueDueAnalysis, runNextAnalysisJob } from './analysis-jobs';

export type AnalysisWorkerOptions = {
  /** How often the queue is polled, ms (default 5 s; an enqueue through the API wakes it at once). */
  pollMs?: number;
  /** How often the daily auto-analysis is checked, ms (default hourly; also once at start). */
  dailyCheckMs?: number;
};

export type AnalysisWorker = {
  /** Poll now (after an enqueue), instead of at the next tick. */
  wake(): void;
  /** Stops polling and waits for a running analysis to finish. */
  stop(): Promise<void>;
};

/**
 * The in-process worker: polls the jobs table and runs queued analyses one at a time. Any number of
 * app instances may run one; `FOR UPDATE SKIP LOCKED` gives each job to one of them.
 */
export function startAnalysisWorker(
  db: Database,
  clock: () => Date,
  log: FastifyBaseLogger,
  options: AnalysisWorkerOptions = {},
): AnalysisWorker {
  const pollMs = options.pollMs ?? 5000;
  const dailyCheckMs = options.dailyCheckMs ?? 60 * 60_000;
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let pollTimer: NodeJS.Timeout | undefined;

  const drain = async () => {
    for (;;) {
      if (stopped) return;
      const job = await runNextAnalysisJob(db, clock, (now) => runAnalysis(db, now));
      if (!job) return;
      if (job.status === 'done') log.info({ jobId: job.id, ...job.result }, 'AI analysis done');
      else log.warn({ jobId: job.id, error: job.error }, 'AI analysis failed');
    }
  };

  const tick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(pollTimer);
    running = drain()
      .catch((error: unknown) => log.error({ err: error }, 'AI analysis worker error'))
      .finally(() => {
        running = null;
        if (stopped) return;
        if (again) {
          again = false;
          setImmediate(tick);
        } else {
          pollTimer = setTimeout(tick, pollMs);
        }
      });
  };

  const checkDaily = () => {
    if (stopped) return;
    enqueueDueAnalysis(db, clock())
      .then((job) => {
        if (job) {
          log.info({ jobId: job.id, trigger: job.payload.trigger }, 'AI analysis queued');
          tick();
        }
      })
      .catch((error: unknown) => log.error({ err: error }, 'AI auto-analysis check failed'));
  };

  const dailyTimer = setInterval(checkDaily, dailyCheckMs);
  dailyTimer.unref();
  checkDaily();
  tick();

  return {
    wake: tick,
    async stop() {
      stopped = true;
      clearTimeout(pollTimer);
      clearInterval(dailyTimer);
      await running;
    },
  };
}
