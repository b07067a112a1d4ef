import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badRequest } from '../errors';
import { createTestApp, signIn, type TestApp } from '../test/app';
import { jsonEtag, matchesIfNoneMatch } from './etag';

let app: TestApp;
let cookies: Record<string, string>;
let documentsDir: string;
let dealId: number;

/** A JSON list well over the 1 KB threshold. */
const bigList = '/api/opportunities?limit=100';

beforeAll(async () => {
  documentsDir = await mkdtemp(path.join(os.tmpdir(), 'leaselens-compression-test-'));
  app = await createTestApp({
    documentsDir,
    configure: (instance) => {
      instance.get('/api/long-refusal', async () => {
        throw badRequest(`Refused: ${'this value is not acceptable; '.repeat(60)}`);
      });
      instance.get('/api/sets-a-cookie', async (_request, reply) => {
        reply.setCookie('probe', '1', { path: '/' });
        return { items: Array.from({ length: 100 }, (_, index) => ({ index, label: `row ${index}` })) };
      });
    },
  });
  cookies = await signIn(app);
  dealId = (await get('/api/opportunities?limit=1')).json().items[0].id;
});
afterAll(async () => {
  await app.close();
  await rm(documentsDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, cookies, headers });

/** The body as the client reads it once it has undone the Content-Encoding. */
function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
  expect(encoding).toBeUndefined();
  return response.rawPayload.toString('utf8');
}

describe('compressed API replies', () => {
  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ])(
    'sends a JSON reply over 1 KB as %s when accepted, the same JSON once decompressed',
    async (encoding, undo) => {
      const plain = await get(bigList);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(1024);

      const compressed = await get(bigList, { 'accept-encoding': encoding });
      expect(compressed.statusCode).toBe(200);
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(compressed.headers.vary).toMatch(/accept-encoding/i);
      expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(undo(compressed.rawPayload).toString('utf8'))).toEqual(plain.json());
    },
  );

  it('prefers brotli when both are accepted', async () => {
    const response = await get(bigList, { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('sends a reply under 1 KB as it is', async () => {
    const response = await get('/api/user', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.json().user.username).toBe('demo');
  });

  it('keeps error replies as JSON { message }, compressed or not', async () => {
    const missing = await get('/api/no-such-thing', { 'accept-encoding': 'br' });
    expect(missing.statusCode).toBe(404);
    expect(JSON.parse(decoded(missing)).message).toMatch(/not found/);

    const invalid = await get('/api/opportunities?limit=abc', { 'accept-encoding': 'gzip' });
    expect(invalid.statusCode).toBe(400);
    expect(JSON.parse(decoded(invalid)).message).toBeTruthy();

    const long = await get('/api/long-refusal', { 'accept-encoding': 'br' });
    expect(long.statusCode).toBe(400);
    expect(long.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(long))).toEqual({
      message: expect.stringMatching(/^Refused: /),
      code: 'invalid_value',
    });
  });

  it('refuses a request without a session as before, whatever it accepts', async () => {
    const response = await app.inject({ method: 'GET', url: bigList, headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(401);
    expect(JSON.parse(decoded(response))).toEqual({
      message: 'Authentication required',
      code: 'unauthenticated',
    });
  });

  it("answers HEAD with the plain reply's length and tag, and no body", async () => {
    const plain = await get(bigList);
    const response = await app.inject({
      method: 'HEAD',
      url: bigList,
      cookies,
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-length']).toBe(String(plain.rawPayload.length));
    expect(response.headers.etag).toBe(plain.headers.etag);
    expect(response.rawPayload.length).toBe(0);
  });

  it('streams the CSV and calendar exports compressed, the same files once decompressed', async () => {
    const csv = await get('/api/opportunities/export.csv');
    const csvBrotli = await get('/api/opportunities/export.csv', { 'accept-encoding': 'br' });
    expect(csvBrotli.statusCode).toBe(200);
    expect(csvBrotli.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csvBrotli.headers['content-disposition']).toBe(
      `attachment; filename="deals-export.csv"; filename*=UTF-8''deals-export.csv`,
    );
    expect(csvBrotli.headers['content-encoding']).toBe('br');
    expect(decoded(csvBrotli)).toBe(csv.body);
    expect(csv.body.split('\n').length).toBeGreaterThan(10);

    const ics = await get('/api/critical-dates/export.ics');
    const icsGzip = await get('/api/critical-dates/export.ics', { 'accept-encoding': 'gzip' });
    expect(icsGzip.statusCode).toBe(200);
    expect(icsGzip.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(icsGzip.headers['content-encoding']).toBe('gzip');
    // Each event's DTSTAMP is the moment the file was written: the two requests may fall in different
    // seconds. Everything else is the same file.
    const stamped = /^DTSTAMP:\d{8}T\d{6}Z\r$/gm;
    expect(ics.body.match(stamped)?.length).toBeGreaterThan(10);
    expect(decoded(icsGzip).replace(stamped, 'DTSTAMP\r')).toBe(ics.body.replace(stamped, 'DTSTAMP\r'));
  });

  it('sends a text document compressed and a PDF as it is', async () => {
    const text = 'Heads of terms, clause by clause.\n'.repeat(100);
    const upload = async (name: string, body: Buffer, type: string) => {
      const response = await app.inject({
        method: 'POST',
        url: `/api/opportunities/${dealId}/documents?name=${name}`,
        cookies,
        headers: { 'content-type': type },
        payload: body,
      });
      expect(response.statusCode).toBe(201);
      return response.json().id as number;
    };
    const textId = await upload('terms.txt', Buffer.from(text), 'text/plain');
    const textDownload = await get(`/api/documents/${textId}/download`, { 'accept-encoding': 'gzip' });
    expect(textDownload.statusCode).toBe(200);
    expect(textDownload.headers['content-encoding']).toBe('gzip');
    expect(decoded(textDownload)).toBe(text);

    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4096, 7)]);
    const pdfId = await upload('plan.pdf', pdf, 'application/pdf');
    const pdfDownload = await get(`/api/documents/${pdfId}/download`, { 'accept-encoding': 'br' });
    expect(pdfDownload.statusCode).toBe(200);
    expect(pdfDownload.headers['content-encoding']).toBeUndefined();
    expect(pdfDownload.headers['content-length']).toBe(String(pdf.length));
    expect(pdfDownload.rawPayload.equals(pdf)).toBe(true);
  });
});

describe('ETags on API reads', () => {
  it('answers a repeated read whose If-None-Match names the tag with 304 and no body', async () => {
    const first = await get(bigList, { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    expect(etag).toBe(jsonEtag(decoded(first)));

    for (const encoding of ['br', 'gzip', 'identity']) {
      const again = await get(bigList, { 'accept-encoding': encoding, 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers['content-encoding']).toBeUndefined();
      expect(again.headers.etag).toBe(etag);
    }
  });

  it('sends the whole reply when the tag is another', async () => {
    const response = await get(bigList, { 'if-none-match': 'W/"stale"' });
    expect(response.statusCode).toBe(200);
    expect(response.json().items.length).toBeGreaterThan(0);
  });

  it('tags no error, no write and no reply that sets a cookie', async () => {
    const missing = await get('/api/no-such-thing', { 'if-none-match': '*' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();

    const write = await app.inject({
      method: 'PUT',
      url: '/api/user/preferences',
      cookies,
      headers: { 'if-none-match': '*' },
      payload: { sidebarCollapsed: false },
    });
    expect(write.statusCode).toBe(200);
    expect(write.headers.etag).toBeUndefined();

    const withCookie = await get('/api/sets-a-cookie', { 'if-none-match': '*' });
    expect(withCookie.statusCode).toBe(200);
    expect(withCookie.headers['set-cookie']).toBeDefined();
    expect(withCookie.headers.etag).toBeUndefined();
    expect(withCookie.json().items).toHaveLength(100);
  });

  it('matches If-None-Match by the tag, weak or strong, in a list, or *', () => {
    const etag = 'W/"abc"';
    expect(matchesIfNoneMatch('W/"abc"', etag)).toBe(true);
    expect(matchesIfNoneMatch('"abc"', etag)).toBe(true);
    expect(matchesIfNoneMatch('"x", W/"abc" ', etag)).toBe(true);
    expect(matchesIfNoneMatch('*', etag)).toBe(true);
    expect(matchesIfNoneMatch('W/"abcd"', etag)).toBe(false);
    expect(matchesIfNoneMatch(undefined, etag)).toBe(false);
    expect(matchesIfNoneMatch('', etag)).toBe(false);
  });
});
