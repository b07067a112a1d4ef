import { hourIn } from '@common/time-zone';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { connect } from '../db/connection';
import { appSettings, notifications, reminderDeliveries, userPreferences, users } from '../db/schema';
import { createMailTransport } from '../modules/mail/mail-transport';
import { fireDueReminders } from '../modules/reminders/reminders.service';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { type SmtpListener, startSmtpListener } from '../test/smtp-listener';
import { mailJobs, remindersJob } from './scheduled-jobs';

/*
 * The scheduled reminders and daily digest on two app instances sharing one PostgreSQL: both start
 * the queue at once and both would run the jobs, yet every reminder reaches its owner once and the
 * digest is mailed once.
 */

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('reminders and the daily digest on two app instances', () => {
  let database: TestDatabase;
  let smtp: SmtpListener;
  const now = new Date();

  beforeAll(async () => {
    database = await createTestDatabase({ seeded: true });
    smtp = await startSmtpListener();
    const { db } = database;
    await db
      .insert(appSettings)
      .values({ id: 1, timeZone: 'UTC' })
      .onConflictDoUpdate({ target: appSettings.id, set: { timeZone: 'UTC' } });
    const [amorgan] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'amorgan'));
    await db
      .insert(userPreferences)
      .values({
        userId: amorgan!.id,
        preferences: { dailyDigest: { enabled: true, hour: hourIn('UTC', now) } },
      })
      .onConflictDoUpdate({
        target: userPreferences.userId,
        set: { preferences: { dailyDigest: { enabled: true, hour: hourIn('UTC', now) } } },
      });
  });
  afterAll(async () => {
    await smtp?.close();
    await database?.close();
  });

  it('delivers each reminder once and mails the digest once', async () => {
    const mail = {
      transport: createMailTransport({ smtpUrl: smtp.url, from: 'LeaseLens <no-reply@leaselens.test>' }),
      appUrl: 'http://leaselens.test',
    };
    const [digestJob] = mailJobs(mail).filter((job) => job.name === 'daily-digest');
    // Both instances run both jobs as they start, as every instance does after a deploy.
    const instances = await Promise.all(
      ['a', 'b'].map(async (instance) => {
        const db = instance === 'a' ? database.db : connect(database.url, { max: 5 });
        const app = await buildApp({
          db,
          clock: () => now,
          mail,
          jobs: {
            scheduledJobs: [
              { ...remindersJob, runOnStart: true },
              { ...digestJob!, runOnStart: true },
            ],
            queuedJobs: [],
            pollingIntervalSeconds: 0.5,
            cronMonitorIntervalSeconds: 1,
            cronWorkerIntervalSeconds: 1,
          },
        });
        await app.ready();
        return { app, db };
      }),
    );
    const reminderCount = async () =>
      Number(
        (
          await database.db
            .select({ count: sql<number>`count(*)` })
            .from(notifications)
            .where(eq(notifications.kind, 'reminder'))
        )[0]?.count,
      );
    const deadline = Date.now() + 12_000;
    while (Date.now() < deadline && (smtp.received.length === 0 || (await reminderCount()) === 0))
      await pause(100);
    // Time for a second run or instance to deliver anything twice.
    await pause(2500);
    for (const { app, db } of instances) {
      await app.close();
      if (db !== database.db) await db.$client.end();
    }

    const reminders = await reminderCount();
    expect(reminders).toBeGreaterThan(0);
    const deliveries = await database.db
      .select({ userId: reminderDeliveries.userId })
      .from(reminderDeliveries);
    expect(deliveries).toHaveLength(reminders);
    // Nothing was left for a third run.
    expect(await fireDueReminders(database.db, now)).toEqual({ created: 0 });

    const digests = smtp.received.filter((received) => received.to.includes('amorgan@example.com'));
    expect(digests).toHaveLength(1);
    expect(digests[0]?.raw).toContain('LeaseLens daily digest');
    const unsent = await database.db.execute<{ count: string }>(
      sql`select count(*)::text as count from mail_outbox where status <> 'sent'`,
    );
    expect(unsent.rows[0]?.count).toBe('0');
    const amorganReminders = await database.db
      .select({ id: notifications.id })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(and(eq(notifications.kind, 'reminder'), eq(users.username, 'amorgan')));
    expect(amorganReminders.length).toBeGreaterThan(0);
  }, 30_000);
});
