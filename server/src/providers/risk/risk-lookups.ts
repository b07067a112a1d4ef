import { addressMatchRank, normalizeAddress } from '@common/addresses';
import { and, asc, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
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
 * The property the text names, read through `addressMatchRank` (common/src/addresses.ts): its
 * address as the app prints it ("200 West Madison Street, Chicago, IL 60606", any case, punctuation,
 * St or Street, W or West, with or without city, state and ZIP) or its name first, then one whose
 * address or name holds the words, then one holding the text; ties by name. '12 Elm St' finds
 * 12 Elm St before 112 Elm St.
 */
export async function findPropertyByAddress(db: Database, address: string) {
  if (!normalizeAddress(address)) return undefined;
  const rows = await db
    .select({
      id: properties.id,
      name: properties.name,
      address: properties.address,
      city: properties.city,
      state: properties.state,
      zipCode: properties.zipCode,
    })
    .from(properties)
    .orderBy(asc(properties.name), asc(properties.id));
  let best: { rank: number; row: (typeof rows)[number] } | undefined;
  for (const row of rows) {
    const rank = addressMatchRank(address, row);
    if (rank !== null && (!best || rank < best.rank)) best = { rank, row };
  }
  if (!best) return undefined;
  const { id, name, address: street } = best.row;
  return { id, name, address: street };
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

/** The leases in place on `today`: started and not ended (active, expiring, held over or renewed). */
export const leaseInPlace = (today: string) =>
  sql`lease_lifecycle(${leases.id}, ${today}::date) in ('active', 'expiring', 'holdover', 'renewed')`;

/** Tenants in place in the property on `today`, each once. */
export async function tenantsInPlace(db: Database, propertyId: number, today: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ tenantId: leases.tenantId })
    .from(leases)
    .innerJoin(spaces, eq(spaces.id, leases.spaceId))
    .where(and(eq(spaces.propertyId, propertyId), leaseInPlace(today)))
    .orderBy(leases.tenantId);
  return rows.map((row) => row.tenantId);
}

/** Where the tenant is: its latest survey's property, else the property of its first lease in place. */
export async function propertyOfTenant(
  db: Database,
  tenantId: number,
  today: string,
): Promise<number | null> {
  const [survey] = await latestSurveys(db, [tenantId]);
  if (survey?.propertyId) return survey.propertyId;
  const [lease] = await db
    .select({ propertyId: spaces.propertyId })
    .from(leases)
    .innerJoin(spaces, eq(spaces.id, leases.spaceId))
    .where(and(eq(leases.tenantId, tenantId), leaseInPlace(today)))
    .orderBy(asc(leases.startDate), asc(leases.id))
    .limit(1);
  return lease?.propertyId ?? null;
}
