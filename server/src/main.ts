import path from 'node:path';
import pino from 'pino';
import { type App, buildApp } from './app';
import { loadConfig } from './config';
import { type DatabaseHandle, openDatabase } from './db/connection';
import { migrateDatabase } from './db/migrate';
import { seedDatabase } from './db/seed';

const config = loadConfig();
const log = pino({ level: config.logLevel });

// A fatal stop waits this long for in-flight requests before exiting anyway.
const fatalExitMs = 5_000;

async function main() {
  const startedAt = performance.now();
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
    setTimeout(() => process.exit(1), fatalExitMs);
    void shutdown().finally(() => process.exit(1));
  };
  // `on`, not `once`: a second error while stopping must not end the process with a raw stack trace.
  process.on('uncaughtException', exitOnFatal);
  process.on('unhandledRejection', exitOnFatal);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
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
    listingsConfig: config.listings,
    listingsEmbedUrl: config.listingsEmbedUrl,
    riskConfig: config.risk,
    llmConfig: config.llm,
    documentsDir: path.join(config.dataDir, 'documents'),
    analysisWorker: true,
  });
  server = app;
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await shutdown();
    throw error;
  }
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(2);
  log.info(`LeaseLens is ready on http://localhost:${config.port} (${database.mode} database, ${seconds} s)`);
}

main().catch((error: unknown) => {
  log.fatal(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
