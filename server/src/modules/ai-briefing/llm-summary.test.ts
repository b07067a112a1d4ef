import type { Briefing } from '@common/ai-briefing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/app';
import { json, slowly, startFakeVendor, type VendorHandler } from '../../test/fake-vendor';
import { createLlmSummaryWriter } from './llm-summary';

const vendor = startFakeVendor();
const bodies: unknown[] = [];

/** Reads the request body, then answers as the test says. */
function answering(answer: VendorHandler) {
  vendor.handler = (request, response, hit) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      bodies.push(JSON.parse(body));
      answer(request, response, hit);
    });
  };
}

const completion = (content: string) => ({
  id: 'chatcmpl-1',
  object: 'chat.completion',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
});

const warnings: string[] = [];
const log = { warn: (_: Record<string, unknown>, message: string) => void warnings.push(message) };

/** An app whose briefing talks to the fake endpoint (or to none, without config). */
async function appWith(llm: 'configured' | 'none', timeoutMs = 2000) {
  return createTestApp({
    llmConfig:
      llm === 'configured'
        ? { baseUrl: vendor.baseUrl, apiKey: 'test-key', model: 'tiny-model', timeoutMs }
        : { baseUrl: vendor.baseUrl, apiKey: undefined, model: 'tiny-model' },
  });
}

let app: TestApp;
let quietApp: TestApp;
let fastApp: TestApp;

beforeAll(async () => {
  [app, quietApp, fastApp] = await Promise.all([
    appWith('configured'),
    appWith('none'),
    appWith('configured', 200),
  ]);
});
afterAll(async () => {
  await Promise.all([app.close(), quietApp.close(), fastApp.close()]);
});

async function generateOn(target: TestApp, signedIn?: Record<string, string>): Promise<Briefing> {
  const cookies = signedIn ?? (await signIn(target));
  const response = await target.inject({ method: 'POST', url: '/api/ai-briefing/generate', cookies });
  expect(response.statusCode).toBe(200);
  return response.json() as Briefing;
}

describe('the briefing summary written by an OpenAI-compatible endpoint', () => {
  it('uses the model’s paragraph, asked with the model, a token cap and the ranked items', async () => {
    bodies.length = 0;
    answering((_, response) =>
      json(response, 200, completion('  Three leases expire soon.\nCall Acme today. ')),
    );
    const briefing = await generateOn(app);
    expect(briefing.summarySource).toBe('llm');
    expect(briefing.summary).toBe('Three leases expire soon. Call Acme today.');
    expect(vendor.requests).toHaveLength(1);
    expect(vendor.requests[0]?.url).toBe('/v1/chat/completions');
    expect(vendor.requests[0]?.authorization).toBe('Bearer test-key');
    const body = bodies[0] as {
      model: string;
      max_tokens: number;
      messages: { role: string; content: string }[];
    };
    expect(body.model).toBe('tiny-model');
    expect(body.max_tokens).toBeLessThanOrEqual(200);
    expect(body.messages.map((message) => message.role)).toEqual(['system', 'user']);
    for (const item of briefing.items) expect(body.messages[1]?.content).toContain(`${item.rank}. `);
    for (const item of briefing.items) expect(body.messages[1]?.content).toContain(item.title);
    // The stored briefing keeps the model's text.
    const cookies = await signIn(app);
    const read = await app.inject({ method: 'GET', url: '/api/ai-briefing', cookies });
    expect(read.json().summary).toBe('Three leases expire soon. Call Acme today.');
  });

  it.each<[string, VendorHandler]>([
    ['a server error', (_, response) => json(response, 500, { error: 'down' })],
    ['malformed JSON', (_, response) => json(response, 200, '{"choices": [')],
    ['an unexpected shape', (_, response) => json(response, 200, { choices: [] })],
    ['an empty text', (_, response) => json(response, 200, completion('   '))],
  ])('falls back to the rule-based summary on %s', async (_, handler) => {
    answering(handler);
    const briefing = await generateOn(app);
    expect(briefing.summarySource).toBe('rules');
    expect(briefing.summary).toMatch(/^(Priority today|No urgent|Nothing needs)/);
    expect(vendor.requests).toHaveLength(1);
  });

  it('falls back to the rule-based summary when the model answers too slowly', async () => {
    answering((_, response) => slowly(response, 1500, completion('Too late.')));
    const cookies = await signIn(fastApp);
    const started = Date.now();
    const briefing = await generateOn(fastApp, cookies);
    expect(briefing.summarySource).toBe('rules');
    // The 200 ms timeout gave up long before the answer's 1.5 s.
    expect(Date.now() - started).toBeLessThan(1300);
  });

  it('makes no call at all without a complete configuration', async () => {
    answering((_, response) => json(response, 200, completion('Should not be used.')));
    const briefing = await generateOn(quietApp);
    expect(briefing.summarySource).toBe('rules');
    expect(vendor.requests).toHaveLength(0);
    expect(createLlmSummaryWriter(undefined)).toBeNull();
    expect(createLlmSummaryWriter({ baseUrl: vendor.baseUrl, apiKey: 'k' })).toBeNull();
  });

  it('logs a warning when it falls back', async () => {
    warnings.length = 0;
    answering((_, response) => json(response, 503, {}));
    const write = createLlmSummaryWriter({ baseUrl: vendor.baseUrl, apiKey: 'k', model: 'm' }, log);
    expect(await write?.([])).toBeNull();
    expect(warnings).toEqual(['LLM summary failed; using the rule-based summary']);
  });
});
