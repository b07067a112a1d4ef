import { z } from 'zod';
import { mailStatuses } from './reminders';

/*
 * The mail outbox: every mail is stored before it is sent, so nothing is lost while no SMTP server is
 * configured or the server is down. A failed send waits longer after each attempt and gives up after
 * `maxMailAttempts`; an admin can send it again.
 */

/** Sends tried before a mail is marked failed. */
export const maxMailAttempts = 8;

/** The first retry waits this long; each further one twice as long as the last. */
export const firstRetryDelayMs = 60_000;

/** No retry waits longer than this. */
export const maxRetryDelayMs = 6 * 60 * 60_000;

/** How long to wait before the next send after `attempts` failed ones (1 minute, 2, 4, … at most 6 hours). */
export function retryDelayMs(attempts: number): number {
  const doublings = Math.max(0, attempts - 1);
  return Math.min(maxRetryDelayMs, firstRetryDelayMs * 2 ** Math.min(doublings, 30));
}

/** What a send that failed for the `attempts`-th time leaves the mail as. */
export function afterFailedSend(
  attempts: number,
  now: Date,
): { status: 'pending' | 'failed'; nextAttemptAt: Date } {
  return attempts >= maxMailAttempts
    ? { status: 'failed', nextAttemptAt: now }
    : { status: 'pending', nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)) };
}

export const noSmtpMessage = 'Not sent: no SMTP server configured';

export const outboxQuerySchema = z.object({ status: z.enum(mailStatuses).optional() });

export const outboxItemSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  status: z.enum(mailStatuses),
  toAddress: z.string(),
  subject: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  /** ISO timestamps. */
  createdAt: z.string(),
  nextAttemptAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;

export const outboxListSchema = z.object({
  /** False: mail is kept in the outbox until an SMTP server is configured. */
  smtpConfigured: z.boolean(),
  items: z.array(outboxItemSchema),
  /** The newest this many are listed. */
  limit: z.number().int(),
});
export type OutboxList = z.infer<typeof outboxListSchema>;

/** One mail with its plain-text body (the HTML part is never rendered in the app). */
export const outboxMailSchema = outboxItemSchema.extend({ textBody: z.string() });
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const mailAlreadySentMessage = 'This mail has already been sent';
export const mailNotFoundMessage = 'Mail not found';

export const digestRunSchema = z.object({
  /** Digests queued by this run (each user's at most once a day). */
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  smtpConfigured: z.boolean(),
});
export type DigestRun = z.infer<typeof digestRunSchema>;
