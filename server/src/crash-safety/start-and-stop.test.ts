import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAlive, waitForExit } from '../db/embedded/processes';
import {
  buildServer,
  exitOf,
  freePort,
  postmasterPid,
  type Rig,
  type Running,
  startServer,
  waitForHealth,
  watchProcess,
} from './server-process';

let buildDir: string;
const folders: string[] = [];
const postmasters: number[] = [];

/** A DATA_DIR as `mktemp -d` makes it (700: as root, the app lets its PostgreSQL in). */
async function newRig(port?: number): Promise<Rig> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leaselens-start-'));
  folders.push(dataDir);
  const chosen = port ?? (await freePort());
  return {
    entry: path.join(buildDir, 'main.js'),
    dataDir,
    pgDir: path.join(dataDir, 'pg'),
    port: chosen,
    baseUrl: `http://127.0.0.1:${chosen}`,
  };
}

/** The lines a process wrote, without the empty one its last newline leaves. */
const linesOf = (running: Running) => running.output().split('\n').filter(Boolean);

/** The message of each line the app logged (its log is JSON, one object a line). */
const messagesOf = (running: Running) =>
  linesOf(running).map((line) => (JSON.parse(line) as { msg: string }).msg);

// These start the app on its own embedded PostgreSQL: the pass on TEST_DATABASE_URL has nothing to add.
describe.skipIf(process.env.TEST_DATABASE_URL)('starting and stopping the app', () => {
  beforeAll(async () => {
    mkdirSync('.tmp', { recursive: true });
    buildDir = mkdtempSync(path.resolve('.tmp', 'start-and-stop-'));
    await buildServer(buildDir);
  });

  afterAll(async () => {
    for (const pid of postmasters) {
      if (isAlive(pid)) process.kill(pid, 'SIGINT');
      await waitForExit(pid, 20_000);
    }
    for (const folder of [...folders, buildDir]) rmSync(folder, { recursive: true, force: true });
  });

  it('exits with code 1 within a second of its PostgreSQL being SIGKILLed, with requests coming', async () => {
    const rig = await newRig();
    const app = startServer(rig);
    await waitForHealth(rig, app);
    const postmaster = postmasterPid(rig);
    postmasters.push(postmaster);

    // Clients on keep-alive connections, and one slow to send its request's body: the app must not
    // wait for them to go quiet.
    let stopped = false;
    const client = async () => {
      while (!stopped) await fetch(`${rig.baseUrl}/api/health`).catch(() => undefined);
    };
    const clients = Array.from({ length: 4 }, client);
    const slow = net.connect(rig.port, '127.0.0.1');
    slow.on('error', () => undefined);
    await once(slow, 'connect');
    slow.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100\r\n\r\n{',
    );
    await new Promise((resolve) => setTimeout(resolve, 200));

    const killedAt = performance.now();
    process.kill(postmaster, 'SIGKILL');
    const code = await exitOf(app, 10_000);
    const exitMs = performance.now() - killedAt;
    stopped = true;
    slow.destroy();
    await Promise.all(clients);

    console.info(`the app exited ${exitMs.toFixed(0)} ms after its postmaster's SIGKILL`);
    expect(code, app.output()).toBe(1);
    expect(app.output()).toContain('stopped unexpectedly');
    expect(exitMs).toBeLessThan(1_000);
  }, 60_000);

  it('refuses a busy port with one line naming it, before creating a database', async () => {
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const { port } = holder.address() as net.AddressInfo;
    try {
      const rig = await newRig(port);
      const app = startServer(rig);
      expect(await exitOf(app, 10_000)).toBe(1);
      expect(messagesOf(app)).toEqual([
        `Port ${port} is already in use on 127.0.0.1: stop the other program or set PORT.`,
      ]);
      expect(existsSync(rig.pgDir)).toBe(false);
    } finally {
      holder.close();
    }
  });

  it('says in one line that PORT is not a port number', async () => {
    const app = startServer(await newRig(), { PORT: '70000' });
    expect(await exitOf(app, 10_000)).toBe(1);
    expect(messagesOf(app)).toEqual(['PORT must be a port number, got "70000"']);
  });

  it('says in one line that the PostgreSQL of DATABASE_URL does not answer, at start and in db:reset', async () => {
    const port = await freePort();
    const databaseUrl = `postgres://postgres@127.0.0.1:${port}/leaselens`;
    const reason = `Cannot connect to the PostgreSQL of DATABASE_URL (connect ECONNREFUSED 127.0.0.1:${port})`;

    const app = startServer(await newRig(), { DATABASE_URL: databaseUrl });
    expect(await exitOf(app, 10_000)).toBe(1);
    expect(messagesOf(app)).toEqual([reason]);

    const reset = watchProcess(
      spawn(path.resolve('node_modules/.bin/tsx'), ['server/src/db/reset.ts'], {
        env: { ...process.env, DATABASE_URL: databaseUrl },
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    );
    expect(await exitOf(reset, 20_000)).toBe(1);
    // A command's failure line names the program it comes from.
    expect(linesOf(reset)).toEqual([`leaselens: ${reason}`]);
  });
});
