import { mailStatuses, reminderKinds, reminderUnits } from '@common/reminders';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { isNonNegative, isNotBlank, isOneOf, isPositive } from './checks';
import { calendarDate, createdAt, id, instant } from './columns';
import { properties } from './properties';
import { users } from './users';

/** A reminder rule, editable by admins: notify a critical date's owner `offset` days/months before it. */
export const reminderRules = pgTable(
  'reminder_rules',
  {
    id: id(),
    kind: text('kind', { enum: reminderKinds }).notNull(),
    offset: integer('offset').notNull(),
    unit: text('unit', { enum: reminderUnits }).notNull().default('days'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reminder_rules_kind_offset_idx').on(t.kind, t.offset, t.unit),
    check('reminder_rules_kind_check', isOneOf(t.kind, reminderKinds)),
    check('reminder_rules_unit_check', isOneOf(t.unit, reminderUnits)),
    check('reminder_rules_offset_check', isPositive(t.offset)),
  ],
);

/**
 * Each reminder sent: one row per item, date, rule and recipient. The unique index makes a reminder
 * fire once, however many app instances run the schedule.
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    id: id(),
    kind: text('kind', { enum: reminderKinds }).notNull(),
    itemId: integer('item_id').notNull(),
    /** The critical date the reminder is about (a notice window's first or last day, an expiry…). */
    dueOn: calendarDate('due_on').notNull(),
    offset: integer('offset').notNull(),
    unit: text('unit', { enum: reminderUnits }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reminder_deliveries_once_idx').on(t.kind, t.itemId, t.dueOn, t.offset, t.unit, t.userId),
    check('reminder_deliveries_kind_check', isOneOf(t.kind, reminderKinds)),
  ],
);

/**
 * Mail waiting, sent or failed. Without SMTP configured mail stays here (admins read it in Settings);
 * a failed send keeps its error and is retried from `next_attempt_at`. `dedupe_key` (e.g.
 * 'digest:3:2026-11-25') makes a scheduled mail exist once.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    kind: text('kind').notNull(),
    dedupeKey: text('dedupe_key'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    status: text('status', { enum: mailStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    sentAt: instant('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mail_outbox_dedupe_idx').on(t.dedupeKey),
    index('mail_outbox_status_next_idx').on(t.status, t.nextAttemptAt),
    check('mail_outbox_status_check', isOneOf(t.status, mailStatuses)),
    check('mail_outbox_attempts_check', isNonNegative(t.attempts)),
    check('mail_outbox_to_check', isNotBlank(t.toAddress)),
  ],
);

/**
 * A calendar subscription: a secret token (stored as its SHA-256) serving its user's critical dates,
 * or one building's when `property_id` is set (admins). Regenerating revokes the old token.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    revokedAt: instant('revoked_at'),
  },
  (t) => [
    uniqueIndex('calendar_feeds_token_idx').on(t.tokenHash),
    uniqueIndex('calendar_feeds_live_idx')
      .on(t.userId, sql`coalesce(${t.propertyId}, 0)`)
      .where(sql`revoked_at is null`),
  ],
);
