import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { type DealDocument, documentMessages } from '@common/deal-documents';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { documents, users } from '../../db/schema';
import { createTestApp, signIn, type TestApp } from '../../test/app';

const kib = 1024;
const quotaBytes = 1024 * kib;
const minute = 60_000;
const rate = { max: 20, windowMs: 10 * minute };

let app: TestApp;
let dir: string;
let now = new Date('2026-03-02T15:00:00Z');
const clock = () => now;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'leaselens-upload-limits-test-'));
  app = await createTestApp({
    documentsDir: dir,
    clock,
    uploadQuotaBytes: quotaBytes,
    uploadRateLimit: rate,
  });
});
afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

const db = () => app.database.db;
const upload = (
  cookies: Record<string, string>,
  body: Buffer | Readable,
  { name = 'file.pdf', target = app as Pick<TestApp, 'inject'> } = {},
) =>
  target.inject({
    method: 'POST',
    url: `/api/opportunities/1/documents?name=${encodeURIComponent(name)}`,
    cookies,
    headers: { 'content-type': 'application/pdf' },
    payload: body,
  });
const rowsOf = async (username: string) => {
  const [row] = await db()
    .select({ n: count(), bytes: sql<string>`coalesce(sum(${documents.sizeBytes}), 0)` })
    .from(documents)
    .innerJoin(users, eq(users.id, documents.uploadedBy))
    .where(eq(users.username, username));
  return { n: row!.n, bytes: Number(row!.bytes) };
};
const files = () => readdir(dir);
/** A body sent in 64 KiB chunks with no Content-Length, as a browser streaming a file might. */
const chunked = (bytes: number) =>
  Readable.from(
    (function* () {
      for (let sent = 0; sent < bytes; sent += 64 * kib)
        yield Buffer.alloc(Math.min(64 * kib, bytes - sent), 7);
    })(),
  );

describe('the per-user upload quota', () => {
  it('refuses an upload past the quota with 413 and a message naming the quota and how to free space, writing nothing', async () => {
    const demo = await signIn(app);
    expect((await upload(demo, Buffer.alloc(700 * kib, 1))).statusCode).toBe(201);
    const before = { rows: await rowsOf('demo'), files: await files() };
    const message = documentMessages.overQuota(quotaBytes, 700 * kib);
    expect(message).toBe(
      'This upload would exceed your 1 MB of document storage (0.7 MB used). Delete documents you no longer need to free space, or ask an administrator to raise the quota.',
    );

    // Declared too big: refused before a byte is read.
    const declared = await upload(demo, Buffer.alloc(400 * kib, 1));
    expect(declared.statusCode).toBe(413);
    expect(declared.json()).toEqual({ message, code: 'payload_too_large' });
    // Not declared: refused once the bytes pass what is left.
    const streamed = await upload(demo, chunked(400 * kib));
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json()).toEqual({ message, code: 'payload_too_large' });

    expect(await rowsOf('demo')).toEqual(before.rows);
    expect(await files()).toEqual(before.files);
  });

  it('frees space when the user deletes a document', async () => {
    const scho = await signIn(app, 'scho', 'leaselens123');
    const first = (await upload(scho, Buffer.alloc(800 * kib, 1))).json() as DealDocument;
    expect((await upload(scho, Buffer.alloc(300 * kib, 1))).statusCode).toBe(413);
    const removed = await app.inject({ method: 'DELETE', url: `/api/documents/${first.id}`, cookies: scho });
    expect(removed.statusCode).toBe(204);
    expect((await upload(scho, Buffer.alloc(300 * kib, 1))).statusCode).toBe(201);
  });

  it('cannot be exceeded by uploads sent in parallel', async () => {
    const jrivera = await signIn(app, 'jrivera', 'leaselens123');
    const filesBefore = (await files()).length;
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => upload(jrivera, Buffer.alloc(300 * kib, 1))),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    // Each one fits alone, so all are read; only three fit together.
    expect(statuses).toEqual([201, 201, 201, 413, 413, 413, 413, 413]);
    const stored = await rowsOf('jrivera');
    expect(stored).toEqual({ n: 3, bytes: 900 * kib });
    expect(await files()).toHaveLength(filesBefore + 3);
    expect((await files()).filter((name) => name.startsWith('partial-'))).toEqual([]);
  });
});

describe('the per-user upload rate', () => {
  it('answers 429 with Retry-After once the window’s uploads are spent, on every instance, until the window has passed', async () => {
    const amorgan = await signIn(app, 'amorgan', 'leaselens123');
    const tiny = Buffer.from('%PDF-1.7\n');
    for (let i = 0; i < rate.max; i++) {
      expect((await upload(amorgan, tiny)).statusCode).toBe(201);
      now = new Date(now.getTime() + 1000);
    }
    const before = { rows: await rowsOf('amorgan'), files: await files() };

    const refused = await upload(amorgan, tiny);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('599');
    expect(refused.json()).toEqual({
      message: 'You have reached the limit of 20 uploads in 10 minutes. Try again in 10 minutes.',
      code: 'rate_limited',
    });
    // Another app instance on the same database keeps the same count.
    const other = await buildApp({
      db: db(),
      clock,
      documentsDir: dir,
      uploadQuotaBytes: quotaBytes,
      uploadRateLimit: rate,
    });
    try {
      expect((await upload(amorgan, tiny, { target: other })).statusCode).toBe(429);
    } finally {
      await other.close();
    }
    // Another user is not held back.
    expect((await upload(await signIn(app, 'scho', 'leaselens123'), tiny)).statusCode).toBe(201);
    expect(await rowsOf('amorgan')).toEqual(before.rows);

    now = new Date(now.getTime() + rate.windowMs);
    expect((await upload(amorgan, tiny)).statusCode).toBe(201);
  });
});
