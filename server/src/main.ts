import path from 'node:path';
import pino from 'pino';
import { type App, buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/connection';
import { migrateDatabase } from './db/migrate';
import { seedDatabase } from './db/seed';

const config = loadConfig();
const log = pino({ level: config.logLevel });

async function main() {
  const startedAt = performance.now();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    log: (message) => log.info(message),
  });
  let server: App | undefined;
  let closing: Promise<void> | undefined;
  const shutdown = () => {
    closing ??= (async () => {
      await server?.close().catch((error: unknown) => log.error({ err: error }, 'closing the server failed'));
      await database.close();
    })();
    return closing;
  };
  const exitOnFatal = (error: unknown) => {
    log.fatal({ err: error }, 'fatal error, stopping');
    void shutdown().finally(() => process.exit(1));
  };
  process.once('uncaughtException', exitOnFatal);
  process.once('unhandledRejection', exitOnFatal);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      log.info(`${signal} received, shutting down`);
      void shutdown().finally(() => process.exit(0));
    });
  }

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
