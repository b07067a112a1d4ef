import type { OutboxList, OutboxMail } from '@common/mail';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSettings, mailOutbox, userPreferences, users } from '../../db/schema';
import { createTestApp, signIn, type TestApp } from '../../test/app';
import { decodeMail, type SmtpListener, startSmtpListener } from '../../test/smtp-listener';
import { createMailTransport } from './mail-transport';
import { queueMail } from './outbox.service';

let app: TestApp;
let smtp: SmtpListener;
let admin: Record<string, string>;
let broker: Record<string, string>;
// The organisation works in UTC here (set below): 07:10 is in the 7 am digest hour.
const now = new Date('2026-11-25T07:10:00Z');

beforeAll(async () => {
  smtp = await startSmtpListener();
  app = await createTestApp({
    clock: () => now,
    mail: {
      transport: createMailTransport({ smtpUrl: smtp.url, from: 'LeaseLens <no-reply@leaselens.test>' }),
      appUrl: 'https://leaselens.example.com',
    },
  });
  await app.database.db.update(appSettings).set({ timeZone: 'UTC' }).where(eq(appSettings.id, 1));
  admin = await signIn(app);
  broker = await signIn(app, 'jrivera', 'leaselens123');
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const queue = (subject: string) =>
  queueMail(
    app.database.db,
    {
      kind: 'test',
      dedupeKey: null,
      userId: null,
      to: 'ops@example.com',
      subject,
      text: `Text of ${subject}`,
      html: `<b>${subject}</b>`,
    },
    now,
  );

async function idOf(subject: string): Promise<number> {
  const [row] = await app.database.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(eq(mailOutbox.subject, subject));
  return row?.id as number;
}

describe('GET /api/admin/outbox', () => {
  it('lists mail for admins, newest first, with status, recipient, attempts and error', async () => {
    await queue('First notice');
    await queue('Second notice');
    await app.database.db
      .update(mailOutbox)
      .set({ status: 'failed', attempts: 8, lastError: '550 Mailbox unavailable' })
      .where(eq(mailOutbox.subject, 'Second notice'));
    const response = await app.inject({ method: 'GET', url: '/api/admin/outbox', cookies: admin });
    expect(response.statusCode).toBe(200);
    const body = response.json<OutboxList>();
    expect(body.smtpConfigured).toBe(true);
    expect(body.items.slice(0, 2)).toMatchObject([
      {
        subject: 'Second notice',
        status: 'failed',
        attempts: 8,
        lastError: '550 Mailbox unavailable',
        toAddress: 'ops@example.com',
      },
      { subject: 'First notice', status: 'pending', attempts: 0, lastError: null, sentAt: null },
    ]);
    const failedOnly = await app.inject({
      method: 'GET',
      url: '/api/admin/outbox?status=failed',
      cookies: admin,
    });
    expect(failedOnly.json<OutboxList>().items.map((item) => item.subject)).toEqual(['Second notice']);
  });

  it('says whether an SMTP server is configured', async () => {
    const bare = await createTestApp({ seeded: true });
    try {
      const response = await bare.inject({
        method: 'GET',
        url: '/api/admin/outbox',
        cookies: await signIn(bare),
      });
      expect(response.json<OutboxList>()).toMatchObject({ smtpConfigured: false, items: [] });
    } finally {
      await bare.close();
    }
  });

  it('answers 401 without a session, 403 to other roles and 400 to an unknown status', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/admin/outbox' })).statusCode).toBe(401);
    for (const [username, password] of [
      ['jrivera', 'leaselens123'],
      ['amorgan', 'leaselens123'],
      ['scho', 'leaselens123'],
    ] as const) {
      const cookies = await signIn(app, username, password);
      expect((await app.inject({ method: 'GET', url: '/api/admin/outbox', cookies })).statusCode).toBe(403);
    }
    const bad = await app.inject({ method: 'GET', url: '/api/admin/outbox?status=lost', cookies: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(expect.any(String));
  });
});

describe('GET /api/admin/outbox/:id', () => {
  it('shows one mail with its plain-text part, never its HTML', async () => {
    await queue('Body check');
    const response = await app.inject({
      method: 'GET',
      url: `/api/admin/outbox/${await idOf('Body check')}`,
      cookies: admin,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<OutboxMail>();
    expect(body).toMatchObject({ subject: 'Body check', textBody: 'Text of Body check' });
    expect(JSON.stringify(body)).not.toContain('<b>');
  });

  it('answers 404 for an unknown mail, 400 for a bad id, 403 to other roles, 401 without a session', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/outbox/999999', cookies: admin })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/outbox/abc', cookies: admin })).statusCode,
    ).toBe(400);
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/outbox/1', cookies: broker })).statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/admin/outbox/1' })).statusCode).toBe(401);
  });
});

describe('POST /api/admin/outbox/:id/retry', () => {
  it('makes a failed mail pending and due now, with a fresh count of attempts', async () => {
    await queue('Retry me');
    const id = await idOf('Retry me');
    await app.database.db
      .update(mailOutbox)
      .set({
        status: 'failed',
        attempts: 8,
        lastError: 'timeout',
        nextAttemptAt: new Date('2026-11-20T00:00:00Z'),
      })
      .where(eq(mailOutbox.id, id));
    const response = await app.inject({
      method: 'POST',
      url: `/api/admin/outbox/${id}/retry`,
      cookies: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<OutboxMail>()).toMatchObject({
      status: 'pending',
      attempts: 0,
      nextAttemptAt: now.toISOString(),
    });
  });

  it('refuses to send a sent mail again (409), an unknown one (404), a bad id (400), other roles (403)', async () => {
    await queue('Already out');
    const id = await idOf('Already out');
    await app.database.db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: now })
      .where(eq(mailOutbox.id, id));
    const sent = await app.inject({ method: 'POST', url: `/api/admin/outbox/${id}/retry`, cookies: admin });
    expect(sent.statusCode).toBe(409);
    expect(sent.json().message).toBe('This mail has already been sent');
    expect(
      (await app.inject({ method: 'POST', url: '/api/admin/outbox/999999/retry', cookies: admin }))
        .statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'POST', url: '/api/admin/outbox/x/retry', cookies: admin })).statusCode,
    ).toBe(400);
    expect(
      (await app.inject({ method: 'POST', url: `/api/admin/outbox/${id}/retry`, cookies: broker }))
        .statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'POST', url: `/api/admin/outbox/${id}/retry` })).statusCode).toBe(401);
  });
});

describe('POST /api/admin/digest/send-mine', () => {
  it('queues the admin’s digest and sends it with the rest of the due mail', async () => {
    smtp.received.length = 0;
    const response = await app.inject({ method: 'POST', url: '/api/admin/digest/send-mine', cookies: admin });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ to: 'demo@example.com', smtpConfigured: true, failed: 0 });
    expect(body.sent).toBeGreaterThanOrEqual(1);
    const digest = smtp.received.find((mail) => mail.to.includes('demo@example.com'));
    const decoded = decodeMail(digest?.raw ?? '');
    expect(decoded.subject).toBe(body.subject);
    expect(decoded.subject).toMatch(/^LeaseLens daily digest — Nov 25, 2026/);
    expect(decoded.contentType).toMatch(/^multipart\/alternative/);
    expect(decoded.body).toContain('https://leaselens.example.com/settings');
  });

  it('is for admins only', async () => {
    expect(
      (await app.inject({ method: 'POST', url: '/api/admin/digest/send-mine', cookies: broker })).statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/api/admin/digest/send-mine' })).statusCode).toBe(401);
  });
});

describe('POST /api/admin/digest/run', () => {
  it('queues the digests due this hour once, and sends them', async () => {
    const [amorgan] = await app.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'amorgan'));
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/user/preferences',
      cookies: await signIn(app, 'amorgan', 'leaselens123'),
      payload: { dailyDigest: { enabled: true, hour: 7 } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().preferences.dailyDigest).toEqual({ enabled: true, hour: 7 });
    const [stored] = await app.database.db
      .select({ preferences: userPreferences.preferences })
      .from(userPreferences)
      .where(eq(userPreferences.userId, amorgan?.id as number));
    expect(stored?.preferences.dailyDigest).toEqual({ enabled: true, hour: 7 });

    smtp.received.length = 0;
    const first = await app.inject({ method: 'POST', url: '/api/admin/digest/run', cookies: admin });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ queued: 1, failed: 0, smtpConfigured: true });
    expect(smtp.received.some((mail) => mail.to.includes('amorgan@example.com'))).toBe(true);
    const again = await app.inject({ method: 'POST', url: '/api/admin/digest/run', cookies: admin });
    expect(again.json()).toMatchObject({ queued: 0 });
  });

  it('is for admins only', async () => {
    expect(
      (await app.inject({ method: 'POST', url: '/api/admin/digest/run', cookies: broker })).statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/api/admin/digest/run' })).statusCode).toBe(401);
  });
});

describe('the digest preference', () => {
  it.each([
    ['an hour past 23', { enabled: true, hour: 24 }],
    ['a fractional hour', { enabled: true, hour: 6.5 }],
    ['a missing switch', { hour: 7 }],
    ['an unknown key', { enabled: true, hour: 7, weekly: true }],
  ])('refuses %s with 400', async (_name, dailyDigest) => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/user/preferences',
      cookies: broker,
      payload: { dailyDigest },
    });
    expect(response.statusCode).toBe(400);
  });
});
