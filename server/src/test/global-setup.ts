import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connect } from '../db/connection';
import type { Database } from '../db/database';
import { startEmbeddedPostgres } from '../db/embedded/embedded-postgres';
import { migrateDatabase } from '../db/migrate';
import { seedDatabase } from '../db/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    emptyTemplate: string;
    seededTemplate: string;
    runId: string;
  }
}

async function admin(adminUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Runs `work` on `database` with commits that do not wait for their flush to disk. */
async function withoutCommitWait(
  adminUrl: string,
  database: string,
  work: (db: Database) => Promise<unknown>,
) {
  await admin(adminUrl, `alter database ${database} set synchronous_commit = off`);
  const db = connect(databaseUrl(adminUrl, database), { max: 2 });
  try {
    await work(db);
  } finally {
    await db.$client.end();
  }
}

function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * One PostgreSQL for the whole run: the embedded server in a temporary folder, or the server at
 * TEST_DATABASE_URL. Two template databases (migrated; migrated and seeded) are built once; each
 * test file copies one into a database of its own.
 */
export default async function setup(project: TestProject) {
  const runId = `${process.pid}_${Date.now().toString(36)}`;
  let tempDir: string | undefined;
  let stopServer: () => Promise<void> = async () => undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    tempDir = mkdtempSync(path.join(os.tmpdir(), 'leaselens-test-'));
    // PostgreSQL runs as the postgres user when we are root; it must be able to enter the folder.
    chmodSync(tempDir, 0o755);
    const server = await startEmbeddedPostgres({ dataDir: tempDir });
    adminUrl = server.url('postgres');
    stopServer = server.stop;
    // A throwaway cluster: no test reads its data after a crash (the crash-safety tests run clusters
    // of their own), so it need not flush to disk. Each commit and each copied database otherwise
    // waits on an fsync (6–7 ms per commit measured here).
    for (const setting of ['fsync = off', 'synchronous_commit = off', 'full_page_writes = off'])
      await admin(adminUrl, `alter system set ${setting}`);
    await admin(adminUrl, 'select pg_reload_conf()');
  }
  const emptyTemplate = `lltpl_${runId}_empty`;
  const seededTemplate = `lltpl_${runId}_seeded`;
  // Migrated once: the seeded template is a copy of the empty one, then seeded.
  await admin(adminUrl, `create database ${emptyTemplate}`);
  await withoutCommitWait(adminUrl, emptyTemplate, (db) => migrateDatabase(db));
  await admin(adminUrl, `create database ${seededTemplate} template ${emptyTemplate}`);
  await withoutCommitWait(adminUrl, seededTemplate, (db) => seedDatabase(db, { today: new Date() }));
  project.provide('pgAdminUrl', adminUrl);
  project.provide('emptyTemplate', emptyTemplate);
  project.provide('seededTemplate', seededTemplate);
  project.provide('runId', runId);

  return async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`ll%_${runId}_%`],
    );
    for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`);
    await client.end();
    await stopServer();
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  };
}
