import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { isNotBlank } from './checks';
import { createdAt, id, instant } from './columns';
import { users } from './users';

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body'),
    // In-app path to open, e.g. '/deals/12'.
    link: text('link'),
    readAt: instant('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_read_idx').on(t.userId, t.readAt, t.createdAt),
    check('notifications_title_check', isNotBlank(t.title)),
  ],
);

export type Notification = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;
