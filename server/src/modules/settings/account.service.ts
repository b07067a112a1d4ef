import {
  currentPasswordIncorrectMessage,
  type PasswordChange,
  type Profile,
  type ProfileUpdate,
} from '@common/settings';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { auditLog, sessions, users } from '../../db/schema';
import { AppError, notFound, unauthorized } from '../../errors';
import { hashPassword, verifyPassword } from '../auth/password';

const profileColumns = {
  username: users.username,
  fullName: users.fullName,
  email: users.email,
  role: users.role,
  avatar: users.avatar,
};

export async function getProfile(db: Database, userId: number): Promise<Profile> {
  const [row] = await db.select(profileColumns).from(users).where(eq(users.id, userId));
  if (!row) throw notFound('User not found');
  return row;
}

/** Name and email always; the avatar only when sent (null removes it). */
export async function updateProfile(db: Database, userId: number, update: ProfileUpdate): Promise<Profile> {
  const [row] = await db
    .update(users)
    .set({
      fullName: update.fullName,
      email: update.email,
      ...(update.avatar === undefined ? {} : { avatar: update.avatar }),
    })
    .where(eq(users.id, userId))
    .returning(profileColumns);
  if (!row) throw notFound('User not found');
  return row;
}

/**
 * Checks the current password, stores the new one and ends the user's other sessions, in one
 * transaction; the update is conditional on the hash read, so a concurrent change is not overwritten.
 */
export async function changePassword(
  db: Database,
  user: { id: number; sessionId: string },
  input: PasswordChange,
  now: Date,
): Promise<{ endedSessions: number }> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, user.id));
  if (!row) throw unauthorized();
  if (!(await verifyPassword(input.currentPassword, row.passwordHash))) {
    throw new AppError(400, currentPasswordIncorrectMessage, { field: 'currentPassword' });
  }
  const newHash = await hashPassword(input.newPassword);
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(users)
      .set({ passwordHash: newHash })
      .where(and(eq(users.id, user.id), eq(users.passwordHash, row.passwordHash)))
      .returning({ id: users.id });
    if (updated.length === 0)
      throw new AppError(409, 'Your password was changed elsewhere; please try again');
    const ended = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, user.id), ne(sessions.id, user.sessionId)))
      .returning({ id: sessions.id });
    await tx.insert(auditLog).values({
      userId: user.id,
      action: 'password_change',
      entity: 'user',
      entityId: user.id,
      detail: { endedSessions: ended.length },
      createdAt: now,
    });
    return { endedSessions: ended.length };
  });
}
