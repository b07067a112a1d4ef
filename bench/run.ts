// `npm run bench`: measured figures, printed as a table and written to bench/results.json. Loopback only
// and bounded in time (about 7 minutes on 2 cores). Measures: the production build, the gzip size of what
// the first screen loads, cold / warm start of the production server to a healthy /api/health; then on the
// large data set (bench/large-data.ts) in the embedded PostgreSQL: every list's first page one request at
// a time, the deal list and one deal at 32 connections beside /api/health, the bytes of the first /deals
// load (bench/lists.ts), Lighthouse on the main screens (bench/lighthouse.ts), the API's hot reads beside
// a bare baseline and its writes under load (bench/api.ts), the Deal Pipeline (bench/deal-pipeline.ts)
// and the first content of four screens from a cold cache (bench/first-content.ts); the same API figures
// on an external PostgreSQL when BENCH_DATABASE_URL names a bench database (it is dropped and created
// afresh); and the 1,500-suite stacking plan (bench/stacking-plan.ts).
//
// `npm run bench -- --scale 10` (or BENCH_SCALE=10) runs it on the large set at ten times its size
// (500,000 deals) and writes bench/results-10x.json. BENCH_LARGE_DIR=<dir> keeps the large set's data
// directory: seeded there on the first run, reused by later runs at the same scale (`npm run seed:large
// -- --scale 10 --analyze` with DATA_DIR=<dir> prepares one too).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { largeBuildingPrefix } from '../server/src/db/seed-large';
import { apiBench, freePort, startServers, stopChild } from './api';
import { type BenchRow, benchDist } from './browser';
import { dealPipelineBench } from './deal-pipeline';
import { firstContentBench } from './first-content';
import {
  embeddedLargeDatabase,
  externalLargeDatabase,
  type LargeDatabase,
  waitForIdleJobs,
} from './large-data';
import { lighthouseBench } from './lighthouse';
import { healthRatioBench, listReads, listsBench, transfersBench } from './lists';
import { stackingPlanBench } from './stacking-plan';

/** `--scale N` / `--scale=N` or BENCH_SCALE: the large set's size, in times its 1× size. */
function benchScale(args: string[]): number {
  const index = args.findIndex((arg) => arg === '--scale' || arg.startsWith('--scale='));
  const arg = args[index] ?? '';
  const text =
    index < 0 ? (process.env.BENCH_SCALE ?? '1') : arg.includes('=') ? arg.split('=')[1] : args[index + 1];
  const scale = Number(text);
  if (!Number.isInteger(scale) || scale < 1)
    throw new Error(`--scale takes a whole number ≥ 1 (got "${text}")`);
  return scale;
}

const scale = benchScale(process.argv.slice(2));

/**
 * The rows of one part of the bench; a part that fails (a screen that never shows on an overloaded
 * machine, at 10× the data) becomes a row saying so, and the others still run.
 */
async function part(name: string, measure: () => Promise<BenchRow[]>): Promise<BenchRow[]> {
  try {
    return await measure();
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    console.warn(`bench: ${name} failed: ${message}`);
    return [{ measure: `${name}: FAILED (${message})`, value: Number.NaN, unit: '' }];
  }
}

// BENCH_DIST may name another copy, for two runs at once (e.g. 1× and 10×).
process.env.BENCH_DIST ??= 'node_modules/.cache/leaselens-bench/dist';
const rows: BenchRow[] = [];
const benchStarted = performance.now();

function timeBuild(): number {
  const started = performance.now();
  const result = spawnSync('npm', ['run', 'build', '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('npm run build failed');
  writeFileSync('dist/.build-stamp', new Date().toISOString());
  // The bench's own copy (bench/browser.ts benchDist): someone else's build cannot change it mid-run.
  rmSync(benchDist(), { recursive: true, force: true });
  cpSync('dist', benchDist(), { recursive: true });
  return (performance.now() - started) / 1000;
}

/** The entry script, its modulepreloads and stylesheets named by index.html, gzipped. */
function firstScreenBytes(): { js: number; css: number } {
  const html = readFileSync(path.join(benchDist(), 'client/index.html'), 'utf8');
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1] ?? '');
  const size = (extension: string) =>
    [...new Set(assets.filter((asset) => asset.endsWith(extension)))]
      .map((asset) => gzipSync(readFileSync(path.join(benchDist(), 'client', asset))).length)
      .reduce((sum, bytes) => sum + bytes, 0);
  return { js: size('.js'), css: size('.css') };
}

async function timeStart(dataDir: string, port: number): Promise<{ seconds: number; child: ChildProcess }> {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(benchDist(), 'server/main.js')], {
    env: {
      ...process.env,
      CLIENT_DIR: path.join(benchDist(), 'client'),
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) {
        return { seconds: (performance.now() - started) / 1000, child };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not become healthy within 120 s');
}

/** The large set's API, and on the embedded pass the browser measures, through the production server. */
async function largeDataBench(database: LargeDatabase, label: string, browser: boolean): Promise<void> {
  rows.push(...database.rows);
  const servers = await startServers(database.url, database.dataDir, database.dealId);
  try {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await waitForIdleJobs(database.url);
    if (browser) {
      const reads = await listReads(servers.address, servers.cookie);
      rows.push(
        ...(await part('lists', () =>
          listsBench(servers.address, servers.cookie, reads, scale, database.url),
        )),
      );
      rows.push(
        ...(await part('API beside /api/health', () =>
          healthRatioBench(
            servers.address,
            servers.cookie,
            reads[0]?.url ?? '/api/opportunities?limit=100',
            database.dealId,
            scale,
          ),
        )),
      );
      rows.push(...(await part('transfers', () => transfersBench(servers.address, servers.cookie, scale))));
      rows.push(...(await part('lighthouse', () => lighthouseBench(servers.address, servers.cookie, scale))));
      rows.push(
        ...(await part('first content', () =>
          firstContentBench(
            servers.address,
            servers.cookie,
            database.propertyId,
            `${largeBuildingPrefix}0001`,
          ),
        )),
      );
      rows.push(
        ...(await part('deal pipeline', () => dealPipelineBench(servers.address, servers.cookie, scale))),
      );
    }
    rows.push(
      ...(await part(`API ${label}`, () =>
        apiBench(servers, label, label === 'PostgreSQL' ? '≤ 50 ms' : undefined),
      )),
    );
  } finally {
    await servers.stop();
  }
}

rows.push({ measure: 'production build (client + server)', value: timeBuild(), unit: 's' });
const bytes = firstScreenBytes();
rows.push({ measure: 'first screen JS (gzip)', value: bytes.js / 1024, unit: 'KB', target: '≤ 150 KB' });
rows.push({ measure: 'first screen CSS (gzip)', value: bytes.css / 1024, unit: 'KB' });

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leaselens-bench-'));
chmodSync(dataDir, 0o755);
try {
  const port = await freePort();
  const cold = await timeStart(dataDir, port);
  await stopChild(cold.child);
  rows.push({
    measure: 'cold start to healthy (initdb, migrate, seed)',
    value: cold.seconds,
    unit: 's',
    target: '≤ 60 s',
  });
  const warm = await timeStart(dataDir, port);
  await stopChild(warm.child);
  rows.push({ measure: 'warm start to healthy (existing data)', value: warm.seconds, unit: 's' });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const embedded = await embeddedLargeDatabase(scale, process.env.BENCH_LARGE_DIR || undefined);
try {
  await largeDataBench(embedded, 'embedded', true);
} finally {
  await embedded.stop();
}
if (process.env.BENCH_DATABASE_URL) {
  const external = await externalLargeDatabase(process.env.BENCH_DATABASE_URL, scale);
  try {
    await largeDataBench(external, 'PostgreSQL', false);
  } finally {
    await external.stop();
  }
} else {
  console.warn('BENCH_DATABASE_URL is not set: skipping the external PostgreSQL pass');
}
rows.push(...(await part('stacking plan', stackingPlanBench)));
rows.push({
  measure: 'whole bench run',
  value: (performance.now() - benchStarted) / 1000,
  unit: 's',
  target: '≤ 600 s',
});

console.table(rows.map((row) => ({ ...row, value: Number(row.value.toFixed(2)) })));
writeFileSync(
  scale === 1 ? 'bench/results.json' : `bench/results-${scale}x.json`,
  `${JSON.stringify({ measuredAt: new Date().toISOString(), machine: `${os.cpus().length} cores`, scale, rows }, null, 2)}\n`,
);
