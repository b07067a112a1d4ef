import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * Attempts counted per key across every app instance: failed sign-ins per account
 * (`login:` and a hash of the normalised username) and uploads per user (`upload:` and the user id).
 */
export const throttles = pgTable(
  'throttles',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowStartedAt: instant('window_started_at').notNull(),
    // Set when the window's attempts are spent; attempts are refused until then.
    lockedUntil: instant('locked_until'),
    // When the row no longer affects anything and may be deleted.
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('throttles_expires_at_idx').on(t.expiresAt)],
);

export type Throttle = typeof throttles.$inferSelect;
