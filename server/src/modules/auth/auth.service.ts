import { createHash, randomBytes } from 'node:crypto';
import { accountLockedMessage, type CurrentUser, invalidCredentialsMessage } from '@common/auth';
import type { Role } from '@common/roles';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { auditLog, sessions, users } from '../../db/schema';
import { AppError, tooManyRequests } from '../../errors';
import { retryAfterSeconds, type ThrottlePolicy } from '../throttles/throttle-window';
import { clearThrottle, takeThrottle } from '../throttles/throttles.service';
import { hashPassword, verifyPassword } from './password';

export type AuthDeps = { db: Database; clock: () => Date; sessionTtlMs: number };

export type Session = { user: CurrentUser; sessionId: string; expiresAt: Date; renewed: boolean };

// Verifying against a real hash when the user does not exist keeps the timing of both failures alike.
const decoyHash = hashPassword(randomBytes(16).toString('hex'));

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The name as sign-in looks it up: trimmed, any case. */
const normalisedUsername = (username: string) => username.trim().toLowerCase();

/**
 * The key failed sign-ins are counted under: one per name as sign-in reads it, whether or not such a
 * user exists; hashed, so a password typed into the username field is not kept.
 */
const loginThrottleKey = (username: string) =>
  `login:${createHash('sha256').update(normalisedUsername(username)).digest('hex')}`;

/** The stored id of the session a cookie token stands for. */
export const sessionIdOf = hashToken;

const currentUserColumns = {
  id: users.id,
  username: users.username,
  fullName: users.fullName,
  role: users.role,
  avatar: users.avatar,
};

function toCurrentUser(row: {
  id: number;
  username: string;
  fullName: string | null;
  role: string;
  avatar: string | null;
}) {
  return { ...row, role: row.role as Role };
}

/**
 * Every attempt on an account name counts against it before the password is checked, so parallel
 * guesses cannot slip past the limit; a success clears the count. Once the account's attempts are
 * spent it is refused with the same answer whether it exists or the password is right.
 */
export async function logIn(
  deps: AuthDeps,
  input: { username: string; password: string; ip: string; userAgent?: string | undefined },
  accountLimit: ThrottlePolicy,
) {
  const now = deps.clock();
  const throttleKey = loginThrottleKey(input.username);
  const attempt = await takeThrottle(deps.db, throttleKey, accountLimit, now);
  if (!attempt.allowed) {
    throw tooManyRequests(
      accountLockedMessage(attempt.retryAfterMs),
      retryAfterSeconds(attempt.retryAfterMs),
    );
  }
  const [row] = await deps.db
    .select({ ...currentUserColumns, passwordHash: users.passwordHash, active: users.active })
    .from(users)
    .where(eq(sql`lower(${users.username})`, normalisedUsername(input.username)));
  const valid = await verifyPassword(input.password, row?.passwordHash ?? (await decoyHash));
  // A deactivated account gets the same answer as a wrong password: nothing tells a guesser it exists.
  if (!row || !valid || !row.active) throw new AppError(401, invalidCredentialsMessage);

  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + deps.sessionTtlMs);
  await deps.db.transaction(async (tx) => {
    await clearThrottle(tx, throttleKey);
    await tx.delete(sessions).where(lt(sessions.expiresAt, now));
    await tx.insert(sessions).values({
      id: hashToken(token),
      userId: row.id,
      createdAt: now,
      expiresAt,
      lastSeenAt: now,
      userAgent: input.userAgent?.slice(0, 500) || null,
      ip: input.ip,
    });
    await tx.insert(auditLog).values({
      userId: row.id,
      action: 'login',
      entity: 'session',
      entityId: row.id,
      detail: { ip: input.ip },
      createdAt: now,
    });
  });
  const { passwordHash: _, active: __, ...user } = row;
  return { user: toCurrentUser(user), token, expiresAt };
}

/**
 * findSession's query, prepared once per database (a named statement: each connection parses and plans
 * it once, not on every request). It still runs on every request — nothing about a session is cached.
 */
const sessionQueries = new WeakMap<Database, ReturnType<typeof prepareSessionQuery>>();

function prepareSessionQuery(db: Database) {
  return db
    .select({ ...currentUserColumns, expiresAt: sessions.expiresAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('id')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        eq(users.active, true),
      ),
    )
    .prepare('find_session');
}

function sessionQuery(db: Database) {
  let query = sessionQueries.get(db);
  if (!query) {
    query = prepareSessionQuery(db);
    sessionQueries.set(db, query);
  }
  return query;
}

/**
 * The session a cookie token stands for, or undefined when it is unknown, expired or its user deactivated. A session in
 * use is extended (sliding expiry), at most once an hour so reads stay reads.
 */
export async function findSession(deps: AuthDeps, token: string): Promise<Session | undefined> {
  const now = deps.clock();
  const sessionId = hashToken(token);
  const [row] = await sessionQuery(deps.db).execute({ id: sessionId, now: now.toISOString() });
  if (!row) return undefined;
  const { expiresAt, lastSeenAt, ...user } = row;
  if (now.getTime() - lastSeenAt.getTime() < 60 * 60 * 1000) {
    return { user: toCurrentUser(user), sessionId, expiresAt, renewed: false };
  }
  const renewed = new Date(now.getTime() + deps.sessionTtlMs);
  await deps.db
    .update(sessions)
    .set({ expiresAt: renewed, lastSeenAt: now })
    .where(eq(sessions.id, sessionId));
  return { user: toCurrentUser(user), sessionId, expiresAt: renewed, renewed: true };
}

export async function logOut(deps: AuthDeps, token: string): Promise<void> {
  await deps.db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}
