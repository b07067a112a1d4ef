// Every list's first page on the large data set, against the running production server: the URL each
// screen asks for (read from a cold load of the screen in Debian's Chromium, so the bench follows the
// client), then its p50 sent one at a time over loopback; the deal list and one deal at 32 connections
// beside /api/health loaded in the same run (the ratio takes the machine's load out of the figure); and
// the bytes on the wire of a cold, signed-in load of /deals, with the entry script's Content-Encoding.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Request } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { connect } from '../server/src/db/connection';
import { type Load, load } from './api';
import { type BenchRow, benchDist, launchChromium, percentile, signedInContext } from './browser';

export type ListRead = { name: string; label: string; url: string };

/** Each list, the screen that shows it and its API path; `fallback` when the screen asked nothing. */
const lists: { name: string; label: string; screen: string; api: string; fallback: string }[] = [
  {
    name: 'deals',
    label: 'deals (/deals)',
    screen: '/deals',
    api: '/api/opportunities',
    fallback: '/api/opportunities?limit=100',
  },
  {
    name: 'leases',
    label: 'leases',
    screen: '/leases',
    api: '/api/leases',
    fallback: '/api/leases?limit=50',
  },
  {
    name: 'spaces',
    label: 'spaces',
    screen: '/spaces',
    api: '/api/spaces',
    fallback: '/api/spaces?limit=50',
  },
  { name: 'options', label: 'options', screen: '/options', api: '/api/options', fallback: '/api/options' },
  {
    name: 'tenants',
    label: 'tenants',
    screen: '/tenants',
    api: '/api/tenants',
    fallback: '/api/tenants?limit=60',
  },
  {
    name: 'properties',
    label: 'properties',
    screen: '/properties',
    api: '/api/properties',
    fallback: '/api/properties?limit=50',
  },
  {
    name: 'ai-opportunities',
    label: 'AI opportunities',
    screen: '/opportunities',
    api: '/api/ai-opportunities',
    fallback: '/api/ai-opportunities?limit=50',
  },
  {
    name: 'comps',
    label: 'comps',
    screen: '/lease-comps',
    api: '/api/lease-comps',
    fallback: '/api/lease-comps?limit=50',
  },
  {
    name: 'critical-dates',
    label: 'critical dates',
    screen: '/critical-dates',
    api: '/api/critical-dates',
    fallback: '/api/critical-dates',
  },
];

/** The deal filter of the figure "filtered deals": keyword, stage and state over the /deals request. */
const dealFilter = { keyword: 'health', stage: 'proposal', states: 'TX' };
/** What someone types in the command palette. */
const searchUrl = '/api/search?q=harbor';

/** The first list request to exactly `api` (path, any query) a cold load of `screen` sends, if any. */
async function screenRequest(
  context: Awaited<ReturnType<typeof signedInContext>>,
  address: string,
  screen: string,
  api: string,
): Promise<string | undefined> {
  const page = await context.newPage();
  try {
    const seen = new Promise<string>((resolve) => {
      const listener = (request: Request) => {
        const url = new URL(request.url());
        // A `limit=1` request asks for a count, not the list.
        if (request.method() === 'GET' && url.pathname === api && url.searchParams.get('limit') !== '1') {
          page.off('request', listener);
          resolve(`${url.pathname}${url.search}`);
        }
      };
      page.on('request', listener);
    });
    // The request leaves before the page's load event; a slow screen must not lose it.
    await page.goto(`${address}${screen}`, { waitUntil: 'commit' });
    return await Promise.race([
      seen,
      new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 20_000)),
    ]);
  } finally {
    await page.close();
  }
}

/** The lists' URLs as the screens ask for them, plus the filtered deals and the search. */
export async function listReads(address: string, cookie: string): Promise<ListRead[]> {
  const browser = await launchChromium();
  const reads: ListRead[] = [];
  try {
    const context = await signedInContext(browser, address, cookie);
    for (const list of lists) {
      const url = (await screenRequest(context, address, list.screen, list.api)) ?? list.fallback;
      if (process.env.BENCH_VERBOSE) console.log(list.screen, '→', url);
      reads.push({ name: list.name, label: list.label, url });
    }
    await context.close();
  } finally {
    await browser.close();
  }
  const deals = new URL(reads[0]?.url ?? '/api/opportunities?limit=100', address);
  for (const [key, value] of Object.entries(dealFilter)) deals.searchParams.set(key, value);
  reads.splice(1, 0, {
    name: 'deals-filtered',
    label: 'filtered deals (keyword + stage + state)',
    url: `${deals.pathname}${deals.search}`,
  });
  reads.push({ name: 'search', label: 'search', url: searchUrl });
  return reads;
}

/**
 * p50 of requests sent one at a time after one warm-up: up to 20, or as many as fit in 20 s (at least
 * 3). `before` runs ahead of each request, untimed.
 */
async function p50Alone(
  url: string,
  headers: Record<string, string>,
  before: () => Promise<unknown> = async () => undefined,
): Promise<{ p50: number; bytes: number }> {
  const once = async () => {
    await before();
    const started = performance.now();
    const response = await fetch(url, { headers });
    const body = await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: ${response.status} ${Buffer.from(body).toString()}`);
    return { ms: performance.now() - started, bytes: body.byteLength };
  };
  const { bytes } = await once();
  const samples: number[] = [];
  const until = performance.now() + 20_000;
  while (samples.length < 20 && (samples.length < 3 || performance.now() < until))
    samples.push((await once()).ms);
  return { p50: percentile(samples, 50), bytes };
}

/**
 * Each list's first page one at a time, twice: with the data unchanged between requests (answers the
 * server keeps are given again), and after a write before each request (a row added to data_changes,
 * as every write adds one), so every answer is worked out afresh.
 */
export async function listsBench(
  address: string,
  cookie: string,
  reads: ListRead[],
  scale: number,
  databaseUrl: string,
): Promise<BenchRow[]> {
  const headers = { cookie: `leaselens_session=${cookie}` };
  const target = scale >= 10 ? '≤ 30 ms' : '≤ 20 ms';
  const rows: BenchRow[] = [];
  const db = connect(databaseUrl, { max: 1 });
  const write = () => db.execute(sql`insert into data_changes default values`);
  try {
    for (const read of reads) {
      const kept = await p50Alone(`${address}${read.url}`, headers);
      const afresh = await p50Alone(`${address}${read.url}`, headers, write);
      if (process.env.BENCH_VERBOSE) console.log(read.url, kept.p50.toFixed(1), afresh.p50.toFixed(1), 'ms');
      const of = `(${read.url}, ${Math.round(kept.bytes / 1024)} KB)`;
      rows.push({
        measure: `lists ${scale}×: ${read.label} first page, p50 one at a time, data unchanged ${of}`,
        value: kept.p50,
        unit: 'ms',
        target,
      });
      rows.push({
        measure: `lists ${scale}×: ${read.label} first page, p50 one at a time, after a write ${of}`,
        value: afresh.p50,
        unit: 'ms',
        target,
      });
    }
  } finally {
    await db.$client.end();
  }
  return rows;
}

/**
 * The deal list's first page and one deal at 32 connections beside /api/health, each loaded twice in
 * turn (A B C A B C), each keeping its better round.
 */
export async function healthRatioBench(
  address: string,
  cookie: string,
  dealsUrl: string,
  dealId: number,
  scale: number,
): Promise<BenchRow[]> {
  const headers = { cookie: `leaselens_session=${cookie}` };
  const targets = {
    health: { url: `${address}/api/health` },
    deals: { url: `${address}${dealsUrl}`, headers },
    deal: { url: `${address}/api/opportunities/${dealId}`, headers },
  };
  const best: Partial<Record<keyof typeof targets, Load>> = {};
  for (let round = 0; round < 2; round += 1) {
    for (const [name, options] of Object.entries(targets) as [
      keyof typeof targets,
      (typeof targets)['deals'],
    ][]) {
      const result = await load(options);
      const before = best[name];
      if (!before || result.rps > before.rps) best[name] = result;
    }
  }
  const { health, deals, deal } = best as Record<keyof typeof targets, Load>;
  if (process.env.BENCH_VERBOSE) console.log({ health, deals, deal });
  const prefix = `API ${scale}×`;
  return [
    { measure: `${prefix}: /api/health req/s (32 conn.)`, value: health.rps, unit: 'req/s' },
    { measure: `${prefix}: deal list first page req/s (32 conn.)`, value: deals.rps, unit: 'req/s' },
    {
      measure: `${prefix}: deal list first page / health (32 conn.)`,
      value: deals.rps / health.rps,
      unit: '×',
      target: '≥ 0.25×',
    },
    {
      measure: `${prefix}: deal list first page p99 (32 conn.)`,
      value: deals.p99,
      unit: 'ms',
      target: '≤ 150 ms',
    },
    { measure: `${prefix}: one deal req/s (32 conn.)`, value: deal.rps, unit: 'req/s' },
    {
      measure: `${prefix}: one deal / health (32 conn.)`,
      value: deal.rps / health.rps,
      unit: '×',
      target: '≥ 0.5×',
    },
  ];
}

/** The entry script index.html loads (its `<script type="module" src>`). */
function entryScript(): string {
  const html = readFileSync(path.join(benchDist(), 'client/index.html'), 'utf8');
  const match =
    html.match(/<script[^>]*type="module"[^>]*src="([^"]+)"/) ?? html.match(/<script[^>]*src="([^"]+)"/);
  if (!match?.[1]) throw new Error('index.html names no entry script');
  return match[1];
}

/**
 * Bytes on the wire of a cold, signed-in load of /deals: the sum of every response's encodedDataLength
 * (headers and body as received, per the DevTools protocol) until the network is idle; and the
 * Content-Encoding the entry script came with.
 */
export async function transfersBench(address: string, cookie: string, scale: number): Promise<BenchRow[]> {
  const entry = entryScript();
  const browser = await launchChromium();
  try {
    const context = await signedInContext(browser, address, cookie);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    let bytes = 0;
    let responses = 0;
    let entryEncoding: string | undefined;
    cdp.on('Network.loadingFinished', (event) => {
      bytes += event.encodedDataLength;
      responses += 1;
    });
    cdp.on('Network.responseReceived', (event) => {
      if (new URL(event.response.url).pathname === entry) {
        const headers = Object.fromEntries(
          Object.entries(event.response.headers).map(([key, value]) => [key.toLowerCase(), String(value)]),
        );
        entryEncoding = headers['content-encoding'] ?? 'none';
      }
    });
    await page.goto(`${address}/deals`, { waitUntil: 'networkidle' });
    await page.getByText(/^[\d,]+ Deals in your pipeline$/).waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    if (process.env.BENCH_VERBOSE)
      console.log('/deals', responses, 'responses', bytes, 'B; entry', entryEncoding);
    await context.close();
    return [
      {
        measure: `transfers ${scale}×: first /deals load, bytes on the wire (${responses} responses, cold cache)`,
        value: bytes / 1024,
        unit: 'KB',
        target: '< 350 KB',
      },
      {
        measure: `transfers ${scale}×: entry script Content-Encoding is br (1 = yes; it was "${entryEncoding ?? 'not loaded'}")`,
        value: entryEncoding === 'br' ? 1 : 0,
        unit: 'bool',
        target: '= 1',
      },
    ];
  } finally {
    await browser.close();
  }
}
