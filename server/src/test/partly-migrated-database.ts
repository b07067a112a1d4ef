import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { inject } from 'vitest';

const migrationsFolder = fileURLToPath(new URL('../db/migrations', import.meta.url));

/** The migrations up to and including `lastTag`, in a folder of their own. */
function migrationsUpTo(lastTag: string): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'leaselens-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

export type PartlyMigratedDatabase = {
  /** Rows of a raw SQL query. */
  query: <T>(text: string, values?: unknown[]) => Promise<T[]>;
  /** Applies the rest of the migrations, as an upgrade would. */
  migrateToEnd: () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * A database of its own, migrated up to and including `lastTag`, for a test of the migration after
 * it: the test gives it data as it stood then, migrates to the end and reads what became of it.
 */
export async function partlyMigratedDatabase(
  label: string,
  lastTag: string,
): Promise<PartlyMigratedDatabase> {
  const name = `lltest_${inject('runId')}_${label}_${randomBytes(4).toString('hex')}`;
  const adminUrl = inject('pgAdminUrl');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const before = migrationsUpTo(lastTag);
  await migrate(drizzle(client), { migrationsFolder: before });
  return {
    query: async <T>(text: string, values: unknown[] = []) => (await client.query(text, values)).rows as T[],
    migrateToEnd: () => migrate(drizzle(client), { migrationsFolder }),
    close: async () => {
      await client.end();
      rmSync(before, { recursive: true, force: true });
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
