import { defaultPreferences, type Preferences, type PreferencesUpdate } from '@common/preferences';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { userPreferences } from '../../db/schema';

/** Stored preferences over the defaults; keys a newer release dropped are ignored. */
function withDefaults(stored: unknown): Preferences {
  const saved = (stored ?? {}) as Partial<Preferences>;
  const merged = { ...defaultPreferences };
  for (const key of Object.keys(defaultPreferences) as (keyof Preferences)[]) {
    if (typeof saved[key] === typeof defaultPreferences[key]) merged[key] = saved[key] as boolean;
  }
  return merged;
}

export async function getPreferences(db: Database, userId: number): Promise<Preferences> {
  const [row] = await db
    .select({ preferences: userPreferences.preferences })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId));
  return withDefaults(row?.preferences);
}

/** Merges a partial update in one statement, so two tabs saving different keys both win. */
export async function updatePreferences(db: Database, userId: number, update: PreferencesUpdate) {
  const [row] = await db
    .insert(userPreferences)
    .values({ userId, preferences: update, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: userPreferences.userId,
      set: {
        preferences: sql`${userPreferences.preferences} || ${JSON.stringify(update)}::jsonb`,
        updatedAt: new Date(),
      },
    })
    .returning({ preferences: userPreferences.preferences });
  return withDefaults(row?.preferences);
}
