import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { type DealDocument, documentMaxBytes } from '@common/deal-documents';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, opportunities } from '../../db/schema';
import { createTestApp, signIn, type TestApp } from '../../test/app';

let app: TestApp;
let demo: Record<string, string>;
let dir: string;
let dealId: number;
const missingId = 999_999;
const pdf = Buffer.from('%PDF-1.7\n% a tiny test file\n');

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'leaselens-documents-test-'));
  // Uploads per user are limited (upload-limits.test.ts); this file uploads more than that allows.
  app = await createTestApp({ documentsDir: dir, uploadRateLimit: { max: 1000, windowMs: 60_000 } });
  demo = await signIn(app);
  const [deal] = await app.database.db.select({ id: opportunities.id }).from(opportunities).limit(1);
  dealId = deal!.id;
});
afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

type Cookies = Record<string, string> | null;
const db = () => app.database.db;
const uploadUrl = (name: string | null, id = dealId) =>
  `/api/opportunities/${id}/documents${name === null ? '' : `?name=${encodeURIComponent(name)}`}`;
/** `null` cookies: no session; `null` type: no Content-Type header. */
const upload = (
  name: string | null,
  body: Buffer | Readable,
  type: string | null = 'application/pdf',
  { id = dealId, cookies = demo as Cookies, headers = {} as Record<string, string> } = {},
) =>
  app.inject({
    method: 'POST',
    url: uploadUrl(name, id),
    payload: body,
    headers: { ...(type ? { 'content-type': type } : {}), ...headers },
    ...(cookies ? { cookies } : {}),
  });
const get = (url: string, cookies: Cookies = demo) =>
  app.inject({ method: 'GET', url, ...(cookies ? { cookies } : {}) });
const remove = (id: number, cookies: Cookies = demo) =>
  app.inject({ method: 'DELETE', url: `/api/documents/${id}`, ...(cookies ? { cookies } : {}) });
const uploaded = async (name: string, body = pdf, type = 'application/pdf') => {
  const response = await upload(name, body, type);
  expect(response.statusCode).toBe(201);
  return response.json() as DealDocument;
};
const documentCount = async () => (await db().select({ n: count() }).from(documents))[0]!.n;
const files = () => readdir(dir);
const storageKeyOf = async (id: number) =>
  (await db().select({ key: documents.storageKey }).from(documents).where(eq(documents.id, id)))[0]?.key;

/** Asserts a refused upload left neither a row nor a file behind. */
async function expectNothingWritten(
  refuse: () => Promise<{ statusCode: number; json(): unknown }>,
  status: number,
  body?: object,
) {
  const [rowsBefore, filesBefore] = [await documentCount(), (await files()).length];
  const response = await refuse();
  expect(response.statusCode).toBe(status);
  if (body) expect(response.json()).toEqual(body);
  expect(await documentCount()).toBe(rowsBefore);
  expect(await files()).toHaveLength(filesBefore);
}

describe('POST /api/opportunities/:id/documents', () => {
  it('stores the bytes and answers the document (201); the deal’s last activity moves', async () => {
    const [before] = await db()
      .select({ at: opportunities.lastActivityAt })
      .from(opportunities)
      .where(eq(opportunities.id, dealId));
    const document = await uploaded('  Q3 LOI.pdf ');
    expect(document).toMatchObject({
      opportunityId: dealId,
      fileName: 'Q3 LOI.pdf',
      contentType: 'application/pdf',
      sizeBytes: pdf.length,
      uploadedBy: { username: 'demo', fullName: 'Demo User' },
    });
    const key = await storageKeyOf(document.id);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(await readFile(path.join(dir, key!))).toEqual(pdf);
    const [after] = await db()
      .select({ at: opportunities.lastActivityAt })
      .from(opportunities)
      .where(eq(opportunities.id, dealId));
    expect(after!.at.getTime()).toBeGreaterThan(before!.at.getTime());
  });

  it('accepts a type with parameters and keeps the bare type; strips separators and control characters from the name', async () => {
    const document = await uploaded(
      '../..\\etc/pass\u0000wd\u202e.txt',
      Buffer.from('hello'),
      'Text/Plain; charset=utf-8',
    );
    expect(document).toMatchObject({
      fileName: '....etcpasswd.txt',
      contentType: 'text/plain',
      sizeBytes: 5,
    });
  });

  it.each([
    ['a zip file', 'application/zip'],
    ['JSON', 'application/json'],
    ['an HTML page', 'text/html'],
    ['no Content-Type', null],
  ])('refuses %s with 415, writing nothing', async (_case, type) => {
    await expectNothingWritten(() => upload('file.bin', pdf, type), 415, {
      message: 'Unsupported file type',
      code: 'unsupported_media_type',
    });
  });

  it('refuses an empty file with 400, writing nothing', async () => {
    await expectNothingWritten(() => upload('empty.pdf', Buffer.alloc(0)), 400, {
      message: 'The file is empty',
      code: 'invalid_value',
    });
  });

  it('refuses a file over 25 MiB with 413 JSON, writing nothing', async () => {
    await expectNothingWritten(() => upload('huge.pdf', Buffer.alloc(documentMaxBytes + 1, 1)), 413, {
      message: 'The file is larger than 25 MB',
      code: 'payload_too_large',
    });
  });

  it('refuses a body streamed past 25 MiB without a Content-Length with 413 JSON once it passes the limit, leaving no partial file', async () => {
    let chunksRead = 0;
    const body = Readable.from(
      (function* () {
        for (let i = 0; i < 30; i++, chunksRead++) yield Buffer.alloc(1024 * 1024, 1);
      })(),
    );
    await expectNothingWritten(() => upload('streamed.pdf', body), 413, {
      message: 'The file is larger than 25 MB',
      code: 'payload_too_large',
    });
    // Refused by counting the bytes as they came, not by a declared length.
    expect(chunksRead).toBeGreaterThanOrEqual(25);
    expect(chunksRead).toBeLessThan(30);
  });

  it('writes the body to disk as it arrives instead of holding it in memory', async () => {
    const mib = 1024 * 1024;
    /** A partial file in the folder holding at least `bytes`, or undefined when there is none. */
    const partialOf = async (bytes: number) => {
      for (const name of await files()) {
        if (!name.startsWith('partial-')) continue;
        const size = await stat(path.join(dir, name)).then(
          (s) => s.size,
          () => 0,
        );
        if (size >= bytes) return name;
      }
      return undefined;
    };
    let seenOnDisk: string | undefined;
    const body = Readable.from(
      (async function* () {
        for (let i = 0; i < 3; i++) yield Buffer.alloc(mib, 2);
        // The rest is sent only once the first 2 MiB are in a file: a route that read the whole body
        // before writing would never get here.
        for (let wait = 0; wait < 100 && !seenOnDisk; wait++) {
          seenOnDisk = await partialOf(2 * mib);
          if (!seenOnDisk) await sleep(50);
        }
        if (!seenOnDisk) throw new Error('nothing reached the disk before the body ended');
        for (let i = 0; i < 2; i++) yield Buffer.alloc(mib, 2);
      })(),
    );
    const response = await upload('streamed.pdf', body);
    expect(response.statusCode, response.body).toBe(201);
    expect(seenOnDisk).toBeDefined();
    const document = response.json() as DealDocument;
    expect(document.sizeBytes).toBe(5 * mib);
    expect(await files()).not.toContain(seenOnDisk);
    expect((await files()).filter((name) => name.startsWith('partial-'))).toEqual([]);
    expect((await remove(document.id)).statusCode).toBe(204);
  });

  it('answers a sender that goes away mid-file as a client fault (400, not 500), leaving no partial file', async () => {
    const statuses: number[] = [];
    const watched = await createTestApp({
      documentsDir: dir,
      configure: (instance) => {
        // The sender is gone, so no response is sent: what counts is how the failure was classed.
        instance.addHook('onError', async (_request, _reply, error) => {
          statuses.push((error as { status?: number }).status ?? 500);
        });
      },
    });
    try {
      const cookies = await signIn(watched);
      const port = Number(new URL(await watched.listen({ port: 0, host: '127.0.0.1' })).port);
      const [rowsBefore, filesBefore] = [await documentCount(), (await files()).length];
      const socket = net.connect(port, '127.0.0.1');
      socket.write(
        [
          `POST ${uploadUrl('cut-off.pdf')} HTTP/1.1`,
          `Host: 127.0.0.1:${port}`,
          'Content-Type: application/pdf',
          `Content-Length: ${4 * 1024 * 1024}`,
          `Cookie: ${Object.entries(cookies).map(([name, value]) => `${name}=${value}`)}`,
          '',
          '',
        ].join('\r\n'),
      );
      socket.write(Buffer.alloc(1024 * 1024, 3));
      for (let wait = 0; wait < 100 && !(await files()).some((name) => name.startsWith('partial-')); wait++) {
        await sleep(20);
      }
      socket.destroy();
      for (let wait = 0; wait < 100 && statuses.length === 0; wait++) await sleep(20);
      expect(statuses).toEqual([400]);
      expect(await documentCount()).toBe(rowsBefore);
      expect(await files()).toHaveLength(filesBefore);
    } finally {
      await watched.close();
    }
  });

  it('accepts a file of exactly 25 MiB', async () => {
    const document = await uploaded('limit.pdf', Buffer.alloc(documentMaxBytes, 1));
    expect(document.sizeBytes).toBe(documentMaxBytes);
    expect((await remove(document.id)).statusCode).toBe(204);
  });

  it.each([
    ['no name', null, 'File name is required'],
    ['a blank name', '   ', 'File name is required'],
    ['a name of separators only', '/\\/', 'File name is required'],
    ['an over-long name', `${'a'.repeat(197)}.pdf`, 'File name must be at most 200 characters'],
  ])('refuses %s with 400, writing nothing', async (_case, name, message) => {
    await expectNothingWritten(() => upload(name, pdf), 400, { message, field: 'name', code: 'validation' });
  });

  it('answers 404 for a missing deal, 401 without a session and 403 cross-origin, writing nothing', async () => {
    await expectNothingWritten(() => upload('a.pdf', pdf, 'application/pdf', { id: missingId }), 404, {
      message: 'Opportunity not found',
      code: 'not_found',
    });
    await expectNothingWritten(() => upload('a.pdf', pdf, 'application/pdf', { cookies: null }), 401);
    await expectNothingWritten(
      () => upload('a.pdf', pdf, 'application/pdf', { headers: { origin: 'https://evil.example' } }),
      403,
    );
  });

  it('removes the stored file when the row cannot be written', async () => {
    await db().execute(sql`
      create function refuse_document() returns trigger language plpgsql as $$
      begin raise exception 'refused by test'; end $$`);
    await db().execute(sql`
      create trigger refuse_document before insert on documents
      for each row when (new.file_name = 'explode.pdf') execute function refuse_document()`);
    await expectNothingWritten(() => upload('explode.pdf', pdf), 500, {
      message: 'Internal Server Error',
      code: 'internal',
    });
  });
});

describe('GET /api/opportunities/:id/documents', () => {
  it('lists the deal’s documents newest first', async () => {
    const older = await uploaded('older.pdf');
    const newer = await uploaded('newer.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'image/png');
    const response = await get(`/api/opportunities/${dealId}/documents`);
    expect(response.statusCode).toBe(200);
    const list = response.json() as DealDocument[];
    expect(list.slice(0, 2).map((item) => item.id)).toEqual([newer.id, older.id]);
    expect(list).toHaveLength(await documentCount());
  });

  it('answers 404 for a missing deal and 401 without a session', async () => {
    expect((await get(`/api/opportunities/${missingId}/documents`)).statusCode).toBe(404);
    expect((await get(`/api/opportunities/${dealId}/documents`, null)).statusCode).toBe(401);
  });
});

describe('GET /api/documents/:id/download', () => {
  it('streams the bytes as an attachment with the stored type and a safely encoded name', async () => {
    const name = 'Floor plan (v2) – \'final\' "x";.pdf';
    const document = await uploaded(name);
    const response = await get(`/api/documents/${document.id}/download`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(pdf);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-length']).toBe(String(pdf.length));
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const disposition = String(response.headers['content-disposition']);
    expect(disposition).toBe(
      "attachment; filename=\"Floor plan (v2) _ 'final' _x_;.pdf\"; filename*=UTF-8''Floor%20plan%20%28v2%29%20%E2%80%93%20%27final%27%20%22x%22%3B.pdf",
    );
    expect(decodeURIComponent(disposition.split("''")[1]!)).toBe(name);
  });

  it('answers 404 for a missing document, 400 for a bad id and 401 without a session', async () => {
    const missing = await get(`/api/documents/${missingId}/download`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Document not found', code: 'not_found' });
    expect((await get('/api/documents/abc/download')).statusCode).toBe(400);
    const document = await uploaded('private.pdf');
    expect((await get(`/api/documents/${document.id}/download`, null)).statusCode).toBe(401);
  });
});

describe('DELETE /api/documents/:id', () => {
  it('deletes the row and the file (204); a second delete is 404', async () => {
    const document = await uploaded('delete-me.pdf');
    const key = (await storageKeyOf(document.id))!;
    const response = await remove(document.id);
    expect(response.statusCode).toBe(204);
    expect(await storageKeyOf(document.id)).toBeUndefined();
    expect(await files()).not.toContain(key);
    expect((await remove(document.id)).statusCode).toBe(404);
    expect((await get(`/api/documents/${document.id}/download`)).statusCode).toBe(404);
  });

  it('answers 401 without a session, deleting nothing', async () => {
    const document = await uploaded('keep-me.pdf');
    const key = (await storageKeyOf(document.id))!;
    expect((await remove(document.id, null)).statusCode).toBe(401);
    expect(await files()).toContain(key);
    expect(await storageKeyOf(document.id)).toBe(key);
  });
});
