import type { Preferences } from '@common/preferences';
import { roles } from '@common/roles';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { isNotBlank, isOneOf } from './checks';
import { createdAt, id, instant, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    role: text('role', { enum: roles }).notNull(),
    // A data URL (png, jpeg or webp, at most 512 KB before encoding), so no file store is needed.
    avatar: text('avatar'),
    // A deactivated user cannot sign in, has no sessions and is left out of pickers; the row stays for history.
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    // Usernames are unique regardless of case; look them up with `lower(username) = lower($1)`.
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    check('users_username_check', isNotBlank(t.username)),
    check('users_role_check', isOneOf(t.role, roles)),
  ],
);

/** `id` is the SHA-256 hex of the cookie token, so a leaked table does not leak usable cookies. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
    // As sent at sign-in, shown on the Settings screen's active sessions list.
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

export const userPreferences = pgTable('user_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  // Only the keys a user changed; readers merge them over `defaultPreferences`.
  preferences: jsonb('preferences').$type<Partial<Preferences>>().notNull().default({}),
  updatedAt: updatedAt(),
});

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Session = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;
export type UserPreferences = typeof userPreferences.$inferSelect;
