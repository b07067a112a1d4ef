// `npm run bench`: measured figures, printed as a table and written to bench/results.json.
// Loopback only and bounded in time. Measures today: the production build time, the gzip size of
// what the first screen loads, cold / warm start of the production server to a healthy
// /api/health on the embedded PostgreSQL, and the Deal Pipeline's calls at 50,000 deals
// (bench/deal-pipeline.ts).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { dealPipelineBench } from './deal-pipeline';
import { stackingPlanBench } from './stacking-plan';

type Row = { measure: string; value: number; unit: string; target?: string };
const rows: Row[] = [];

function timeBuild(): number {
  const started = performance.now();
  const result = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'ignore' });
  if (result.status !== 0) throw new Error('npm run build failed');
  writeFileSync('dist/.build-stamp', new Date().toISOString());
  return (performance.now() - started) / 1000;
}

/** The entry script, its modulepreloads and stylesheets named by index.html, gzipped. */
function firstScreenBytes(): { js: number; css: number } {
  const html = readFileSync('dist/client/index.html', 'utf8');
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1] ?? '');
  const size = (extension: string) =>
    [...new Set(assets.filter((asset) => asset.endsWith(extension)))]
      .map((asset) => gzipSync(readFileSync(path.join('dist/client', asset))).length)
      .reduce((sum, bytes) => sum + bytes, 0);
  return { js: size('.js'), css: size('.css') };
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function timeStart(dataDir: string, port: number): Promise<{ seconds: number; child: ChildProcess }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' },
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

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
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
  await stop(cold.child);
  rows.push({
    measure: 'cold start to healthy (initdb, migrate, seed)',
    value: cold.seconds,
    unit: 's',
    target: '≤ 60 s',
  });
  const warm = await timeStart(dataDir, port);
  await stop(warm.child);
  rows.push({ measure: 'warm start to healthy (existing data)', value: warm.seconds, unit: 's' });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

rows.push(...(await dealPipelineBench()));
rows.push(...(await stackingPlanBench()));

console.table(rows.map((row) => ({ ...row, value: Number(row.value.toFixed(2)) })));
writeFileSync(
  'bench/results.json',
  `${JSON.stringify({ measuredAt: new Date().toISOString(), machine: `${os.cpus().length} cores`, rows }, null, 2)}\n`,
);
