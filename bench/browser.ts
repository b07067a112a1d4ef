// Shared Chromium helpers of the benchmarks: Debian's Chromium, a signed-in cold context (a new context
// has an empty HTTP cache), and timings taken inside the page so Playwright's polling is not in them.
import { type Browser, type BrowserContext, chromium } from '@playwright/test';
import { sessionCookie } from '../server/src/plugins/session';

/**
 * The build the bench runs: a copy of dist/ taken right after its build (inside the repository, so the
 * server bundle still finds node_modules), so another `npm run build` on a shared checkout cannot swap
 * the files under a running measure. Run alone, a bench file uses dist/ itself.
 */
export const benchDist = (): string => process.env.BENCH_DIST ?? 'dist';

export type BenchRow = { measure: string; value: number; unit: string; target?: string };

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
}

/** A fresh context (empty cache) carrying the session cookie of `address`. */
export async function signedInContext(
  browser: Browser,
  address: string,
  cookie: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addCookies([{ name: sessionCookie, value: cookie, url: address }]);
  return context;
}

/** Signs in as the seed's demo user over HTTP; answers the session cookie's value. */
export async function signIn(address: string): Promise<string> {
  const response = await fetch(`${address}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'demo1234' }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const value = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${sessionCookie}=`));
  if (!value) throw new Error('sign-in answered no session cookie');
  return value.slice(sessionCookie.length + 1);
}

/**
 * An init script (a string: the bench is type-checked without the DOM library) that notes in
 * `window.__shownAt` the first moment, from navigation start, at which `predicate` (a JS expression
 * over `document`) holds.
 */
export function watchFor(predicate: string): string {
  return `(() => {
    const shown = () => { try { return Boolean(${predicate}); } catch { return false; } };
    const observer = new MutationObserver(() => {
      if (window.__shownAt === undefined && shown()) { window.__shownAt = performance.now(); observer.disconnect(); }
    });
    const start = () => observer.observe(document.documentElement, { subtree: true, childList: true, characterData: true });
    if (document.documentElement) start(); else document.addEventListener('readystatechange', start, { once: true });
  })()`;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

export function median(values: number[]): number {
  return percentile(values, 50);
}
