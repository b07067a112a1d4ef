import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import {
  decodeMail,
  type SmtpListener,
  startSilentListener,
  startSmtpListener,
  unusedSmtpUrl,
} from '../../test/smtp-listener';
import { createMailTransport, type MailTransport } from './mail-transport';
import { flushOutbox, type NewMail, queueMail } from './outbox.service';

let database: TestDatabase;
const from = 'LeaseLens <no-reply@leaselens.test>';
const quick = { connectionMs: 1_000, greetingMs: 1_000, socketMs: 2_000 };
const transportTo = (url: string) => createMailTransport({ smtpUrl: url, from }, quick) as MailTransport;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: false });
});
afterAll(() => database.close());
afterEach(() => database.db.delete(mailOutbox));

const mail = (overrides: Partial<NewMail> = {}): NewMail => ({
  kind: 'test',
  dedupeKey: null,
  userId: null,
  to: 'alex@example.com',
  subject: 'Critical dates — this week',
  text: 'Plain text: https://leaselens.test/options',
  html: '<p><a href="https://leaselens.test/options">Options</a></p>',
  ...overrides,
});

const rows = () => database.db.select().from(mailOutbox).orderBy(mailOutbox.id);
const now = new Date('2026-11-25T15:00:00Z');
const minutesLater = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

describe('queueMail', () => {
  it('queues a mail once per dedupe key, however often it is asked', async () => {
    expect(await queueMail(database.db, mail({ dedupeKey: 'digest:1:2026-11-25' }), now)).toBe(true);
    expect(
      await queueMail(database.db, mail({ dedupeKey: 'digest:1:2026-11-25', subject: 'Again' }), now),
    ).toBe(false);
    expect(await queueMail(database.db, mail(), now)).toBe(true);
    expect(await queueMail(database.db, mail(), now)).toBe(true);
    const queued = await rows();
    expect(queued.map((row) => [row.dedupeKey, row.status, row.attempts])).toEqual([
      ['digest:1:2026-11-25', 'pending', 0],
      [null, 'pending', 0],
      [null, 'pending', 0],
    ]);
    expect(queued[0]?.subject).toBe('Critical dates — this week');
  });
});

describe('flushOutbox through a real SMTP server', () => {
  let smtp: SmtpListener;
  beforeAll(async () => {
    smtp = await startSmtpListener();
  });
  afterAll(() => smtp.close());
  afterEach(() => {
    smtp.received.length = 0;
  });

  it('sends the recipient a multipart/alternative mail with the text and HTML parts, and marks it sent', async () => {
    await queueMail(database.db, mail(), now);
    const transport = transportTo(smtp.url);
    expect(await flushOutbox(database.db, now, transport)).toEqual({ sent: 1, failed: 0, retrying: 0 });
    expect(smtp.received).toHaveLength(1);
    const [received] = smtp.received;
    expect(received?.to).toEqual(['alex@example.com']);
    expect(received?.from).toBe('no-reply@leaselens.test');
    const decoded = decodeMail(received?.raw ?? '');
    expect(decoded.subject).toBe('Critical dates — this week');
    expect(decoded.contentType).toMatch(/^multipart\/alternative/);
    expect(decoded.body).toMatch(/Content-Type: text\/plain/);
    expect(decoded.body).toMatch(/Content-Type: text\/html/);
    expect(decoded.body).toContain('Plain text: https://leaselens.test/options');
    expect(decoded.body).toContain('<a href="https://leaselens.test/options">Options</a>');
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null, sentAt: now });
    // Sent mail is never sent again.
    expect(await flushOutbox(database.db, minutesLater(60), transport)).toEqual({
      sent: 0,
      failed: 0,
      retrying: 0,
    });
    expect(smtp.received).toHaveLength(1);
  });

  it('sends only mail that is due', async () => {
    await queueMail(database.db, mail({ subject: 'later' }), minutesLater(5));
    expect((await flushOutbox(database.db, now, transportTo(smtp.url))).sent).toBe(0);
    expect((await flushOutbox(database.db, minutesLater(5), transportTo(smtp.url))).sent).toBe(1);
  });

  it('sends each mail once when two flushes run at the same time (two app instances)', async () => {
    for (let index = 0; index < 12; index++)
      await queueMail(database.db, mail({ subject: `Mail ${index}` }), now);
    const [first, second] = await Promise.all([
      flushOutbox(database.db, now, transportTo(smtp.url)),
      flushOutbox(database.db, now, transportTo(smtp.url)),
    ]);
    expect((first?.sent ?? 0) + (second?.sent ?? 0)).toBe(12);
    const subjects = smtp.received.map((received) => decodeMail(received.raw).subject).sort();
    expect(subjects).toEqual(Array.from({ length: 12 }, (_, index) => `Mail ${index}`).sort());
    expect((await rows()).every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });
});

describe('flushOutbox when the mail cannot be delivered', () => {
  it('without an SMTP server configured sends nothing and keeps every mail pending, untouched', async () => {
    await queueMail(database.db, mail(), now);
    expect(await flushOutbox(database.db, now, null)).toEqual({ sent: 0, failed: 0, retrying: 0 });
    expect(await rows()).toMatchObject([
      { status: 'pending', attempts: 0, lastError: null, nextAttemptAt: now },
    ]);
  });

  it('keeps the mail pending with its error and a later attempt when nothing listens, then sends it', async () => {
    await queueMail(database.db, mail(), now);
    const down = transportTo(await unusedSmtpUrl());
    expect(await flushOutbox(database.db, now, down)).toEqual({ sent: 0, failed: 0, retrying: 1 });
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: minutesLater(1) });
    expect(row?.lastError).toMatch(/ECONNREFUSED|connect/i);
    // Not due again before its backoff.
    expect(await flushOutbox(database.db, minutesLater(0.5), down)).toEqual({
      sent: 0,
      failed: 0,
      retrying: 0,
    });
    expect(await flushOutbox(database.db, minutesLater(1), down)).toEqual({
      sent: 0,
      failed: 0,
      retrying: 1,
    });
    expect((await rows())[0]).toMatchObject({ attempts: 2, nextAttemptAt: minutesLater(1 + 2) });
    // The server is back: the mail goes out, nothing was lost.
    const smtp = await startSmtpListener();
    try {
      expect((await flushOutbox(database.db, minutesLater(3), transportTo(smtp.url))).sent).toBe(1);
      expect(smtp.received).toHaveLength(1);
      expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    } finally {
      await smtp.close();
    }
  });

  it('keeps the error of a server that refuses the recipient, and marks the mail failed after 8 attempts', async () => {
    const refusing = await startSmtpListener({ rejectRecipients: true });
    try {
      await queueMail(database.db, mail(), now);
      const transport = transportTo(refusing.url);
      let at = now;
      for (let attempt = 1; attempt <= 7; attempt++) {
        expect(await flushOutbox(database.db, at, transport)).toEqual({ sent: 0, failed: 0, retrying: 1 });
        const [row] = await rows();
        expect(row).toMatchObject({ status: 'pending', attempts: attempt });
        expect(row?.lastError).toMatch(/550|Mailbox unavailable/);
        at = row?.nextAttemptAt as Date;
      }
      expect(await flushOutbox(database.db, at, transport)).toEqual({ sent: 0, failed: 1, retrying: 0 });
      expect((await rows())[0]).toMatchObject({ status: 'failed', attempts: 8 });
      expect(await flushOutbox(database.db, minutesLater(10_000), transport)).toEqual({
        sent: 0,
        failed: 0,
        retrying: 0,
      });
      expect(refusing.received).toHaveLength(0);
    } finally {
      await refusing.close();
    }
  });

  it('gives up on a server that never answers within the timeouts, keeping the mail for later', async () => {
    const silent = await startSilentListener();
    try {
      await queueMail(database.db, mail(), now);
      const started = Date.now();
      expect(await flushOutbox(database.db, now, transportTo(silent.url))).toEqual({
        sent: 0,
        failed: 0,
        retrying: 1,
      });
      expect(Date.now() - started).toBeLessThan(10_000);
      const [row] = await rows();
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row?.lastError).toMatch(/timeout|greeting/i);
    } finally {
      await silent.close();
    }
  });

  it('a mail another flush has claimed is not sent again by this one', async () => {
    await queueMail(database.db, mail(), now);
    await database.db
      .update(mailOutbox)
      .set({ nextAttemptAt: minutesLater(10) })
      .where(eq(mailOutbox.status, 'pending'));
    const smtp = await startSmtpListener();
    try {
      expect((await flushOutbox(database.db, now, transportTo(smtp.url))).sent).toBe(0);
    } finally {
      await smtp.close();
    }
  });
});
