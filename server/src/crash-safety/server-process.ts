import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { build } from 'esbuild';
import pg from 'pg';
// @ts-expect-error a plain .mjs script without types
import { serverBundleOptions } from '../../../scripts/server-bundle.mjs';
import { embeddedDatabaseName } from '../db/connection';
import { commandLine } from '../db/embedded/processes';
import { sessionCookie } from '../plugins/session';

/**
 * The real server process on its own DATA_DIR and embedded PostgreSQL. `entry` is the server as
 * `npm start` runs it: bundled from the current sources (see buildServer).
 */
export type Rig = { entry: string; dataDir: string; pgDir: string; port: number; baseUrl: string };

/**
 * Bundles the server (main.js, and its worker entries beside it) with the build's own options
 * (scripts/server-bundle.mjs) into `outDir` (inside the repository, so that the bundle's imports
 * resolve from node_modules). A restart of the bundle takes about a second less than one through
 * tsx, which counts over 20 restarts.
 */
export async function buildServer(outDir: string): Promise<string> {
  const entry = path.join(outDir, 'main.js');
  await build({
    ...serverBundleOptions,
    outdir: outDir,
  });
  cpSync('server/src/db/migrations', path.join(outDir, 'migrations'), { recursive: true });
  return entry;
}

export type Running = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = server.address() as net.AddressInfo;
      server.close(() => resolve(free));
    });
  });
}

/** Starts the bundle on the rig; `env` adds to (or overrides) what the rig sets. */
export function startServer(rig: Rig, env: NodeJS.ProcessEnv = {}): Running {
  return watchProcess(
    spawn(process.execPath, [rig.entry], {
      env: {
        ...process.env,
        TEST_DATABASE_URL: '',
        DATABASE_URL: '',
        DATA_DIR: rig.dataDir,
        PORT: String(rig.port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        LOGIN_RATE_LIMIT_MAX: '100000',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
}

/** Collects what a process writes (stdout and stderr together) and its exit code. */
export function watchProcess(child: ChildProcess): Running {
  // Listen from the start: a process that dies before anyone waits must not be waited on forever.
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return { child, output: () => output, exited };
}

/** Generous: CI runs other test files beside this one on two cores. */
export async function waitForHealth(rig: Rig, server: Running, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited: ${server.output()}`);
    try {
      const response = await fetch(`${rig.baseUrl}/api/health`);
      if (response.ok && ((await response.json()) as { status: string }).status === 'ok') return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not become healthy: ${server.output()}`);
}

/** Waits for the process to end; a process that outlives `timeoutMs` is a failure. */
export async function exitOf(server: Running, timeoutMs = 60_000): Promise<number | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`server did not exit within ${timeoutMs} ms: ${server.output()}`)),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([server.exited, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function logIn(rig: Rig): Promise<string | undefined> {
  const response = await fetch(`${rig.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'demo1234' }),
  });
  if (response.status !== 200) return undefined;
  const cookie = response.headers.get('set-cookie') ?? '';
  return new RegExp(`${sessionCookie}=([^;]+)`).exec(cookie)?.[1];
}

function postmasterLines(rig: Rig): string[] {
  return readFileSync(path.join(rig.pgDir, 'postmaster.pid'), 'utf8').split('\n');
}

export function postmasterPid(rig: Rig): number {
  return Number.parseInt(postmasterLines(rig)[0] ?? '', 10);
}

/** The postmasters (not their backends) started on `pgDir`, found by their command line. */
export function postmastersFor(pgDir: string): number[] {
  const pids = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
  const matching: number[] = [];
  for (const entry of pids) {
    const line = commandLine(entry);
    if (line.includes('postgres') && line.includes(`-D ${pgDir}`)) matching.push(entry);
  }
  return matching;
}

/** How to reach the app's database on the running embedded server (its port, its generated password). */
function connectionTo(rig: Rig): pg.ClientConfig {
  return {
    host: '127.0.0.1',
    port: Number.parseInt(postmasterLines(rig)[3] ?? '', 10),
    user: 'postgres',
    password: readFileSync(path.join(rig.dataDir, 'pg-password'), 'utf8').trim(),
    database: embeddedDatabaseName,
  };
}

/** A direct connection to the app's database on the running embedded server, to check what it holds. */
export async function withDatabase<T>(rig: Rig, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client(connectionTo(rig));
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/**
 * A backend kept busy on CPU work, which does not look for its postmaster's death: killing the
 * postmaster then leaves it running, attached to the shared memory a new postmaster needs.
 */
export async function busyBackend(rig: Rig): Promise<{ pid: number; end: () => Promise<void> }> {
  const client = new pg.Client(connectionTo(rig));
  client.on('error', () => undefined);
  await client.connect();
  const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
  client.query('select sum(i) from generate_series(1, 100000000000) i').catch(() => undefined);
  return { pid: rows[0]?.pid ?? 0, end: () => client.end().catch(() => undefined) };
}
