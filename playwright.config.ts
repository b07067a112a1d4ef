import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
// @ts-expect-error a plain .mjs script without types
import { locateChromium } from './scripts/find-chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3107);
// A fresh data folder per run (workers inherit it through the environment): the app starts its own
// PostgreSQL there and seeds it. Folders of runs over an hour old are removed.
if (!process.env.E2E_DATA_DIR) {
  for (const name of readdirSync(os.tmpdir()).filter((entry) => entry.startsWith('leaselens-e2e-'))) {
    const folder = path.join(os.tmpdir(), name);
    if (Date.now() - statSync(folder).mtimeMs > 60 * 60 * 1000)
      rmSync(folder, { recursive: true, force: true });
  }
  process.env.E2E_DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'leaselens-e2e-'));
  // PostgreSQL runs as the postgres user when we are root and must be able to enter the folder.
  chmodSync(process.env.E2E_DATA_DIR, 0o755);
}
const dataDir = process.env.E2E_DATA_DIR;
// A second app whose listings vendor never answers (nothing listens on port 9), for the screens'
// unavailable states: a real failure of the http adapter, not a stub.
const brokenPort = port + 1;
process.env.E2E_BROKEN_LISTINGS_URL = `http://127.0.0.1:${brokenPort}`;
// That app also frames a listings map; the spec answers the map's address with a page of its own.
process.env.E2E_LISTINGS_EMBED_URL = 'https://listings.example.test/map';

/** The production build on its own data folder and port, stopped with SIGTERM so PostgreSQL stops too. */
function appServer(serverPort: number, folder: string, env: Record<string, string> = {}) {
  return {
    command: 'node dist/server/main.js',
    url: `http://127.0.0.1:${serverPort}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
    env: {
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      DATA_DIR: folder,
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_MAX: '500',
      ...env,
    },
  };
}

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // The tests mostly wait (on the app, on the browser's rendering, on expect's polling): a run took
  // 270 s of CPU in all (runner, Chromium, both apps) for 342 s of wall time on 2 cores, so two
  // workers left the machine more than half idle. E2E_WORKERS overrides it.
  workers: Number(process.env.E2E_WORKERS) || 3,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: locateChromium() ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    appServer(port, dataDir),
    appServer(brokenPort, `${dataDir}-broken`, {
      LISTINGS_API_URL: 'http://127.0.0.1:9',
      LISTINGS_API_KEY: 'unused',
      LISTINGS_EMBED_URL: process.env.E2E_LISTINGS_EMBED_URL,
    }),
  ],
});
