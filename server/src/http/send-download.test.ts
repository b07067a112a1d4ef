import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { attachmentDisposition, type Download, sendDownload } from './send-download';

describe('attachmentDisposition', () => {
  it('names a plain file in both forms', () => {
    expect(attachmentDisposition('deals.csv')).toBe(
      `attachment; filename="deals.csv"; filename*=UTF-8''deals.csv`,
    );
  });

  it('keeps the exact UTF-8 name in filename* and an ASCII fallback without quotes or backslashes', () => {
    expect(attachmentDisposition('Zürich "A" \\ 東京.pdf')).toBe(
      `attachment; filename="Zurich _A_ _ __.pdf"; filename*=UTF-8''Z%C3%BCrich%20%22A%22%20%5C%20%E6%9D%B1%E4%BA%AC.pdf`,
    );
  });

  it('percent-encodes the characters RFC 8187 forbids in an ext-value', () => {
    expect(attachmentDisposition("it's (1)*.txt")).toContain(`filename*=UTF-8''it%27s%20%281%29%2A.txt`);
  });
});

describe('sendDownload', () => {
  async function download(options: Partial<Download> = {}) {
    const app = Fastify();
    app.get('/file', (_request, reply) =>
      sendDownload(reply, { fileName: 'Zürich.csv', contentType: 'text/csv', body: 'a,b\n', ...options }),
    );
    const response = await app.inject({ method: 'GET', url: '/file' });
    await app.close();
    return response;
  }

  it('answers the body as an attachment with its type, no sniffing and no caching', async () => {
    const response = await download();
    expect(response.body).toBe('a,b\n');
    expect(response.headers['content-type']).toBe('text/csv');
    expect(response.headers['content-disposition']).toBe(attachmentDisposition('Zürich.csv'));
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('sends the Cache-Control asked for, or none for null', async () => {
    expect((await download({ cacheControl: 'no-store' })).headers['cache-control']).toBe('no-store');
    expect((await download({ cacheControl: null })).headers).not.toHaveProperty('cache-control');
  });

  it('sends the size of a stream as its Content-Length', async () => {
    const response = await download({ body: Readable.from([Buffer.from('a,b\n')]), size: 4 });
    expect(response.headers['content-length']).toBe('4');
    expect(response.body).toBe('a,b\n');
  });
});
