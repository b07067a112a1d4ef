import type { Role } from '@common/roles';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';

/** People for pickers (the Assets screen's Asset Manager filter): never usernames or emails. */
export async function listUsers(db: Database, filter: { role?: Role | undefined }) {
  return db
    .select({ id: users.id, fullName: users.fullName, role: users.role })
    .from(users)
    .where(filter.role ? eq(users.role, filter.role) : undefined)
    .orderBy(asc(users.fullName), asc(users.id));
}
