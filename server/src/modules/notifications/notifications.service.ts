import type { Notification, NotificationList } from '@common/notifications';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { type NewNotification, type Notification as NotificationRow, notifications } from '../../db/schema';
import { notFound } from '../../errors';

export const notificationNotFoundMessage = 'Notification not found';
/** The bell shows the newest few; older ones stay counted in `unread`. */
export const notificationListLimit = 50;

const columns = {
  id: notifications.id,
  kind: notifications.kind,
  title: notifications.title,
  body: notifications.body,
  link: notifications.link,
  readAt: notifications.readAt,
  createdAt: notifications.createdAt,
};
const toNotification = (row: Omit<NotificationRow, 'userId'>): Notification => ({
  ...row,
  readAt: row.readAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Rows per insert: five parameters each, well under PostgreSQL's 65,535 parameters per statement (a
 * reminder run over ten times the large data set notified 14,000 expiring leases at once, and failed).
 */
export const notificationInsertBatch = 1000;

/** Queues notifications inside the caller's transaction, so they exist exactly when the write does. */
export async function notify(tx: Executor, rows: NewNotification[]): Promise<void> {
  for (let start = 0; start < rows.length; start += notificationInsertBatch)
    await tx.insert(notifications).values(rows.slice(start, start + notificationInsertBatch));
}

/** The first `max` characters of a text (whole code points), for a notification body. */
export function excerpt(text: string, max = 140): string {
  return Array.from(text).slice(0, max).join('');
}

export async function listNotifications(db: Database, userId: number): Promise<NotificationList> {
  const mine = eq(notifications.userId, userId);
  const [items, [unread]] = await Promise.all([
    db
      .select(columns)
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(notificationListLimit),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(mine, isNull(notifications.readAt))),
  ]);
  return { items: items.map(toNotification), unread: unread?.n ?? 0 };
}

/** Marks one of the user's notifications read (idempotent: the first read time stays). */
export async function markRead(db: Database, userId: number, id: number, at: Date): Promise<Notification> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning(columns);
  // Another user's notification answers as missing: its existence is not the caller's business.
  if (!row) throw notFound(notificationNotFoundMessage);
  return toNotification(row);
}

export async function markAllRead(db: Database, userId: number, at: Date): Promise<{ updated: number }> {
  const rows = await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { updated: rows.length };
}
