import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './test/app';

let app: TestApp;
let clientDir: string;

const page = Buffer.from(`<!doctype html><title>LeaseLens</title>${'<!-- padding -->'.repeat(80)}`);
const script = Buffer.from(`export const rows = [${'"a deal row", '.repeat(200)}];\n`);
const icon = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
// What the build writes beside them (scripts/precompress.mjs); the server only picks among the files.
const copies = {
  page: { br: brotliCompressSync(page), gz: gzipSync(page) },
  script: { br: brotliCompressSync(script), gz: gzipSync(script) },
};
const scriptUrl = '/assets/index-Ab12Cd34.js';
const yearLong = 'public, max-age=31536000, immutable';

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(os.tmpdir(), 'leaselens-client-files-'));
  mkdirSync(path.join(clientDir, 'assets'));
  const write = (name: string, bytes: Buffer) => writeFileSync(path.join(clientDir, name), bytes);
  write('index.html', page);
  write('index.html.br', copies.page.br);
  write('index.html.gz', copies.page.gz);
  write(scriptUrl, script);
  write(`${scriptUrl}.br`, copies.script.br);
  write(`${scriptUrl}.gz`, copies.script.gz);
  write('favicon.svg', icon);
  app = await createTestApp({ seeded: true, clientDir });
});
afterAll(async () => {
  await app.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const request = (url: string, acceptEncoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
  app.inject({ method, url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the built client, precompressed', () => {
  it.each([
    ['br', copies.script.br],
    ['gzip', copies.script.gz],
  ])(
    'sends a hashed asset as its %s copy when accepted, still cached for a year',
    async (encoding, bytes) => {
      const response = await request(scriptUrl, encoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe(yearLong);
      expect(response.rawPayload.equals(bytes)).toBe(true);
    },
  );

  it('sends the plain file to a client that accepts no encoding', async () => {
    const response = await request(scriptUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe(yearLong);
    expect(response.rawPayload.equals(script)).toBe(true);
  });

  it('answers HEAD for an asset with the headers and no body', async () => {
    const response = await request(scriptUrl, 'br', 'HEAD');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.length).toBe(0);
  });

  it('sends a file with no compressed copy as it is, not compressed per request', async () => {
    const response = await request('/favicon.svg', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.rawPayload.equals(icon)).toBe(true);
  });

  it('serves no compressed copy under a URL of its own', async () => {
    const response = await request(`${scriptUrl}.br`);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.rawPayload.equals(page)).toBe(true);
  });
});

describe('the page fallback, precompressed', () => {
  it('sends index.html for a screen URL compressed when accepted, with its security headers', async () => {
    const response = await request('/deals', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html; charset=utf-8$/i);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(response.rawPayload.equals(copies.page.br)).toBe(true);

    const gzip = await request('/properties/1', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(copies.page.gz)).toBe(true);
  });

  it('sends the plain page to a client that accepts no encoding, and answers HEAD without a body', async () => {
    const plain = await request('/deals');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(page)).toBe(true);

    const head = await request('/deals', 'br', 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.rawPayload.length).toBe(0);
  });

  it('still sends a signed-in visitor of the sign-in page on, and answers a miss in the API with JSON', async () => {
    const cookies = await signIn(app);
    const signedIn = await app.inject({ method: 'GET', url: '/login?next=%2Fdeals', cookies });
    expect(signedIn.statusCode).toBe(303);
    expect(signedIn.headers.location).toBe('/deals');

    const miss = await app.inject({ method: 'GET', url: '/api/no-such-thing', cookies });
    expect(miss.statusCode).toBe(404);
    expect(miss.json().message).toMatch(/not found/);
  });
});
