import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpListingsProvider } from '../providers/listings/http-listings-provider';
import { createHttpRiskProvider } from '../providers/risk/http-risk-provider';
import { createTestApp, signIn, type TestApp } from '../test/app';
import { json, slowly, startFakeVendor, type VendorHandler } from '../test/fake-vendor';

// Already proven: each http adapter's timeout, 5xx, retry, slow first attempt and (risk) malformed
// JSON (providers/*/http-*-provider.test.ts); the listings and risk routes' 502 for a provider that
// reports unavailable (modules/listings/listings-providers.test.ts, modules/risk/risk.test.ts); the
// briefing's rule-based fallback on a 500, malformed JSON, a wrong shape, an empty text and a slow
// model (modules/ai-briefing/llm-summary.test.ts). Here: the real app, its real http adapters and a
// misbehaving vendor together, timed, including faults the adapter tests do not send.

const vendor = startFakeVendor();
const timeoutMs = 150;
const retryDelayMs = 10;
/**
 * Two attempts, the retry's jittered pause, and room for a loaded 2-core machine: far below the
 * adapters' 5 s default or a hang, which is what this proves.
 */
const providerBudgetMs = 2 * timeoutMs + 1.5 * retryDelayMs + 1500;

let app: TestApp;
let cookies: Record<string, string>;

beforeAll(async () => {
  app = await createTestApp({
    providers: {
      listings: createHttpListingsProvider({ baseUrl: vendor.baseUrl, apiKey: 'k', timeoutMs, retryDelayMs }),
      risk: createHttpRiskProvider({
        baseUrl: vendor.baseUrl,
        apiKey: 'k',
        timeoutMs,
        retryDelayMs,
        cacheTtlMs: 0,
      }),
    },
    llmConfig: { baseUrl: vendor.baseUrl, apiKey: 'k', model: 'm', timeoutMs },
  });
  cookies = await signIn(app);
});
afterAll(() => app.close());

/** A body whose headers arrive at once but whose JSON never finishes. */
const drip = (response: ServerResponse) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.write('{"data": [');
  const timer = setInterval(() => response.write(' '), 20);
  response.on('close', () => clearInterval(timer));
};

const faults: [string, VendorHandler][] = [
  ['never answers', () => {}],
  ['answers 500', (_, response) => json(response, 500, { error: 'down' })],
  ['answers 503 every time', (_, response) => json(response, 503, 'Service Unavailable')],
  ['answers after three timeouts', (_, response) => slowly(response, timeoutMs * 3, { data: {} })],
  ['sends malformed JSON', (_, response) => json(response, 200, '{"data": [')],
  ['sends the wrong shape', (_, response) => json(response, 200, { unexpected: true })],
  [
    'sends an HTML error page',
    (_, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html><body>Bad gateway</body></html>');
    },
  ],
  ['drips a body that never ends', (_, response) => drip(response)],
  ['resets the connection', (request) => request.socket.destroy()],
];

const providerRoutes = [
  '/api/listings/buildings/1',
  '/api/listings/available-spaces?building_id=1',
  '/api/listings/lease-comps?building_id=1',
  '/api/listings/tenants/1',
  '/api/listings/search?query=law',
  '/api/risk/tenant-status?tenant_name=Keller',
  '/api/risk/building-risk?building_address=Madison',
];

describe('a vendor that misbehaves', () => {
  it.each(faults)(
    'that %s leaves every provider route answering 502 {success:false, message, code: unavailable} in time',
    async (_fault, handler) => {
      vendor.handler = handler;
      await Promise.all(
        providerRoutes.map(async (url) => {
          const started = performance.now();
          const response = await app.inject({ method: 'GET', url, cookies });
          const elapsed = performance.now() - started;
          expect(response.statusCode, `${url}: ${response.body}`).toBe(502);
          expect(response.json(), url).toEqual({
            success: false,
            message: expect.stringMatching(/\S/),
            code: 'unavailable',
          });
          expect(elapsed, url).toBeLessThan(providerBudgetMs);
        }),
      );
    },
  );

  it.each(faults)(
    'that %s leaves the daily briefing answering with its rule-based summary in time',
    async (_fault, handler) => {
      vendor.handler = handler;
      const started = performance.now();
      const response = await app.inject({ method: 'POST', url: '/api/ai-briefing/generate', cookies });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().summarySource).toBe('rules');
      expect(performance.now() - started).toBeLessThan(timeoutMs + 2000);
    },
  );
});
