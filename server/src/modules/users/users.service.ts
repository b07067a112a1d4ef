import type { AssetManager } from '@common/asset-managers';
import type { MentionableUser } from '@common/discussion';
import type { Role } from '@common/roles';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { properties, users } from '../../db/schema';

/**
 * People for pickers (the Create property form's Asset Manager): never usernames or emails.
 * Deactivated users are left out unless asked for.
 */
export async function listUsers(
  db: Database,
  filter: { role?: Role | undefined; includeInactive?: boolean | undefined },
) {
  return db
    .select({ id: users.id, fullName: users.fullName, role: users.role })
    .from(users)
    .where(
      and(
        filter.role ? eq(users.role, filter.role) : undefined,
        filter.includeInactive ? undefined : eq(users.active, true),
      ),
    )
    .orderBy(asc(users.fullName), asc(users.id));
}

/**
 * Everyone who manages a building, whatever their role or status (an admin may manage buildings, and
 * a deactivated manager's buildings can still be filtered by): each once, by name.
 */
export async function listAssetManagers(db: Database): Promise<AssetManager[]> {
  return db
    .selectDistinct({ id: users.id, fullName: users.fullName })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.assetManagerId))
    .orderBy(asc(users.fullName), asc(users.id));
}

/**
 * The active team as an @mention names them: id, username and full name only (no email or role),
 * by name.
 */
export async function listMentionable(db: Database): Promise<MentionableUser[]> {
  return db
    .select({ id: users.id, username: users.username, fullName: users.fullName })
    .from(users)
    .where(eq(users.active, true))
    .orderBy(asc(users.fullName), asc(users.id));
}
