import type { PoolClient } from 'pg';
import type { Database } from './database';

/*
 * Every advisory lock the server takes, in one place so that no two uses share a key. PostgreSQL
 * keeps two separate key spaces: a single 64-bit key (`pg_advisory_xact_lock(key)`), and a pair of
 * 32-bit keys whose first names a class of locks and whose second names the object locked
 * (`pg_advisory_xact_lock(class, id)`).
 */

/** Single-key locks: one process at a time does this, across every instance on the database. */
export const lockKeys = {
  /** Migrations run by one instance; the others wait and then find nothing to do. */
  migration: 7_240_311,
  /** The sample data is written once. */
  seed: 7_240_312,
  /** Two buildings of one name are not created at once. */
  createProperty: 7_240_401,
  /** Tenant names stay unique through creates, renames and imports. */
  tenantNames: 7_240_402,
  /** Two enqueues of an AI analysis at once do not both insert a run. */
  analysisEnqueue: 7_240_501,
  /** One AI analysis at a time writes the opportunities table. */
  analysisWrite: 7_240_502,
  /** One instance at a time creates its job queues (two creations at once deadlock). */
  queueSetup: 7_240_503,
} as const;

/** Lock classes, each taken with the id of the object locked as the second key. */
export const lockClasses = {
  /** Per building: deals created from opportunities. */
  createDeal: 7_240_501,
  /** Per throttle key (hashed): one sign-in or request window updated at a time. */
  throttle: 7_240_601,
  /** Per uploader: the upload quota is checked and taken at once. */
  uploadQuota: 7_240_602,
} as const;

/**
 * Runs `work` while holding the session lock `key` on one pooled connection (given to `work`): across
 * every instance on the database, one at a time. The lock is freed when `work` ends; a connection
 * that cannot unlock is closed rather than returned to the pool, which frees it too, as a process that
 * dies frees its own.
 */
export async function withSessionLock<T>(
  db: Database,
  key: number,
  work: (client: PoolClient) => Promise<T>,
): Promise<T> {
  const client = await db.$client.connect();
  let closed = false;
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    try {
      return await work(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]).catch((error: Error) => {
        closed = true;
        client.release(error);
      });
    }
  } finally {
    if (!closed) client.release();
  }
}
