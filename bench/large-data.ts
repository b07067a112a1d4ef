// The database the API and browser benches run on: migrated, seeded, the large data set added
// (server/src/db/seed-large, at the bench's scale) and the AI analysis run — in the embedded PostgreSQL
// of a temporary directory, or in BENCH_DATABASE_URL's database (dropped and created afresh; its name
// must contain "bench", so the bench never touches another database). BENCH_LARGE_DIR names a data
// directory to keep instead of the temporary one: seeded on the first run, reused as it is by the next
// ones at the same scale (the writes of earlier runs stay in it: a few thousand comments and stage changes).
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { connect } from '../server/src/db/connection';
import { ensureDatabase, startEmbeddedPostgres } from '../server/src/db/embedded/embedded-postgres';
import { migrateDatabase } from '../server/src/db/migrate';
import { seedDatabase } from '../server/src/db/seed';
import { hasLargeData, largeBuildingPrefix, largeSizeAt, seedLarge } from '../server/src/db/seed-large';
import { runAnalysisNow } from '../server/src/modules/ai-opportunities/analysis-jobs';
import type { BenchRow } from './browser';

export type LargeDatabase = {
  url: string;
  dataDir: string;
  /** A deal of the large set (the writes use the 5,000 from it on). */
  dealId: number;
  /** A building of the large set. */
  propertyId: number;
  rows: BenchRow[];
  stop(): Promise<void>;
};

type Filled = Omit<LargeDatabase, 'url' | 'dataDir' | 'stop'>;

/** The deal (a thousand in) and the building the benches open. */
async function landmarks(db: ReturnType<typeof connect>): Promise<{ dealId: number; propertyId: number }> {
  const deal = await db.execute<{ id: number }>(
    sql`select min(id) as id from opportunities where title like 'Large deal %'`,
  );
  const property = await db.execute<{ id: number }>(
    sql`select id from properties where name = ${`${largeBuildingPrefix}0001`}`,
  );
  return { dealId: Number(deal.rows[0]?.id) + 1000, propertyId: Number(property.rows[0]?.id) };
}

async function fill(url: string, label: string, scale: number): Promise<Filled> {
  const db = connect(url);
  try {
    await migrateDatabase(db);
    await seedDatabase(db, { today: new Date() });
    const started = performance.now();
    await seedLarge(db, { scale });
    const seeded = (performance.now() - started) / 1000;
    const analysis = await runAnalysisNow(db, () => new Date());
    // Autovacuum would get there soon after; the bench measures the steady state, not the first minute.
    await db.execute(sql`vacuum analyze ai_opportunities`);
    return {
      ...(await landmarks(db)),
      rows: [
        {
          measure: `seed:large${scale === 1 ? '' : ` --scale ${scale}`} on ${label} (SQL batches)`,
          value: seeded,
          unit: 's',
          target: scale === 1 ? '≤ 120 s' : '≤ 600 s',
        },
        {
          measure: `AI analysis on the large set, ${label} (${analysis.created} opportunities)`,
          value: analysis.durationMs,
          unit: 'ms',
        },
      ],
    };
  } finally {
    await db.$client.end();
  }
}

/** A kept database that already holds the large set at `scale`: migrated (the app may be newer), analysed. */
async function reuse(url: string, scale: number): Promise<Filled | undefined> {
  const db = connect(url);
  try {
    await migrateDatabase(db);
    if (!(await hasLargeData(db))) return undefined;
    const { rows } = await db.execute<{ count: number }>(
      sql`select count(*)::int as count from properties where name like ${`${largeBuildingPrefix}%`}`,
    );
    const buildings = Number(rows[0]?.count);
    if (buildings !== largeSizeAt(scale).buildings) {
      throw new Error(`BENCH_LARGE_DIR holds the large set with ${buildings} buildings, not scale ${scale}`);
    }
    const analysed = await db.execute(sql`select 1 from ai_opportunities limit 1`);
    if (analysed.rows.length === 0) {
      try {
        await runAnalysisNow(db, () => new Date());
        await db.execute(sql`vacuum analyze ai_opportunities`);
      } catch (error) {
        // The AI screens are then measured empty; the failure is the figure to fix.
        console.warn(`the AI analysis failed on the large set (scale ${scale}): ${error}`);
      }
    }
    return { ...(await landmarks(db)), rows: [] };
  } finally {
    await db.$client.end();
  }
}

export async function embeddedLargeDatabase(scale: number, keptDir?: string): Promise<LargeDatabase> {
  const dataDir = keptDir ?? mkdtempSync(path.join(os.tmpdir(), 'leaselens-bench-large-'));
  if (!existsSync(dataDir)) mkdirSync(dataDir, { recursive: true });
  chmodSync(dataDir, 0o755);
  const server = await startEmbeddedPostgres({ dataDir });
  const stop = async () => {
    await server.stop();
    if (!keptDir) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await ensureDatabase(server.url('postgres'), 'leaselens');
    const url = server.url('leaselens');
    const kept = keptDir ? await reuse(url, scale) : undefined;
    if (kept) console.warn(`reusing the large set (scale ${scale}) in ${keptDir}`);
    return { url, dataDir, stop, ...(kept ?? (await fill(url, 'embedded', scale))) };
  } catch (error) {
    await stop();
    throw error;
  }
}

export async function externalLargeDatabase(url: string, scale: number): Promise<LargeDatabase> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/bench/.test(name)) throw new Error(`BENCH_DATABASE_URL must name a bench database (got "${name}")`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name.replace(/"/g, '""')}" with (force)`);
    await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leaselens-bench-external-'));
  return {
    url,
    dataDir,
    stop: async () => rmSync(dataDir, { recursive: true, force: true }),
    ...(await fill(url, 'PostgreSQL', scale)),
  };
}

/** Waits until the server's analysis worker has nothing queued or running (it may start one at boot). */
export async function waitForIdleJobs(url: string): Promise<void> {
  const db = connect(url, { max: 1 });
  try {
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      const { rows } = await db.execute(
        sql`select 1 from jobs where status in ('queued', 'running') limit 1`,
      );
      if (rows.length === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    await db.$client.end();
  }
}
