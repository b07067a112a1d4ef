// The API under load on the large data set: the production server (dist/server/main.js) and, beside it,
// the bare baseline (bench/baseline-server.ts), both child processes on the same database, loaded in
// turn by autocannon from this process at 32 connections over loopback.
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';
import { type BenchRow, benchDist, percentile, signIn } from './browser';
import { hotReads, reportReads } from './hot-reads';

const connections = 32;
const warmUpSeconds = 1;
const seconds = Number(process.env.BENCH_SECONDS ?? 3);

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function waitHealthy(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${url} did not become healthy within ${timeoutMs / 1000} s`);
}

export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export type Servers = {
  address: string;
  baseline: string;
  cookie: string;
  dealId: number;
  stop(): Promise<void>;
};

/** Starts the production server and the baseline on `databaseUrl` (migrated, seeded, large set added). */
export async function startServers(databaseUrl: string, dataDir: string, dealId: number): Promise<Servers> {
  const [appPort, baselinePort] = [await freePort(), await freePort()];
  const app = spawn(process.execPath, [path.join(benchDist(), 'server/main.js')], {
    env: {
      ...process.env,
      CLIENT_DIR: path.join(benchDist(), 'client'),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(appPort),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseline = spawn(process.execPath, ['--import', 'tsx', 'bench/baseline-server.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(baselinePort),
      BENCH_DEAL_ID: String(dealId),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    await Promise.all([stopChild(app), stopChild(baseline)]);
  };
  try {
    const address = `http://127.0.0.1:${appPort}`;
    await waitHealthy(`${address}/api/health`, app);
    await waitHealthy(`http://127.0.0.1:${baselinePort}/baseline/health`, baseline);
    const cookie = await signIn(address);
    return { address, baseline: `http://127.0.0.1:${baselinePort}`, cookie, dealId, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

export type Load = { rps: number; p50: number; p99: number };

/** One load at 32 connections after a 1 s warm-up: average req/s and latency percentiles. */
export async function load(options: autocannon.Options): Promise<Load> {
  await autocannon({ ...options, connections, timeout: 30, duration: warmUpSeconds });
  let result = await autocannon({ ...options, connections, timeout: 30, duration: seconds });
  // A heavy read (the 1,005-building list) on a busy machine may finish no round of 32 in a few seconds.
  if (result.requests.total < connections) {
    result = await autocannon({ ...options, connections, timeout: 30, duration: seconds * 4 });
  }
  // An error answer is a broken bench; a timeout (30 s) on an overloaded machine is a figure, printed.
  if (result.non2xx > 0 || result.requests.total === 0) {
    throw new Error(`${options.url}: ${result.non2xx} error answers of ${result.requests.total} requests`);
  }
  if (result.errors + result.timeouts > 0) {
    console.warn(
      `${options.url}: ${result.errors} errors, ${result.timeouts} timeouts of ${result.requests.total}`,
    );
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** p50 / p99 of requests sent one at a time: the latency of a request that does not queue. */
async function sequential(
  url: string,
  headers: Record<string, string>,
  count = 40,
): Promise<{ p50: number; p99: number }> {
  const samples: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    samples.push(performance.now() - started);
  }
  return { p50: percentile(samples, 50), p99: percentile(samples, 99) };
}

/**
 * Hot reads (app beside baseline, with the ratio) and writes; `db` names the pass in the table. The
 * machine is shared, so app and baseline are loaded in turn, twice each (A B A B), and each keeps its
 * better round: a burst of someone else's work then weighs on one round, not on the ratio.
 */
export async function apiBench(servers: Servers, db: string, p99Target?: string): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const headers = { cookie: `leaselens_session=${servers.cookie}` };
  const better = (a: Load, b: Load) => (a.rps >= b.rps ? a : b);
  for (const read of hotReads) {
    const url = `${servers.address}${read.url(servers.dealId)}`;
    const check = await fetch(url, { headers });
    if (!check.ok) throw new Error(`${url}: ${check.status} ${await check.text()}`);
    const baselineUrl = `${servers.baseline}/baseline/${read.name}`;
    const app1 = await load({ url, headers });
    const base1 = await load({ url: baselineUrl });
    const app = better(app1, await load({ url, headers }));
    const base = better(base1, await load({ url: baselineUrl }));
    const alone = await sequential(url, headers);
    const prefix = `API ${db}: ${read.label}`;
    if (process.env.BENCH_VERBOSE) console.log(prefix, { app, base, alone });
    rows.push({ measure: `${prefix}, app req/s (32 conn.)`, value: app.rps, unit: 'req/s' });
    rows.push({ measure: `${prefix}, baseline req/s (32 conn.)`, value: base.rps, unit: 'req/s' });
    rows.push({
      measure: `${prefix}, app / baseline`,
      value: app.rps / base.rps,
      unit: '×',
      target: '≥ 0.8×',
    });
    rows.push({ measure: `${prefix}, app p50 (32 conn.)`, value: app.p50, unit: 'ms' });
    rows.push({
      measure: `${prefix}, app p99 (32 conn.)`,
      value: app.p99,
      unit: 'ms',
      ...(p99Target ? { target: p99Target } : {}),
    });
    rows.push({ measure: `${prefix}, baseline p99 (32 conn.)`, value: base.p99, unit: 'ms' });
    rows.push({ measure: `${prefix}, app p99 one at a time`, value: alone.p99, unit: 'ms' });
  }
  // Report reads: one request at a time, against their budget.
  for (const read of reportReads) {
    const url = `${servers.address}${read.url(servers.dealId)}`;
    const check = await fetch(url, { headers });
    if (!check.ok) throw new Error(`${url}: ${check.status} ${await check.text()}`);
    const alone = await sequential(url, headers, 20);
    const prefix = `API ${db}: ${read.label}`;
    if (process.env.BENCH_VERBOSE) console.log(prefix, alone);
    rows.push({ measure: `${prefix}, p50 one at a time`, value: alone.p50, unit: 'ms', target: read.budget });
    rows.push({ measure: `${prefix}, p99 one at a time`, value: alone.p99, unit: 'ms' });
  }
  // Writes: each request on another deal of the large set, so rows are not all contended.
  let next = 0;
  const dealFor = () => servers.dealId + (next++ % 5000);
  const stages = ['touring', 'proposal', 'loi', 'legal'];
  const writes: [string, autocannon.Options][] = [
    [
      'comment post',
      {
        url: servers.address,
        headers: { ...headers, 'content-type': 'application/json' },
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => ({
              ...request,
              path: `/api/opportunities/${dealFor()}/comments`,
              body: JSON.stringify({ content: `Bench comment ${next}` }),
            }),
          },
        ],
      },
    ],
    [
      'stage change',
      {
        url: servers.address,
        headers: { ...headers, 'content-type': 'application/json' },
        requests: [
          {
            method: 'PATCH',
            setupRequest: (request) => ({
              ...request,
              path: `/api/opportunities/${dealFor()}/stage`,
              body: JSON.stringify({ stage: stages[next % stages.length] }),
            }),
          },
        ],
      },
    ],
  ];
  for (const [label, options] of writes) {
    const result = await load(options);
    rows.push({ measure: `API ${db}: ${label}, req/s`, value: result.rps, unit: 'req/s' });
    rows.push({
      measure: `API ${db}: ${label}, p99`,
      value: result.p99,
      unit: 'ms',
      ...(p99Target ? { target: p99Target } : {}),
    });
  }
  return rows;
}
