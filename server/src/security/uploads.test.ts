import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { documentMessages } from '@common/deal-documents';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../db/schema';
import { createTestApp, signIn, type TestApp } from '../test/app';
import { databaseFingerprint } from './fingerprint';
import { hostileString, wellFormed } from './hostile-input';

// Already proven in modules/documents/documents.test.ts: 413 over 25 MiB, 415 for zip/JSON/HTML/no type,
// 400 for an empty file, one sanitised traversal name. In modules/tenants/tenant-import.test.ts: the
// rent roll's 413 over 1 MB, its encodings and its NUL refusal. Here: any hostile name, checked against
// the file system, and rent rolls of any bytes.

const seed = Number(process.env.FUZZ_SEED ?? 20261124);
let app: TestApp;
let cookies: Record<string, string>;
/** The documents folder sits alone inside `root`, so anything written beside it shows. */
let root: string;
let documentsDir: string;
const pdf = Buffer.from('%PDF-1.7\n% hostile names\n');

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'leaselens-upload-security-'));
  documentsDir = path.join(root, 'documents');
  await mkdir(documentsDir);
  // Per-user upload limits have tests of their own (modules/documents/upload-limits.test.ts).
  app = await createTestApp({ documentsDir, uploadRateLimit: { max: 100_000, windowMs: 60_000 } });
  cookies = await signIn(app);
});
afterAll(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

/** Names aimed at the file system: traversal both ways, absolute and UNC paths, NUL, device names. */
const traversalNames = [
  '../../etc/passwd',
  '..\\..\\x',
  '/etc/passwd',
  '/tmp/leaselens-owned.pdf',
  'C:\\Windows\\win.ini',
  '\\\\server\\share\\x.pdf',
  'report.pdf\u0000.exe',
  '\u0000',
  '..',
  '.',
  './.env',
  '%2e%2e%2fetc%2fpasswd',
  'CON',
  'a'.repeat(300),
  '0123456789abcdef0123456789abcdef',
  'quote"and;semicolon\r\nX-Injected: 1.pdf',
];

const upload = (encodedName: string) =>
  app.inject({
    method: 'POST',
    url: `/api/opportunities/1/documents?name=${encodedName}`,
    cookies,
    headers: { 'content-type': 'application/pdf' },
    payload: pdf,
  });

/** What a stored or served name may never hold: a separator, a control character, a bidi override. */
const unsafeInName = /[/\\\p{Cc}\u202a-\u202e\u2066-\u2069]/u;

async function expectContained() {
  expect(await readdir(root)).toEqual(['documents']);
  for (const file of await readdir(documentsDir)) expect(file).toMatch(/^[0-9a-f]{32}$/);
}

describe('document names that try to leave the documents folder', () => {
  it('are stored under a random key inside it, and kept and served only in sanitised form', async () => {
    const name = fc.oneof(
      fc.constantFrom(...traversalNames).map(encodeURIComponent),
      hostileString.map((text) => encodeURIComponent(wellFormed(text))),
      fc.constantFrom('%ED%A0%80.pdf', '%C0%AE%C0%AE%2F', '%00', '%', '%zz'),
    );
    await fc.assert(
      fc.asyncProperty(name, async (encoded) => {
        const response = await upload(encoded);
        const context = `${encoded} → ${response.statusCode} ${response.body.slice(0, 200)}`;
        expect(response.statusCode, context).toBeLessThan(500);
        if (response.statusCode !== 201) {
          expect(response.statusCode, context).toBe(400);
          expect(response.json().message, context).toEqual(expect.any(String));
          return;
        }
        const { id, fileName } = response.json() as { id: number; fileName: string };
        expect(fileName, context).not.toMatch(unsafeInName);
        expect(fileName.trim(), context).not.toBe('');
        const [row] = await app.database.db
          .select({ fileName: documents.fileName, key: documents.storageKey })
          .from(documents)
          .where(eq(documents.id, id));
        expect(row?.fileName).toBe(fileName);
        expect(row?.key).toMatch(/^[0-9a-f]{32}$/);
        const download = await app.inject({ method: 'GET', url: `/api/documents/${id}/download`, cookies });
        expect(download.statusCode, context).toBe(200);
        expect(download.rawPayload.equals(pdf)).toBe(true);
        const disposition = String(download.headers['content-disposition']);
        // The fallback is printable ASCII without quotes, backslashes or '%'; filename* the exact name.
        expect(disposition).toMatch(
          /^attachment; filename="[\x20\x21\x23\x24\x26-\x5b\x5d-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9%._~!-]*$/,
        );
        expect(decodeURIComponent(disposition.split("''")[1] ?? '')).toBe(fileName);
      }),
      { numRuns: 40, seed, endOnFailure: true },
    );
    await expectContained();
  });

  it('keep each of the classic traversal names inside the folder', async () => {
    for (const name of traversalNames) {
      const response = await upload(encodeURIComponent(name));
      expect([201, 400], `${name}: ${response.body}`).toContain(response.statusCode);
    }
    await expectContained();
  });
});

describe('upload types and sizes', () => {
  it('refuses a disallowed document type with 415 JSON, writing nothing', async () => {
    const before = await databaseFingerprint(app.database.db);
    const filesBefore = await readdir(documentsDir);
    for (const type of [
      'application/x-msdownload',
      'image/svg+xml',
      'text/html; charset=utf-8',
      'application/x-sh',
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/opportunities/1/documents?name=x.pdf',
        cookies,
        headers: { 'content-type': type },
        payload: pdf,
      });
      expect(response.statusCode, type).toBe(415);
      expect(response.json()).toEqual({
        message: documentMessages.unsupportedType,
        code: 'unsupported_media_type',
      });
    }
    expect(await databaseFingerprint(app.database.db)).toEqual(before);
    expect(await readdir(documentsDir)).toEqual(filesBefore);
  });

  it('refuses a rent roll sent as anything but text/csv with 415 JSON, importing nothing', async () => {
    const before = await databaseFingerprint(app.database.db);
    for (const type of ['application/json', 'multipart/form-data; boundary=x', 'application/octet-stream']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/tenants/import',
        cookies,
        headers: { 'content-type': type },
        payload: type === 'application/json' ? '{"csv":"tenant_name\\nAcme\\n"}' : 'tenant_name\nAcme\n',
      });
      expect(response.statusCode, type).toBe(415);
      expect(response.json().message, type).toEqual(expect.any(String));
    }
    expect(await databaseFingerprint(app.database.db)).toEqual(before);
  });
});

describe('rent-roll files of any bytes', () => {
  it('get the same refusal from the dry run and the import, and a refused import writes nothing', async () => {
    const name = fc.oneof(hostileString.map(wellFormed), fc.constantFrom('a\u0000b', '\u0000', 'Café\u0000'));
    const roll = (text: string) => `tenant_name\n${text}\n`;
    const file = fc.oneof(
      name.map((text) => Buffer.from(roll(text), 'utf8')),
      name.map((text) => Buffer.from(roll(text), 'latin1')),
      name.map((text) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(roll(text), 'utf16le')])),
      fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.concat([Buffer.from('tenant_name\n'), bytes])),
    );
    const send = (bytes: Buffer, query: string) =>
      app.inject({
        method: 'POST',
        url: `/api/tenants/import${query}`,
        cookies,
        headers: { 'content-type': 'text/csv' },
        payload: bytes,
      });
    await fc.assert(
      fc.asyncProperty(file, async (bytes) => {
        const before = await databaseFingerprint(app.database.db);
        const preview = await send(bytes, '?dryRun=true');
        const imported = await send(bytes, '');
        const context = `${bytes.toString('hex').slice(0, 200)} → ${preview.statusCode} ${preview.body.slice(0, 200)} / ${imported.statusCode} ${imported.body.slice(0, 200)}`;
        expect([200, 400], context).toContain(preview.statusCode);
        if (preview.statusCode === 400) {
          // The file itself is refused: the import says exactly the same.
          expect(preview.json(), context).toEqual({
            message: expect.stringMatching(/\S/),
            code: 'invalid_value',
          });
          expect(imported.statusCode, context).toBe(400);
          expect(imported.json(), context).toEqual(preview.json());
        } else {
          expect(imported.statusCode, context).toBe(preview.json().invalid > 0 ? 400 : 201);
        }
        if (imported.statusCode === 400) {
          expect(await databaseFingerprint(app.database.db), context).toEqual(before);
        }
      }),
      { numRuns: 40, seed, endOnFailure: true },
    );
  });
});
