// Lighthouse's performance category (desktop preset) on the main screens of the running production
// server with the large data set, signed in (the session cookie goes with every request), in Debian's
// Chromium launched by chrome-launcher: score, Largest Contentful Paint and Total Blocking Time per
// screen. Run alone against a running server: `npx tsx bench/lighthouse.ts http://127.0.0.1:3000`.
import { pathToFileURL } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { type BenchRow, signIn } from './browser';

export const lighthouseScreens = [
  '/',
  '/deals',
  '/tenants',
  '/properties',
  '/stacking-plan',
  '/opportunities',
  '/training',
];

async function audit(url: string, port: number, cookie: string) {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      extraHeaders: { cookie: `leaselens_session=${cookie}` },
    },
    desktopConfig,
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error('lighthouse answered nothing');
  if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
  return lhr;
}

export async function lighthouseBench(address: string, cookie: string, scale: number): Promise<BenchRow[]> {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const rows: BenchRow[] = [];
  try {
    for (const screen of lighthouseScreens) {
      // A trace Lighthouse could not record (NO_NAVSTART on a loaded machine) is tried once more; a
      // screen that fails twice is a row saying so.
      let lhr: Awaited<ReturnType<typeof audit>> | undefined;
      let failure = '';
      for (let attempt = 0; attempt < 2 && !lhr; attempt += 1) {
        try {
          lhr = await audit(`${address}${screen}`, chrome.port, cookie);
        } catch (error) {
          failure = error instanceof Error ? error.message : String(error);
        }
      }
      if (!lhr) {
        console.warn(`lighthouse on ${screen}: ${failure}`);
        rows.push({
          measure: `lighthouse ${scale}× (desktop): ${screen} FAILED (${failure})`,
          value: Number.NaN,
          unit: '',
        });
        continue;
      }
      if (lhr.finalDisplayedUrl && new URL(lhr.finalDisplayedUrl).pathname !== screen) {
        console.warn(`lighthouse: ${screen} ended on ${lhr.finalDisplayedUrl}`);
      }
      const score = lhr.categories.performance?.score ?? 0;
      const lcp = lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN;
      const tbt = lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN;
      if (process.env.BENCH_VERBOSE) console.log('lighthouse', screen, { score, lcp, tbt });
      const prefix = `lighthouse ${scale}× (desktop): ${screen}`;
      rows.push({ measure: `${prefix} performance score`, value: score, unit: '', target: '≥ 0.95' });
      rows.push({ measure: `${prefix} LCP`, value: lcp / 1000, unit: 's', target: '≤ 1.0 s' });
      rows.push({ measure: `${prefix} TBT`, value: tbt, unit: 'ms', target: '≤ 150 ms' });
    }
  } finally {
    chrome.kill();
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const address = process.argv[2] ?? 'http://127.0.0.1:3000';
  const rows = await lighthouseBench(address, await signIn(address), Number(process.env.BENCH_SCALE ?? 1));
  console.table(rows.map((row) => ({ ...row, value: Number(row.value.toFixed(2)) })));
}
