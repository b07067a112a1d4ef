import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error a plain .mjs script without types
import { serverBundleOptions } from '../../scripts/server-bundle.mjs';
import { commandFailureText, wantsStack } from './cli-failure';

describe('what a failed command prints', () => {
  const failure = new Error('Cannot connect to the database', { cause: new Error('connect ECONNREFUSED') });

  it('is one line naming the app, the failure and its cause', () => {
    expect(commandFailureText(failure, {})).toBe(
      'leaselens: Cannot connect to the database: connect ECONNREFUSED',
    );
  });

  it('adds the stacks of the failure and its cause when debugging', () => {
    const lines = commandFailureText(failure, { DEBUG: '1' }).split('\n');
    expect(lines[0]).toBe('leaselens: Cannot connect to the database: connect ECONNREFUSED');
    expect(lines[1]).toBe('Error: Cannot connect to the database');
    expect(lines).toContain('Caused by: Error: connect ECONNREFUSED');
    expect(lines.some((line) => line.startsWith('    at '))).toBe(true);
  });

  it('counts as debugging DEBUG set to anything but 0 or false, or LOG_LEVEL debug or trace', () => {
    expect(wantsStack({ DEBUG: '*' })).toBe(true);
    expect(wantsStack({ LOG_LEVEL: 'debug' })).toBe(true);
    expect(wantsStack({ LOG_LEVEL: 'trace' })).toBe(true);
    expect(wantsStack({ DEBUG: '0' })).toBe(false);
    expect(wantsStack({ DEBUG: 'false' })).toBe(false);
    expect(wantsStack({ DEBUG: '' })).toBe(false);
    expect(wantsStack({ LOG_LEVEL: 'info' })).toBe(false);
    expect(wantsStack({})).toBe(false);
  });
});

type Outcome = { code: number | null; stdout: string[]; stderr: string[] };

/** The entry points, bundled as the build bundles the server: a run starts in well under a second. */
const entries = {
  server: 'server/src/main.ts',
  reset: 'server/src/db/reset.ts',
  seedLarge: 'server/src/db/seed-large/main.ts',
};
let bundleDir: string;

beforeAll(async () => {
  mkdirSync('.tmp', { recursive: true });
  // Inside the repository, so that the bundles' imports resolve from node_modules.
  bundleDir = mkdtempSync(path.resolve('.tmp', 'cli-failure-'));
  await build({ ...serverBundleOptions, entryPoints: entries, outdir: bundleDir });
});
afterAll(() => rmSync(bundleDir, { recursive: true, force: true }));

/** Runs an entry point with `env` over ours, less the database and debugging settings of the test run. */
function runEntry(entry: keyof typeof entries, env: Record<string, string>): Promise<Outcome> {
  const { TEST_DATABASE_URL: _, DATABASE_URL: __, DEBUG: ___, LOG_LEVEL: ____, ...inherited } = process.env;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(bundleDir, `${entry}.js`)],
      { env: { ...inherited, ...env }, timeout: 20_000 },
      (error, stdout, stderr) => {
        const lines = (text: string) => text.split('\n').filter(Boolean);
        resolve({ code: error ? (error.code as number) : 0, stdout: lines(stdout), stderr: lines(stderr) });
      },
    );
  });
}

// Nothing listens on port 9 (discard): a connection there is refused at once.
const closedDatabase = 'postgres://leaselens@127.0.0.1:9/leaselens';

describe('a command that fails', () => {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('prints one line without a stack trace and exits with 1 (seed:large, database unreachable)', async () => {
    const outcome = await runEntry('seedLarge', { DATABASE_URL: closedDatabase });
    expect(outcome).toEqual({
      code: 1,
      stdout: [],
      stderr: [
        'leaselens: Cannot connect to the PostgreSQL of DATABASE_URL (connect ECONNREFUSED 127.0.0.1:9)',
      ],
    });
  });

  it('prints one line and exits with 1 while the app holds the data folder (db:reset)', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leaselens-cli-'));
    folders.push(dataDir);
    // This test's own process (a live node) plays the running app.
    writeFileSync(path.join(dataDir, 'leaselens.lock'), String(process.pid));
    const outcome = await runEntry('reset', { DATA_DIR: dataDir });
    expect(outcome).toEqual({
      code: 1,
      stdout: [],
      stderr: [
        `leaselens: Another LeaseLens server (pid ${process.pid}) is already using the data directory ${dataDir}. ` +
          'Stop it first, or start this one with a different DATA_DIR.',
      ],
    });
  });

  it('prints the stack too when debugging', async () => {
    const outcome = await runEntry('seedLarge', {
      DATABASE_URL: closedDatabase,
      DEBUG: '1',
    });
    expect(outcome.code).toBe(1);
    expect(outcome.stderr[0]).toMatch(/^leaselens: Cannot connect/);
    expect(outcome.stderr.some((line) => line.startsWith('    at '))).toBe(true);
  });
});

describe('a server that cannot start', () => {
  it('logs one fatal line in its log format and exits with 1', async () => {
    const outcome = await runEntry('server', {
      DATABASE_URL: closedDatabase,
      PORT: '0',
      LOG_FORMAT: 'json',
    });
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toEqual([]);
    expect(outcome.stdout.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({
        level: 60,
        msg: 'Cannot connect to the PostgreSQL of DATABASE_URL (connect ECONNREFUSED 127.0.0.1:9)',
      }),
    ]);
  });

  it('writes that line for a person when asked for pretty logs', async () => {
    const outcome = await runEntry('server', {
      DATABASE_URL: closedDatabase,
      PORT: '0',
      LOG_FORMAT: 'pretty',
    });
    expect(outcome.code).toBe(1);
    expect(outcome.stdout).toEqual([
      expect.stringMatching(
        /^\[\d\d:\d\d:\d\d\] FATAL: Cannot connect to the PostgreSQL of DATABASE_URL \(connect ECONNREFUSED 127\.0\.0\.1:9\)$/,
      ),
    ]);
  });

  it('refuses an unknown LOG_FORMAT in one line on stderr', async () => {
    const outcome = await runEntry('server', { LOG_FORMAT: 'xml', PORT: '0' });
    expect(outcome).toEqual({
      code: 1,
      stdout: [],
      stderr: ['leaselens: LOG_FORMAT must be json or pretty, not "xml".'],
    });
  });
});
