import net from 'node:net';
import path from 'node:path';
import type { Logger } from 'pino';
import { type App, buildApp } from './app';
import { failCommand, wantsStack } from './cli-failure';
import { createLogger } from './cli-logger';
import { loadConfig } from './config';
import { type DatabaseHandle, openDatabase } from './db/connection';
import { migrateDatabase } from './db/migrate';
import { seedDatabase } from './db/seed';
import { failureLine } from './failure-line';
import { isJobQueueError } from './jobs/job-queue';
import { createMailTransport } from './modules/mail/mail-transport';

// After a fatal error, requests in flight get this long to finish before the process exits anyway:
// a reply already written reaches its client, and nothing that waits on a dead database (a pool
// that cannot end, a connection kept alive) holds the exit back.
const fatalGraceMs = 250;

async function main(log: Logger) {
  const startedAt = performance.now();
  const config = loadConfig();
  log.level = config.logLevel;
  let database: DatabaseHandle | undefined;
  let server: App | undefined;
  let closing: Promise<void> | undefined;
  const shutdown = () => {
    closing ??= (async () => {
      await server?.close().catch((error: unknown) => log.error({ err: error }, 'closing the server failed'));
      await database?.close();
    })();
    return closing;
  };
  let fatal = false;
  const exitOnFatal = (error: unknown) => {
    if (fatal) return;
    fatal = true;
    log.fatal({ err: error }, 'fatal error, stopping');
    // Non-zero however the process ends: stopping may leave nothing to run, and Node then exits by itself.
    process.exitCode = 1;
    setTimeout(() => process.exit(1), fatalGraceMs);
    void shutdown().finally(() => process.exit(1));
  };
  // `on`, not `once`: a second error while stopping must not end the process with a raw stack trace.
  process.on('uncaughtException', exitOnFatal);
  process.on('unhandledRejection', (reason) => {
    // pg-boss does not await every write of its own (completing a job): one failing while the
    // database is away is logged, and the job expires and is retried.
    if (isJobQueueError(reason)) log.error({ err: reason }, 'a write of the job queue failed');
    else exitOnFatal(reason);
  });
  // SIGHUP: the terminal that ran `npm start` closed; stopping cleanly stops the embedded PostgreSQL too.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      log.info(`${signal} received, shutting down`);
      void shutdown().finally(() => process.exit(0));
    });
  }

  // The embedded PostgreSQL dying under us is fatal: exit non-zero with a clear message so a
  // supervisor (or the person who started us) restarts the app, which recovers on start. Staying
  // up would only answer 500s.
  database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    log: (message) => log.info(message),
    onServerExit: exitOnFatal,
    // A port we cannot listen on fails the start before a database is created, started or seeded.
    beforeStart: () => checkPort(config.port, config.host),
  });

  try {
    await migrateDatabase(database.db);
    const { seeded } = await seedDatabase(database.db, { today: new Date() });
    if (seeded) log.info('seeded the sample portfolio (sign in as demo / demo1234)');
  } catch (error) {
    await shutdown();
    throw error;
  }

  const app = await buildApp({
    db: database.db,
    logger: log,
    clientDir: config.clientDir,
    sessionTtlMs: config.sessionTtlMs,
    loginRateLimit: config.loginRateLimit,
    loginAccountLimit: config.loginAccountLimit,
    uploadQuotaBytes: config.uploadQuotaBytes,
    uploadRateLimit: config.uploadRateLimit,
    trustProxy: config.trustProxy,
    allowedHosts: config.allowedHosts,
    listingsConfig: config.listings,
    listingsEmbedUrl: config.listingsEmbedUrl,
    riskConfig: config.risk,
    llmConfig: config.llm,
    mail: { transport: createMailTransport(config.mail), appUrl: config.appUrl },
    documentsDir: path.join(config.dataDir, 'documents'),
    jobs: true,
  });
  server = app;
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // Taken since the check: the same one line.
    const problem = portProblem(error, config.port, config.host);
    await shutdown();
    throw problem;
  }
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(2);
  log.info(`LeaseLens is ready on http://localhost:${config.port} (${database.mode} database, ${seconds} s)`);
}

/** Listens on `host:port` for a moment, so that a busy port fails the start with the reason and the remedy. */
async function checkPort(port: number, host: string): Promise<void> {
  const probe = net.createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      probe.once('error', reject);
      probe.listen(port, host, resolve);
    });
  } catch (error) {
    throw portProblem(error, port, host);
  }
  await new Promise((resolve) => probe.close(resolve));
}

function portProblem(error: unknown, port: number, host: string): Error {
  switch ((error as NodeJS.ErrnoException).code) {
    case 'EADDRINUSE':
      return new Error(`Port ${port} is already in use on ${host}: stop the other program or set PORT.`);
    case 'EACCES':
      return new Error(`Port ${port} on ${host} is reserved for root: set PORT to 1024 or above.`);
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
      return new Error(
        `${host} is not an address of this machine: set HOST (0.0.0.0 listens on all of them).`,
      );
    default:
      return error instanceof Error ? error : new Error(String(error));
  }
}

function startLogger(): Logger {
  try {
    return createLogger();
  } catch (error) {
    failCommand(error);
    process.exit(1);
  }
}

// A start that fails is reported in the log, in its format: one line, the stack only when debugging.
const log = startLogger();
main(log).catch((error: unknown) => {
  log.fatal(wantsStack(process.env) ? { err: error } : {}, failureLine(error));
  process.exit(1);
});
