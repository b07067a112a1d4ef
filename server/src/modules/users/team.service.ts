import type { Role } from '@common/roles';
import {
  lastAdminMessage,
  type NewUserInput,
  selfDeactivationMessage,
  type TeamMember,
  type UserUpdate,
  usernameTakenMessage,
} from '@common/settings';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { auditLog, sessions, users } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { hashPassword } from '../auth/password';

const memberColumns = {
  id: users.id,
  username: users.username,
  fullName: users.fullName,
  email: users.email,
  role: users.role,
  active: users.active,
};

/** Everyone, active first, by name. */
export async function listTeam(db: Database): Promise<TeamMember[]> {
  return db
    .select(memberColumns)
    .from(users)
    .orderBy(sql`${users.active} desc`, asc(users.fullName), asc(users.id));
}

export async function addUser(db: Database, actorId: number, input: NewUserInput): Promise<TeamMember> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        username: input.username,
        passwordHash,
        fullName: input.fullName,
        email: input.email,
        role: input.role,
      })
      // The unique index is on lower(username): a name taken in any case inserts nothing.
      .onConflictDoNothing()
      .returning(memberColumns);
    if (!row) throw new AppError(409, usernameTakenMessage, { field: 'username' });
    await tx.insert(auditLog).values({
      userId: actorId,
      action: 'user_add',
      entity: 'user',
      entityId: row.id,
      detail: { role: row.role },
    });
    return row;
  });
}

/**
 * Changes a user's role and/or active flag. Deactivating ends the user's sessions in the same
 * transaction, so their next request is refused. The active admins are locked first, so two admins
 * demoting each other at once cannot leave the team without one.
 */
export async function updateUser(
  db: Database,
  actorId: number,
  userId: number,
  update: UserUpdate,
): Promise<TeamMember> {
  if (update.active === false && userId === actorId) throw new AppError(409, selfDeactivationMessage);
  return db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.active, true)))
      .orderBy(asc(users.id))
      .for('update');
    const [target] = await tx.select(memberColumns).from(users).where(eq(users.id, userId)).for('update');
    if (!target) throw notFound('User not found');
    const role: Role = update.role ?? target.role;
    const active = update.active ?? target.active;
    const staysAdmin = role === 'admin' && active;
    if (!staysAdmin && admins.some((admin) => admin.id === userId) && admins.length <= 1) {
      throw new AppError(409, lastAdminMessage);
    }
    const [row] = await tx
      .update(users)
      .set({ role, active })
      .where(eq(users.id, userId))
      .returning(memberColumns);
    if (!row) throw notFound('User not found');
    if (!active) await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.insert(auditLog).values({
      userId: actorId,
      action: 'user_update',
      entity: 'user',
      entityId: userId,
      detail: { from: { role: target.role, active: target.active }, to: { role, active } },
    });
    return row;
  });
}
