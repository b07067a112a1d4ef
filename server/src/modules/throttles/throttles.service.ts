import { eq, lt, sql } from 'drizzle-orm';
import { lockClasses } from '../../db/advisory-locks';
import type { Database, Executor } from '../../db/database';
import { throttles } from '../../db/schema';
import { type ThrottleDecision, type ThrottlePolicy, takeAttempt } from './throttle-window';

/**
 * Counts an attempt against `key` in PostgreSQL; a refused attempt changes nothing. Attempts on one
 * key are serialised across instances, so parallel attempts cannot share a place in the window.
 */
export async function takeThrottle(
  db: Database,
  key: string,
  policy: ThrottlePolicy,
  now: Date,
): Promise<ThrottleDecision> {
  const decision = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${lockClasses.throttle}, hashtext(${key}))`);
    const [row] = await tx
      .select({
        count: throttles.count,
        windowStartedAt: throttles.windowStartedAt,
        lockedUntil: throttles.lockedUntil,
      })
      .from(throttles)
      .where(eq(throttles.key, key));
    const taken = takeAttempt(row, now, policy);
    if (!taken.allowed) return taken;
    const values = { ...taken.state, expiresAt: taken.expiresAt };
    await tx
      .insert(throttles)
      .values({ key, ...values })
      .onConflictDoUpdate({ target: throttles.key, set: values });
    return taken;
  });
  // Keys nobody tries again (mistyped or invented usernames) would otherwise stay for ever.
  await db.delete(throttles).where(lt(throttles.expiresAt, now));
  return decision;
}

/** Forgets the attempts counted against `key` (a successful sign-in). */
export async function clearThrottle(db: Executor, key: string): Promise<void> {
  await db.delete(throttles).where(eq(throttles.key, key));
}
