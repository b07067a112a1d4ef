// `node scripts/smoke-start.mjs`: starts the production build (dist/, from `npm run build`) with the
// node running this script, on a fresh DATA_DIR and a free port, then checks that it answers
// /api/health, signs in as demo / demo1234 and knows who signed in, and stops it with SIGTERM (which
// must end it, and its PostgreSQL, with exit code 0). `npm test` runs it on each Node major it proves.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const entry = 'dist/server/main.js';
const startTimeoutMs = 90_000;
const stopTimeoutMs = 20_000;

/** A port nothing listens on now, as the system hands it out. */
async function freePort() {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Resolves once /api/health answers 200; rejects when the app exits first or takes too long. */
async function waitForHealth(baseUrl, exited) {
  const deadline = Date.now() + startTimeoutMs;
  let stopped = false;
  void exited.then(() => {
    stopped = true;
  });
  while (Date.now() < deadline) {
    if (stopped) throw new Error('the app exited before it answered /api/health');
    const response = await fetch(`${baseUrl}/api/health`).catch(() => undefined);
    if (response?.ok) return response.json();
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`/api/health did not answer within ${startTimeoutMs / 1000} s`);
}

/** Signs in as the seeded admin and asks the app who that is, through the session cookie it set. */
async function signIn(baseUrl) {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'demo1234' }),
  });
  if (login.status !== 200)
    throw new Error(`signing in as demo answered ${login.status}: ${await login.text()}`);
  const cookie = login.headers.getSetCookie().map((value) => value.split(';')[0]);
  const me = await fetch(`${baseUrl}/api/user`, { headers: { cookie: cookie.join('; ') } });
  const body = me.ok ? await me.json() : undefined;
  if (body?.user?.username !== 'demo')
    throw new Error(`GET /api/user after signing in answered ${me.status}`);
}

/** Sends SIGTERM and returns the exit code, or throws when the app does not stop in time. */
async function stop(child, exited) {
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), stopTimeoutMs);
  const code = await exited;
  clearTimeout(timer);
  return code;
}

async function smoke() {
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run npm run build first`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leaselens-smoke-'));
  // PostgreSQL runs as the postgres user when we are root and must be able to enter the folder.
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_FORMAT: 'json' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = once(child, 'exit').then(([code]) => code);
  try {
    await waitForHealth(baseUrl, exited);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    await signIn(baseUrl);
    const code = await stop(child, exited);
    if (code !== 0) throw new Error(`the app exited with ${code} after SIGTERM`);
    console.log(
      `Node ${process.version}: the build started in ${seconds} s, answered /api/health, signed in as demo, stopped on SIGTERM.`,
    );
  } catch (error) {
    if (child.exitCode === null && child.signalCode === null) await stop(child, exited);
    console.error(output.trimEnd());
    throw error;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await smoke().catch((error) => {
  console.error(`leaselens: smoke test on Node ${process.version} failed: ${error.message}`);
  process.exitCode = 1;
});
