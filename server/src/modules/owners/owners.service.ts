import { inactiveOwnerMessage } from '@common/owners';
import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database';
import { users } from '../../db/schema';
import { badRequest } from '../../errors';

/*
 * The owner of an option or lease: the user set on it, else its building's asset manager. Lists join
 * `ownerUser` on `effectiveOwnerId(...)` to answer the owner's name.
 */

/** The user an owner column names, joined as its own alias so it never hides another users join. */
export const ownerUser = alias(users, 'owner_user');

/** The effective owner's id: the record's owner, else the building's asset manager. */
export function effectiveOwnerId(ownerId: SQLWrapper, assetManagerId: SQLWrapper): SQL<number | null> {
  return sql<number | null>`coalesce(${ownerId}, ${assetManagerId})`;
}

/** 400 unless `ownerId` is null (follow the asset manager) or an active user. */
export async function requireActiveOwner(db: Executor, ownerId: number | null): Promise<void> {
  if (ownerId === null) return;
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, ownerId), eq(users.active, true)));
  if (!user) throw badRequest(inactiveOwnerMessage, 'ownerId');
}
