import type { SessionItem } from '@common/settings';
import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { sessions } from '../../db/schema';
import { notFound } from '../../errors';

/** The user's unexpired sessions, most recently used first, the current one marked. */
export async function listSessions(
  db: Database,
  user: { id: number; sessionId: string },
  now: Date,
): Promise<SessionItem[]> {
  const rows = await db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, user.id), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
  return rows
    .map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      current: row.id === user.sessionId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** Ends one of the user's own sessions; another user's session id is answered as not found. */
export async function endSession(db: Database, userId: number, sessionId: string): Promise<void> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  if (ended.length === 0) throw notFound('Session not found');
}

export async function endOtherSessions(
  db: Database,
  user: { id: number; sessionId: string },
): Promise<{ ended: number }> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, user.id), ne(sessions.id, user.sessionId)))
    .returning({ id: sessions.id });
  return { ended: ended.length };
}
