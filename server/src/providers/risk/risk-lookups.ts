import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { leases, properties, spaces, tenantSurveys, tenants } from '../../db/schema';

/*
 * How a name or address someone typed finds our records. Shared by the simulated provider and the
 * risk service (which attaches our ids to whichever provider answered), so both pick the same record.
 */

/** `%` and `_` in what a user types are literal characters, not wildcards. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
const escaped = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** The tenant with exactly that name (ignoring case), else the first (by name) whose name contains it. */
export async function findTenantByName(db: Database, name: string) {
  const text = name.trim();
  if (!text) return undefined;
  const [row] = await db
    .select({ id: tenants.id, name: tenants.name })
    .from(tenants)
    .where(ilike(tenants.name, contains(text)))
    .orderBy(desc(ilike(tenants.name, escaped(text))), asc(tenants.name), asc(tenants.id))
    .limit(1);
  return row;
}

/**
 * The property with exactly that address or name (ignoring case), else the first (by name) whose
 * address or name contains the text: '12 Elm St' finds 12 Elm St before 112 Elm St.
 */
export async function findPropertyByAddress(db: Database, address: string) {
  const text = address.trim();
  if (!text) return undefined;
  const pattern = contains(text);
  const exact = sql`(${ilike(properties.address, escaped(text))} or ${ilike(properties.name, escaped(text))})`;
  const [row] = await db
    .select({ id: properties.id, name: properties.name, address: properties.address })
    .from(properties)
    .where(or(ilike(properties.address, pattern), ilike(properties.name, pattern)))
    .orderBy(desc(exact), asc(properties.name), asc(properties.id))
    .limit(1);
  return row;
}

/** The latest survey of each tenant given (newest survey date, then newest row). */
export async function latestSurveys(db: Database, tenantIds: number[]) {
  if (tenantIds.length === 0) return [];
  return db
    .selectDistinctOn([tenantSurveys.tenantId])
    .from(tenantSurveys)
    .where(inArray(tenantSurveys.tenantId, tenantIds))
    .orderBy(tenantSurveys.tenantId, desc(tenantSurveys.surveyDate), desc(tenantSurveys.id));
}

/** Tenants holding an active lease on a space in the property. */
export async function activeTenantIds(db: Database, propertyId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ tenantId: leases.tenantId })
    .from(leases)
    .innerJoin(spaces, eq(spaces.id, leases.spaceId))
    .where(and(eq(spaces.propertyId, propertyId), eq(leases.status, 'active')))
    .orderBy(leases.tenantId);
  return rows.map((row) => row.tenantId);
}

/** Where the tenant is: its latest survey's property, else the property of its first active lease. */
export async function propertyOfTenant(db: Database, tenantId: number): Promise<number | null> {
  const [survey] = await latestSurveys(db, [tenantId]);
  if (survey?.propertyId) return survey.propertyId;
  const [lease] = await db
    .select({ propertyId: spaces.propertyId })
    .from(leases)
    .innerJoin(spaces, eq(spaces.id, leases.spaceId))
    .where(and(eq(leases.tenantId, tenantId), eq(leases.status, 'active')))
    .orderBy(asc(leases.startDate), asc(leases.id))
    .limit(1);
  return lease?.propertyId ?? null;
}
