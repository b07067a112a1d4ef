import type { AnalyticsScope } from '@common/analytics';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { properties } from '../../db/schema';

/**
 * The buildings of an analytics scope as a condition on `properties`: one building, the buildings of
 * one asset manager, one market (its name as recorded, compared case-insensitively); every building
 * when the scope names none of them. The conditions combine.
 */
export function scopeCondition(scope: Omit<AnalyticsScope, 'asOf'>): SQL | undefined {
  return and(
    scope.building === undefined ? undefined : eq(properties.id, scope.building),
    scope.assetManager === undefined ? undefined : eq(properties.assetManagerId, scope.assetManager),
    scope.market === undefined ? undefined : sql`lower(${properties.market}) = lower(${scope.market})`,
  );
}

/** The ids of the scope's buildings, as a sub-query. */
export function scopedPropertyIds(db: Database, scope: Omit<AnalyticsScope, 'asOf'>) {
  return db.select({ id: properties.id }).from(properties).where(scopeCondition(scope));
}
