import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { leaseTermsDefaults } from '@common/lease-terms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAlive, waitForExit } from '../db/embedded/processes';
import { sessionCookie } from '../plugins/session';
import { countRows, integrityProblems, lostWrites, readDeals } from './consistency';
import {
  buildServer,
  busyBackend,
  exitOf,
  freePort,
  logIn,
  postmasterPid,
  postmastersFor,
  type Rig,
  type Running,
  startServer,
  waitForHealth,
  withDatabase,
} from './server-process';
import { runWriters } from './write-load';

// Kills alternate between the app and its PostgreSQL; CRASH_ROUNDS=40 gives 20 of each.
const rounds = Number(process.env.CRASH_ROUNDS || 20);
const writers = 4;
const dealsUnderLoad = 8;
// Errors in the app's own log (pino levels 50 error, 60 fatal).
const loggedError = /"level":[56]0/;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let rig: Rig;

// This file runs its own embedded PostgreSQL: the pass on TEST_DATABASE_URL has nothing to add.
describe.skipIf(process.env.TEST_DATABASE_URL)('crash safety of the embedded database', () => {
  let buildDir: string;

  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leaselens-crash-'));
    chmodSync(dataDir, 0o755);
    mkdirSync('.tmp', { recursive: true });
    buildDir = mkdtempSync(path.resolve('.tmp', 'crash-safety-'));
    const entry = await buildServer(buildDir);
    const port = await freePort();
    rig = { entry, dataDir, pgDir: path.join(dataDir, 'pg'), port, baseUrl: `http://127.0.0.1:${port}` };
  });

  afterAll(async () => {
    try {
      const pid = postmasterPid(rig);
      if (isAlive(pid)) process.kill(pid, 'SIGINT');
      await waitForExit(pid, 20_000);
    } catch {
      // nothing left running
    }
    rmSync(rig.dataDir, { recursive: true, force: true });
    rmSync(buildDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged sign-in through a SIGKILL of the app, and leaves no orphan', async () => {
    const first = startServer(rig);
    await waitForHealth(rig, first);

    // Sign-ins are writes (a session row and an audit row each); run them at full speed, then kill.
    const acknowledged: string[] = [];
    let killed = false;
    const writer = async () => {
      while (!killed) {
        try {
          const token = await logIn(rig);
          if (token && !killed) acknowledged.push(token);
        } catch {
          return;
        }
      }
    };
    const signIns = Array.from({ length: 6 }, writer);
    // Sign-ins hash a password: under load, wait until a few are through before killing.
    await sleep(1000);
    const flowing = Date.now() + 30_000;
    while (acknowledged.length < 6 && Date.now() < flowing) await sleep(10);
    first.child.kill('SIGKILL');
    killed = true;
    await Promise.all(signIns);
    await first.exited;
    expect(acknowledged.length).toBeGreaterThan(5);

    const second = startServer(rig);
    await waitForHealth(rig, second);
    expect(second.output()).not.toMatch(/error/i);

    for (const token of acknowledged) {
      const response = await fetch(`${rig.baseUrl}/api/user`, {
        headers: { cookie: `${sessionCookie}=${token}` },
      });
      expect(response.status, `acknowledged session ${token.slice(0, 8)}… lost`).toBe(200);
    }

    // One PostgreSQL for the data directory: the one the first app started, reused.
    expect(postmastersFor(rig.pgDir)).toEqual([postmasterPid(rig)]);

    // A second app on the same DATA_DIR is refused with a clear message.
    const intruder = startServer(rig);
    const code = await intruder.exited;
    expect(code).toBe(1);
    expect(intruder.output()).toContain('already using the data directory');

    // A clean stop takes PostgreSQL down with the app.
    const pid = postmasterPid(rig);
    second.child.kill('SIGTERM');
    await second.exited;
    expect(await waitForExit(pid, 15_000)).toBe(true);
    expect(postmastersFor(rig.pgDir)).toEqual([]);
  }, 180_000);

  it(`keeps every acknowledged comment, stage change and lease-terms save through ${rounds} SIGKILLs, alternately of the app and of its PostgreSQL`, async () => {
    let app: Running = startServer(rig);
    await waitForHealth(rig, app);
    const session = await logIn(rig);
    if (!session) throw new Error('could not sign in');

    const ids = await withDatabase(rig, async (client) => {
      const { rows } = await client.query<{ id: number }>(
        'select id from opportunities order by id limit $1',
        [dealsUnderLoad],
      );
      return rows.map((row) => row.id);
    });
    for (const id of ids) {
      const response = await fetch(`${rig.baseUrl}/api/opportunities/${id}/lease-terms`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `${sessionCookie}=${session}` },
        body: JSON.stringify({ ...leaseTermsDefaults, baseRent: 95_000 }),
      });
      expect([201, 409], await response.text()).toContain(response.status);
    }
    let deals = await withDatabase(rig, (client) => readDeals(client, ids));
    let counts = await withDatabase(rig, countRows);
    expect(deals).toHaveLength(dealsUnderLoad);

    const acknowledgedPerRound: number[] = [];
    const startedAt = Date.now();
    // Seconds spent per phase over all rounds, printed at the end to see where the time goes.
    const phases = { write: 0, exit: 0, restart: 0, check: 0 };
    let mark = Date.now();
    const lap = (phase: keyof typeof phases) => {
      phases[phase] += (Date.now() - mark) / 1000;
      mark = Date.now();
    };
    for (let round = 1; round <= rounds; round++) {
      const victim = round % 2 === 1 ? 'app' : 'postgres';
      let killed = false;
      mark = Date.now();
      const { ledger, done } = runWriters({
        baseUrl: rig.baseUrl,
        session,
        deals,
        writers,
        round,
        killed: () => killed,
      });
      // Kill at a different moment each round, and only once writes are flowing (slow under load).
      await sleep(300 + ((round * 137) % 600));
      const flowing = Date.now() + 30_000;
      while (ledger.acknowledged() < 10 && ledger.unexpected.length === 0 && Date.now() < flowing)
        await sleep(10);
      expect(app.output(), `round ${round}: the app logged an error before the kill`).not.toMatch(
        loggedError,
      );

      lap('write');
      // Once, a backend that outlives its postmaster: the restart must end it, not fail on it.
      const leftover = round === 2 ? await busyBackend(rig) : undefined;
      killed = true;
      if (victim === 'app') {
        app.child.kill('SIGKILL');
        await exitOf(app);
      } else {
        process.kill(postmasterPid(rig), 'SIGKILL');
        // The app notices, says why and exits non-zero, for a supervisor to restart it.
        expect(await exitOf(app), `round ${round}: ${app.output()}`).toBe(1);
        expect(app.output()).toContain('stopped unexpectedly');
      }
      await done;
      expect(ledger.unexpected, `round ${round}: writes failed before the kill`).toEqual([]);
      acknowledgedPerRound.push(ledger.acknowledged());
      lap('exit');

      app = startServer(rig);
      await waitForHealth(rig, app);
      lap('restart');
      if (leftover) {
        expect(isAlive(leftover.pid), 'the leftover backend still runs').toBe(false);
        await leftover.end();
      }
      const problems = await withDatabase(rig, async (client) => [
        ...(await lostWrites(client, ledger, counts)),
        ...(await integrityProblems(client)),
      ]);
      expect(problems, `round ${round} (${victim} killed)`).toEqual([]);
      expect(app.output(), `round ${round}: the restarted app logged an error`).not.toMatch(loggedError);
      // One PostgreSQL for the data directory, and no leftover of a killed one.
      expect(postmastersFor(rig.pgDir)).toEqual([postmasterPid(rig)]);

      deals = await withDatabase(rig, (client) => readDeals(client, ids));
      counts = await withDatabase(rig, countRows);
      lap('check');
    }
    const postgresLog = readFileSync(path.join(rig.dataDir, 'postgres.log'), 'utf8');
    expect(postgresLog).not.toMatch(/PANIC|still in use/);
    console.info(
      `crash safety: ${rounds} rounds in ${((Date.now() - startedAt) / 1000).toFixed(1)} s, ` +
        `acknowledged writes per round ${acknowledgedPerRound.join(', ')}; ` +
        Object.entries(phases)
          .map(([phase, seconds]) => `${phase} ${seconds.toFixed(1)} s`)
          .join(', '),
    );

    const pid = postmasterPid(rig);
    app.child.kill('SIGTERM');
    expect(await exitOf(app)).toBe(0);
    expect(await waitForExit(pid, 15_000)).toBe(true);
  }, 600_000);
});
