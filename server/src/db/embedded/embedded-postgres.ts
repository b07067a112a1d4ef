import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, fstatSync, openSync, realpathSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { findPostgresBinaries } from './binaries';
import { letPostgresIn } from './data-dir-access';
import { commandLine, isAlive, postgresRunAs, processesIn, type RunAs, waitForExit } from './processes';

export type EmbeddedPostgres = {
  /** Connection string for `database` on this server. */
  url(database: string): string;
  pid: number;
  port: number;
  /** True when a server left running by an earlier process was reused. */
  adopted: boolean;
  /** Fast shutdown (SIGINT): open transactions roll back, committed data is already durable. */
  stop(): Promise<void>;
  /**
   * Calls `onExit` once if the server process ends without `stop()` (a crash, a `kill -9`). The
   * app cannot serve without it. A server we started is our child, whose end we hear of at once; a
   * reused one is checked every `intervalMs`.
   */
  watch(onExit: (error: Error) => void, intervalMs?: number): void;
};

type Log = (message: string) => void;

const superuser = 'postgres';

/**
 * Starts (or reuses) a real PostgreSQL server whose data lives in `<dataDir>/pg`, listening on
 * 127.0.0.1 only, with a generated password kept in `<dataDir>/pg-password`.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  log?: Log;
}): Promise<EmbeddedPostgres> {
  const log = options.log ?? (() => undefined);
  const dataDir = path.resolve(options.dataDir);
  const pgDir = path.join(dataDir, 'pg');
  await fs.mkdir(dataDir, { recursive: true });
  const password = await readOrCreatePassword(dataDir);
  const runAs = postgresRunAs();
  letPostgresIn(dataDir, runAs);

  const running = await findRunningServer(pgDir, password, log);
  if (running) return handle(running.pid, running.port, password, true, log);

  if (!existsSync(path.join(pgDir, 'PG_VERSION'))) await initialise(pgDir, dataDir, password, runAs, log);
  await endOrphans(pgDir, log);
  const port = await freePort();
  const child = await launch(pgDir, dataDir, port, password, runAs, log);
  return handle(child.pid, port, password, false, log, child.exited);
}

function handle(
  pid: number,
  port: number,
  password: string,
  adopted: boolean,
  log: Log,
  exited?: Promise<void>,
): EmbeddedPostgres {
  let watcher: NodeJS.Timeout | undefined;
  let watching = false;
  return {
    pid,
    port,
    adopted,
    url: (database) =>
      `postgres://${superuser}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`,
    watch: (onExit, intervalMs = 250) => {
      clearInterval(watcher);
      watching = true;
      const report = () => {
        if (!watching) return;
        watching = false;
        clearInterval(watcher);
        onExit(
          new Error(
            `The embedded PostgreSQL server (pid ${pid}) stopped unexpectedly. LeaseLens cannot serve ` +
              'without it and is stopping; start LeaseLens again (or let its supervisor restart it): ' +
              'PostgreSQL then recovers every committed write from its write-ahead log.',
          ),
        );
      };
      void exited?.then(report);
      watcher = setInterval(() => {
        if (!isAlive(pid)) report();
      }, intervalMs);
      watcher.unref();
    },
    stop: async () => {
      watching = false;
      clearInterval(watcher);
      if (!isAlive(pid)) return;
      log(`stopping embedded PostgreSQL (pid ${pid})`);
      process.kill(pid, 'SIGINT');
      if (await waitForExit(pid, 30_000)) return;
      process.kill(pid, 'SIGQUIT');
      await waitForExit(pid, 10_000);
    },
  };
}

async function readOrCreatePassword(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'pg-password');
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch {
    const password = randomBytes(24).toString('base64url');
    await fs.writeFile(file, password, { mode: 0o600 });
    return password;
  }
}

/**
 * A `postmaster.pid` is trusted only if its process is alive, is a postgres process and answers on
 * the recorded port; anything else is stale state from a crash, which we clear.
 */
async function findRunningServer(pgDir: string, password: string, log: Log) {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  let lines: string[];
  try {
    lines = (await fs.readFile(pidFile, 'utf8')).split('\n');
  } catch {
    return undefined;
  }
  const pid = Number.parseInt(lines[0] ?? '', 10);
  const port = Number.parseInt(lines[3] ?? '', 10);
  if (pid > 0 && isAlive(pid) && commandLine(pid).includes('postgres') && port > 0) {
    if (await waitUntilReady(port, password, 30_000, () => isAlive(pid))) {
      log(`reusing embedded PostgreSQL already running (pid ${pid}, port ${port})`);
      return { pid, port };
    }
    throw new Error(
      `PostgreSQL (pid ${pid}) holds ${pgDir} but does not answer on port ${port}. Stop it, then start again.`,
    );
  }
  log(`clearing stale ${pidFile}`);
  await fs.rm(pidFile, { force: true });
  return undefined;
}

/**
 * A postmaster killed with SIGKILL leaves its backends and helpers running for a moment, still
 * attached to its shared memory: a new postmaster then refuses the data directory ('pre-existing
 * shared memory block is still in use'). They notice the postmaster's death and exit on their own;
 * we wait for that, then kill what is left (crash recovery replays the write-ahead log anyway).
 */
async function endOrphans(pgDir: string, log: Log) {
  const dir = realpathSync(pgDir);
  // Only PostgreSQL's own processes: a shell that happens to sit in the folder is left alone.
  const leftovers = () => processesIn(dir).filter((pid) => /(^|\/)postgres(:|\s|$)/.test(commandLine(pid)));
  let orphans = leftovers();
  if (orphans.length === 0) return;
  log(`waiting for ${orphans.length} leftover PostgreSQL processes of ${pgDir} to exit`);
  // Killing them is safe whatever they were doing (their clients are gone; recovery follows), so
  // the wait is short.
  const deadline = Date.now() + 2_000;
  while (orphans.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    orphans = leftovers();
  }
  for (const pid of orphans) {
    log(`killing leftover PostgreSQL process ${pid} (${commandLine(pid)})`);
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  for (const pid of orphans) await waitForExit(pid, 10_000);
  const remaining = leftovers();
  if (remaining.length > 0) {
    throw new Error(
      `Processes ${remaining.join(', ')} still use ${pgDir} after a PostgreSQL crash. Stop them, then start again.`,
    );
  }
}

async function initialise(pgDir: string, dataDir: string, password: string, runAs: RunAs, log: Log) {
  log(`initialising a new PostgreSQL cluster in ${pgDir}`);
  const { initdb } = await findPostgresBinaries();
  await fs.rm(pgDir, { recursive: true, force: true });
  await fs.mkdir(pgDir, { recursive: true, mode: 0o700 });
  const pwFile = path.join(dataDir, `.pwfile-${process.pid}`);
  await fs.writeFile(pwFile, `${password}\n`, { mode: 0o600 });
  if (runAs) {
    await fs.chown(pgDir, runAs.uid, runAs.gid);
    await fs.chown(pwFile, runAs.uid, runAs.gid);
  }
  try {
    await run(
      initdb,
      [
        `--pgdata=${pgDir}`,
        `--username=${superuser}`,
        `--pwfile=${pwFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--no-locale',
        '--no-instructions',
      ],
      runAs,
    );
  } catch (error) {
    await fs.rm(pgDir, { recursive: true, force: true });
    throw error;
  } finally {
    await fs.rm(pwFile, { force: true });
  }
}

async function launch(
  pgDir: string,
  dataDir: string,
  port: number,
  password: string,
  runAs: RunAs,
  log: Log,
) {
  const { postgres } = await findPostgresBinaries();
  const logFile = path.join(dataDir, 'postgres.log');
  const logFd = openSync(logFile, 'a');
  const logStart = fstatSync(logFd).size;
  // Detached: a Ctrl-C in the terminal reaches only us; we then stop PostgreSQL in order.
  const child = spawn(
    postgres,
    [
      '-D',
      pgDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
    ],
    { detached: true, stdio: ['ignore', logFd, logFd], ...(runAs ?? {}) },
  );
  closeSync(logFd);
  child.unref();
  const pid = child.pid;
  if (!pid) throw new Error('Could not start the embedded PostgreSQL server');
  let running = true;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => {
    running = false;
  });
  if (!(await waitUntilReady(port, password, 60_000, () => running))) {
    const written = await fs.readFile(logFile).catch(() => Buffer.alloc(0));
    const lines = written.subarray(logStart).toString('utf8').split('\n').filter(Boolean);
    // PostgreSQL's own reason, as one line: the last FATAL (or PANIC) of this start, else its last line.
    const reason = lines.findLast((line) => /\b(FATAL|PANIC):/.test(line)) ?? lines.at(-1) ?? 'no output';
    throw new Error(`The embedded PostgreSQL server did not start (${reason.trim()}); its log is ${logFile}`);
  }
  log(`embedded PostgreSQL started (pid ${pid}, port ${port})`);
  return { pid, exited };
}

async function waitUntilReady(
  port: number,
  password: string,
  timeoutMs: number,
  stillRunning: () => boolean,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && stillRunning()) {
    const client = new pg.Client({
      host: '127.0.0.1',
      port,
      user: superuser,
      password,
      database: 'postgres',
    });
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  return false;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function run(command: string, args: string[], runAs: RunAs): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], ...(runAs ?? {}) });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(command)} failed (${code}): ${stderr}`)),
    );
  });
}

/** Creates `database` on the server if it does not exist yet. */
export async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (!rowCount) await client.query(`create database "${database.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}
