import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { connect } from '../db/connection';
import type { Database } from '../db/database';

export type TestDatabase = { db: Database; url: string; close(): Promise<void> };

/**
 * A database of this test file's own, copied from the run's template: empty (migrated only) or
 * holding the sample portfolio seeded relative to the day the run started.
 */
export async function createTestDatabase(options: { seeded?: boolean } = {}): Promise<TestDatabase> {
  const adminUrl = inject('pgAdminUrl');
  const template = options.seeded ? inject('seededTemplate') : inject('emptyTemplate');
  const name = `lltest_${inject('runId')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
    // A test's commits need not wait for the disk: nothing reads this database after a crash.
    await admin.query(`alter database ${name} set synchronous_commit = off`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = connect(url.toString(), { max: 5 });
  return {
    db,
    url: url.toString(),
    close: async () => {
      await db.$client.end();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`).finally(() => cleanup.end());
    },
  };
}
