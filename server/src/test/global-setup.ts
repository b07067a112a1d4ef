import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connect } from '../db/connection';
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
  }
  const emptyTemplate = `lltpl_${runId}_empty`;
  const seededTemplate = `lltpl_${runId}_seeded`;
  for (const [name, seed] of [
    [emptyTemplate, false],
    [seededTemplate, true],
  ] as const) {
    await admin(adminUrl, `create database ${name}`);
    const db = connect(databaseUrl(adminUrl, name), { max: 2 });
    await migrateDatabase(db);
    if (seed) await seedDatabase(db, { today: new Date() });
    await db.$client.end();
  }
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
