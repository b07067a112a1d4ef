import {
  afterFailedSend,
  mailAlreadySentMessage,
  mailNotFoundMessage,
  type OutboxItem,
  type OutboxList,
  type OutboxMail,
} from '@common/mail';
import type { MailStatus } from '@common/reminders';
import { and, asc, desc, eq, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { mailOutbox } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import type { MailTransport } from './mail-transport';

/*
 * Every mail goes through the outbox table: queued first, sent by `flushOutbox`. A send that fails
 * keeps the mail pending with its error and a later `next_attempt_at`; after `maxMailAttempts` it is
 * failed, listed for admins, who can send it again. Without an SMTP server nothing is sent and
 * nothing is lost.
 */

export type NewMail = {
  kind: string;
  /** Makes the mail exist once (e.g. 'digest:3:2026-11-25'); null: always queued. */
  dedupeKey: string | null;
  userId: number | null;
  to: string;
  subject: string;
  text: string;
  html: string;
};

/** Mail a flush sends at most (the rest waits for the next run). */
export const flushBatchSize = 50;

/**
 * A flush claims its mail for this long by moving `next_attempt_at` on: another instance skips it,
 * and mail of an instance that died mid-send is sent again after it.
 */
export const claimMs = 10 * 60_000;

/** The newest this many mails are listed. */
export const outboxListLimit = 200;

const errorTextLimit = 1_000;

/** Queues one mail; with a `dedupeKey` already used nothing is queued. True when it was queued. */
export async function queueMail(db: Database, mail: NewMail, now = new Date()): Promise<boolean> {
  const rows = await db
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      dedupeKey: mail.dedupeKey,
      userId: mail.userId,
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      nextAttemptAt: now,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}

export type FlushResult = { sent: number; failed: number; retrying: number };

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return (text.trim() || 'The mail server refused the mail').slice(0, errorTextLimit);
}

/** Pending mail due at `now`, claimed for this flush only (`FOR UPDATE SKIP LOCKED`). */
async function claimDueMail(db: Database, now: Date) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(flushBatchSize)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(now.getTime() + claimMs) })
      .where(
        inArray(
          mailOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/**
 * Sends the pending mail that is due. Without a transport (no SMTP server configured) it sends
 * nothing and changes nothing: the mail waits in the outbox.
 */
export async function flushOutbox(
  db: Database,
  now: Date,
  transport: MailTransport | null,
): Promise<FlushResult> {
  const result: FlushResult = { sent: 0, failed: 0, retrying: 0 };
  if (!transport) return result;
  const claimed = await claimDueMail(db, now);
  claimed.sort((a, b) => a.id - b.id);
  for (const mail of claimed) {
    const attempts = mail.attempts + 1;
    const stillPending = and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, 'pending'));
    try {
      await transport.send({
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody,
      });
    } catch (error) {
      const next = afterFailedSend(attempts, now);
      await db
        .update(mailOutbox)
        .set({
          attempts,
          lastError: errorText(error),
          status: next.status,
          nextAttemptAt: next.nextAttemptAt,
        })
        .where(stillPending);
      result[next.status === 'failed' ? 'failed' : 'retrying']++;
      continue;
    }
    await db
      .update(mailOutbox)
      .set({ attempts, status: 'sent', sentAt: now, lastError: null })
      .where(stillPending);
    result.sent++;
  }
  return result;
}

const itemColumns = {
  id: mailOutbox.id,
  kind: mailOutbox.kind,
  status: mailOutbox.status,
  toAddress: mailOutbox.toAddress,
  subject: mailOutbox.subject,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  createdAt: mailOutbox.createdAt,
  nextAttemptAt: mailOutbox.nextAttemptAt,
  sentAt: mailOutbox.sentAt,
};

type ItemRow = Omit<OutboxItem, 'createdAt' | 'nextAttemptAt' | 'sentAt'> & {
  createdAt: Date;
  nextAttemptAt: Date;
  sentAt: Date | null;
};

function toItem(row: ItemRow): OutboxItem {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** GET /api/admin/outbox: the newest mail first, of one status or all. */
export async function listOutbox(
  db: Database,
  status: MailStatus | undefined,
  smtpConfigured: boolean,
): Promise<OutboxList> {
  const rows = await db
    .select(itemColumns)
    .from(mailOutbox)
    .where(status ? eq(mailOutbox.status, status) : undefined)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(outboxListLimit);
  return { smtpConfigured, items: rows.map(toItem), limit: outboxListLimit };
}

/** GET /api/admin/outbox/:id: one mail with its plain-text part. */
export async function getOutboxMail(db: Database, id: number): Promise<OutboxMail> {
  const [row] = await db
    .select({ ...itemColumns, textBody: mailOutbox.textBody })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id));
  if (!row) throw notFound(mailNotFoundMessage);
  const { textBody, ...item } = row;
  return { ...toItem(item), textBody };
}

/**
 * POST /api/admin/outbox/:id/retry: a failed (or waiting) mail is due now, with a fresh count of
 * attempts; its last error stays until the next send. A sent mail is not sent again (409).
 */
export async function retryMail(db: Database, id: number, now: Date): Promise<OutboxMail> {
  const [row] = await db
    .update(mailOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now })
    .where(and(eq(mailOutbox.id, id), inArray(mailOutbox.status, ['pending', 'failed'])))
    .returning({ id: mailOutbox.id });
  if (!row) {
    const mail = await getOutboxMail(db, id);
    if (mail.status === 'sent') throw new AppError(409, mailAlreadySentMessage);
  }
  return getOutboxMail(db, id);
}
