import type { DealFilters, LastUpdatedRange } from '@common/deal-filters';
import type { DealStage } from '@common/deal-stages';
import { type AnyColumn, and, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { opportunities, properties } from '../../db/schema';
import { containsPattern } from '../properties/sql-helpers';

const msPerDay = 86_400_000;

/**
 * Start of a Last Updated range, in UTC calendar days like the rest of the app: Today is since
 * midnight, This Week the last 7 days and This Month the last 30 days, today included.
 */
export function updatedSince(range: LastUpdatedRange, now: Date): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const daysBack = { today: 0, week: 6, month: 29 }[range];
  return new Date(midnight - daysBack * msPerDay);
}

/**
 * `column = any($1)`: ids as one array parameter, not one parameter each (building and sending
 * `in ($1, …, $100)` cost more than running the lookup).
 */
export const anyOf = (column: AnyColumn, ids: number[]) => sql`${column} = any(${sql.param(ids)}::int[])`;

/**
 * The conditions of every pipeline filter but the stage (the stage strip counts over these), on
 * `opportunities` alone. The filters on the building (keyword, state, market, city) look up the
 * matching buildings first, so the deal side is `prospect ILIKE … OR property_id = ANY(…)` and
 * `property_id = ANY(…)`: the trigram index on prospect_name and the property index answer them
 * together. `lead=me` is the deals `viewerId` leads.
 */
export async function filtersBesidesStage(
  db: Executor,
  filters: DealFilters,
  now: Date,
  viewerId: number,
): Promise<SQL | undefined> {
  const conditions: (SQL | undefined)[] = [];
  const pattern = filters.keyword ? containsPattern(filters.keyword) : undefined;
  const buildingConditions = [
    filters.states?.length ? inArray(properties.state, filters.states) : undefined,
    filters.market ? sql`lower(${properties.market}) = lower(${filters.market})` : undefined,
    filters.city ? sql`lower(${properties.city}) = lower(${filters.city})` : undefined,
  ].filter((condition) => condition !== undefined);
  const buildingsWhere = (where: SQL | undefined) =>
    db.select({ id: properties.id }).from(properties).where(where);
  // The buildings first (named by the keyword; in the states, market and city), read together, then
  // their deals by id: the deals' property index answers it, alone or with the keyword's trigram
  // index, and no join is needed.
  const [named, located] = await Promise.all([
    pattern === undefined ? undefined : buildingsWhere(ilike(properties.name, pattern)),
    buildingConditions.length === 0 ? undefined : buildingsWhere(and(...buildingConditions)),
  ]);
  if (pattern !== undefined && named !== undefined) {
    conditions.push(
      or(
        ilike(opportunities.prospectName, pattern),
        named.length > 0
          ? inArray(
              opportunities.propertyId,
              named.map((building) => building.id),
            )
          : undefined,
      ),
    );
  }
  if (located !== undefined) {
    conditions.push(
      anyOf(
        opportunities.propertyId,
        located.map((building) => building.id),
      ),
    );
  }
  if (filters.updated) {
    conditions.push(
      sql`${opportunities.lastActivityAt} >= ${updatedSince(filters.updated, now).toISOString()}`,
    );
  }
  if (filters.dealType) conditions.push(eq(opportunities.dealType, filters.dealType));
  if (filters.propertyId) conditions.push(eq(opportunities.propertyId, filters.propertyId));
  if (filters.tenantId) conditions.push(eq(opportunities.tenantId, filters.tenantId));
  if (filters.lead !== undefined) {
    conditions.push(eq(opportunities.leadUserId, filters.lead === 'me' ? viewerId : filters.lead));
  }
  return and(...conditions);
}

/** The conditions narrowed to deals in any of the stages; all stages when none is given. */
export function withStages(where: SQL | undefined, stages: DealStage[] | undefined): SQL | undefined {
  return stages?.length ? and(where, inArray(opportunities.stage, stages)) : where;
}
