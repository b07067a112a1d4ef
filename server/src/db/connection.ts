import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { failureLine } from '../failure-line';
import type { Database } from './database';
import { acquireAppLock } from './embedded/app-lock';
import { ensureDatabase, startEmbeddedPostgres } from './embedded/embedded-postgres';
import * as schema from './schema';

export type DatabaseHandle = {
  db: Database;
  /** 'embedded' when the app started (or reused) its own PostgreSQL server. */
  mode: 'embedded' | 'external';
  close(): Promise<void>;
};

export const embeddedDatabaseName = 'leaselens';

export function connect(connectionString: string, options: { max?: number } = {}): Database {
  // No JIT compilation: our queries are short, and PostgreSQL's cost-based JIT spent over a second
  // compiling a 0.1 s count of 20,000 suites (the server's `jit` setting is on by default).
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 20,
    idleTimeoutMillis: 30_000,
    options: '-c jit=off',
  });
  // An idle client can lose its server (a restart, a network blip); log it rather than crash the process.
  pool.on('error', () => undefined);
  // A client checked out of the pool (inside a transaction, between two statements) has no error
  // listener: a dropped connection would then be an uncaught exception that takes the process down
  // (found by the crash-safety test, killing PostgreSQL). With this one the waiting query fails
  // instead, and the pool discards the broken client on release.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return drizzle(pool, { schema });
}

/**
 * `DATABASE_URL` when given; otherwise the embedded server in `<dataDir>/pg`, which this process
 * then owns: one server process per data directory, stopped in order by `close()`. Should the
 * embedded server die under us (a crash, a `kill -9`), `onServerExit` is called: the caller stops,
 * and the next start recovers. An external server is someone else's to restart: the pool simply
 * reconnects once it answers again. `beforeStart` runs once this process holds the data directory
 * and before any server is started or connected to: a check that fails there leaves no database.
 */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  log: (message: string) => void;
  onServerExit?: (error: Error) => void;
  beforeStart?: () => Promise<void>;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    await options.beforeStart?.();
    const db = connect(options.databaseUrl);
    try {
      await db.$client.query('select 1');
    } catch (error) {
      await db.$client.end();
      throw new Error(`Cannot connect to the PostgreSQL of DATABASE_URL (${failureLine(error)})`);
    }
    return { db, mode: 'external', close: () => db.$client.end() };
  }
  const lock = acquireAppLock(options.dataDir);
  try {
    await options.beforeStart?.();
    const server = await startEmbeddedPostgres({ dataDir: options.dataDir, log: options.log });
    await ensureDatabase(server.url('postgres'), embeddedDatabaseName);
    const db = connect(server.url(embeddedDatabaseName));
    if (options.onServerExit) server.watch(options.onServerExit);
    return {
      db,
      mode: 'embedded',
      close: async () => {
        await db.$client.end().catch(() => undefined);
        await server.stop();
        lock.release();
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
