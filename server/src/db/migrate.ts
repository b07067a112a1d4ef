import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { lockKeys, withSessionLock } from './advisory-locks';
import type { Database } from './database';

// Beside this module in the source tree, and copied beside the bundle by the build.
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Applies the committed SQL migrations, serialised across instances by an advisory lock. A failure
 * says it happened while migrating, with PostgreSQL's reason as its cause.
 */
export async function migrateDatabase(db: Database): Promise<void> {
  if (!existsSync(migrationsFolder)) throw new Error(`Migrations folder not found: ${migrationsFolder}`);
  try {
    await withSessionLock(db, lockKeys.migration, (client) => migrate(drizzle(client), { migrationsFolder }));
  } catch (error) {
    throw new Error('Could not migrate the database', { cause: error });
  }
}
