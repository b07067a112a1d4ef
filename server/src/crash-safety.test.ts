import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandLine, isAlive, waitForExit } from './db/embedded/processes';
import { sessionCookie } from './plugins/session';

// The real server process (server/src/main.ts through tsx) on its own DATA_DIR and embedded PostgreSQL.
let dataDir: string;
let port: number;
let baseUrl: string;

type Running = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = server.address() as net.AddressInfo;
      server.close(() => resolve(free));
    });
  });
}

function startServer(): Running {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: {
      ...process.env,
      TEST_DATABASE_URL: '',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_MAX: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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

async function waitForHealth(server: Running, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited: ${server.output()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become healthy: ${server.output()}`);
}

async function logIn(): Promise<string | undefined> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'demo1234' }),
  });
  if (response.status !== 200) return undefined;
  const cookie = response.headers.get('set-cookie') ?? '';
  return new RegExp(`${sessionCookie}=([^;]+)`).exec(cookie)?.[1];
}

function postmasterPid(): number {
  return Number.parseInt(
    readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0] ?? '',
    10,
  );
}

function postmastersFor(pgDir: string): number[] {
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

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'leaselens-crash-'));
  chmodSync(dataDir, 0o755);
  port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  try {
    const pid = postmasterPid();
    if (isAlive(pid)) process.kill(pid, 'SIGINT');
    await waitForExit(pid, 20_000);
  } catch {
    // nothing left running
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('crash safety of the embedded database', () => {
  it('keeps every acknowledged write through a SIGKILL of the app, and leaves no orphan', async () => {
    const first = startServer();
    await waitForHealth(first);

    // Sign-ins are writes (a session row and an audit row each); run them at full speed, then kill.
    const acknowledged: string[] = [];
    let killed = false;
    const writer = async () => {
      while (!killed) {
        try {
          const token = await logIn();
          if (token && !killed) acknowledged.push(token);
        } catch {
          return;
        }
      }
    };
    const writers = Array.from({ length: 6 }, writer);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    first.child.kill('SIGKILL');
    killed = true;
    await Promise.all(writers);
    await first.exited;
    expect(acknowledged.length).toBeGreaterThan(5);

    const second = startServer();
    await waitForHealth(second);
    expect(second.output()).not.toMatch(/error/i);

    for (const token of acknowledged) {
      const response = await fetch(`${baseUrl}/api/user`, {
        headers: { cookie: `${sessionCookie}=${token}` },
      });
      expect(response.status, `acknowledged session ${token.slice(0, 8)}… lost`).toBe(200);
    }

    // One PostgreSQL for the data directory: the one the first app started, reused.
    const pgDir = path.join(dataDir, 'pg');
    expect(postmastersFor(pgDir)).toEqual([postmasterPid()]);

    // A second app on the same DATA_DIR is refused with a clear message.
    const intruder = startServer();
    const code = await intruder.exited;
    expect(code).toBe(1);
    expect(intruder.output()).toContain('already using the data directory');

    // A clean stop takes PostgreSQL down with the app.
    const pid = postmasterPid();
    second.child.kill('SIGTERM');
    await second.exited;
    expect(await waitForExit(pid, 15_000)).toBe(true);
    expect(postmastersFor(pgDir)).toEqual([]);
  }, 180_000);
});
