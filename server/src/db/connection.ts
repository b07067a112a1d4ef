import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
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
  const pool = new pg.Pool({ connectionString, max: options.max ?? 20, idleTimeoutMillis: 30_000 });
  // An idle client can lose its server (a restart, a network blip); log it rather than crash the process.
  pool.on('error', () => undefined);
  return drizzle(pool, { schema });
}

/**
 * `DATABASE_URL` when given; otherwise the embedded server in `<dataDir>/pg`, which this process
 * then owns: one server process per data directory, stopped in order by `close()`.
 */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  log: (message: string) => void;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const db = connect(options.databaseUrl);
    return { db, mode: 'external', close: () => db.$client.end() };
  }
  const lock = acquireAppLock(options.dataDir);
  try {
    const server = await startEmbeddedPostgres({ dataDir: options.dataDir, log: options.log });
    await ensureDatabase(server.url('postgres'), embeddedDatabaseName);
    const db = connect(server.url(embeddedDatabaseName));
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
