// Time to the first meaningful content of four screens, each from a cold cache (a new browser context per
// run, signed in by cookie), on the large data set served by the production server: from navigation start
// to the screen's main data element in the page (timed inside the page by a MutationObserver).
import type { Page } from '@playwright/test';
import { type BenchRow, launchChromium, median, signedInContext, watchFor } from './browser';

const runs = 3;

/** Polls the page for the init script's mark (waitForFunction's string form is refused by our CSP). */
async function shownAt(page: Page): Promise<number> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const value = Number(await page.evaluate('window.__shownAt ?? NaN'));
    if (Number.isFinite(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no meaningful content on ${page.url()} within 30 s`);
}

export async function firstContentBench(
  address: string,
  cookie: string,
  propertyId: number,
  propertyName: string,
): Promise<BenchRow[]> {
  const screens: [string, string, string][] = [
    [
      '/',
      'dashboard: "You have N tasks ready" line',
      `[...document.querySelectorAll('main p')].some((p) => p.textContent.startsWith('You have '))`,
    ],
    [
      '/deals',
      'pipeline: count and first table row',
      `document.querySelector('tbody tr td a') && [...document.querySelectorAll('p, span, div')].some((n) => /^[\\d,]+ Deals in your pipeline$/.test(n.textContent))`,
    ],
    [
      `/properties/${propertyId}`,
      'property: its name as the heading',
      `[...document.querySelectorAll('h1')].some((h) => h.textContent.includes(${JSON.stringify(propertyName)}))`,
    ],
    [
      '/stacking-plan',
      'stacking plan: first suite segment',
      `document.querySelector('button[data-space-id]')`,
    ],
  ];
  const browser = await launchChromium();
  const rows: BenchRow[] = [];
  try {
    for (const [url, what, predicate] of screens) {
      const samples: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        const context = await signedInContext(browser, address, cookie);
        try {
          await context.addInitScript(watchFor(predicate));
          const page = await context.newPage();
          await page.goto(`${address}${url}`);
          samples.push(await shownAt(page));
          if (process.env.BENCH_VERBOSE) {
            const resources = await page.evaluate(
              `performance.getEntriesByType('resource').map((e) => [e.name.replace(/^https?:\\/\\/[^/]+/, ''), Math.round(e.startTime), Math.round(e.responseEnd)])`,
            );
            console.log(url, Math.round(samples.at(-1) ?? 0), 'ms', JSON.stringify(resources));
          }
        } finally {
          await context.close();
        }
      }
      rows.push({
        measure: `browser: first content of ${url.replace(/\/\d+$/, '/:id')} (${what}), cold cache, median of ${runs}`,
        value: median(samples),
        unit: 'ms',
        target: '≤ 1,000 ms',
      });
    }
  } finally {
    await browser.close();
  }
  return rows;
}
