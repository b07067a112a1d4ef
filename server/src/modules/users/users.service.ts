import type { Role } from '@common/roles';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';

/**
 * People for pickers (the Assets screen's Asset Manager filter): never usernames or emails.
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
