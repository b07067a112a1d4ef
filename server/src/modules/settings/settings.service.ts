import { normalizeTileLayout, resourceTileIds, workflowTileIds } from '@common/dashboard';
import {
  defaultPreferences,
  type Preferences,
  type PreferencesUpdate,
  preferencesSchema,
} from '@common/preferences';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { userPreferences } from '../../db/schema';

/**
 * Stored preferences over the defaults: a key a newer release dropped, or a value that no longer
 * fits its schema, is ignored; tiles a saved dashboard layout lacks are appended.
 */
function withDefaults(stored: unknown): Preferences {
  const saved = (stored ?? {}) as Record<string, unknown>;
  const merged: Record<string, unknown> = { ...defaultPreferences };
  for (const key of Object.keys(defaultPreferences) as (keyof Preferences)[]) {
    const value = preferencesSchema.shape[key].safeParse(saved[key]);
    if (value.success) merged[key] = value.data;
  }
  const { dashboardTiles } = merged as Preferences;
  return {
    ...(merged as Preferences),
    dashboardTiles: {
      workflow: normalizeTileLayout(dashboardTiles.workflow, workflowTileIds),
      resources: normalizeTileLayout(dashboardTiles.resources, resourceTileIds),
    },
  };
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
