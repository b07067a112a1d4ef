import {
  type AvailableSpacesQuery,
  buildingNotFoundMessage,
  type SearchResult,
  searchResultLink,
  tenantNotFoundMessage,
} from '@common/listings';
import { and, asc, desc, eq, ilike, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { floors, leaseComps, leases, properties, spaces, tenants, users } from '../../db/schema';
import { found, type ListingsProvider, notFound } from './listings-provider';
import {
  toAvailableSpace,
  toBuildingInfo,
  toLeaseComp,
  toProviderTenant,
} from './simulated-listings-mappers';

const searchLimit = 20;

/** `%` and `_` in what a user types are literal characters, not wildcards. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/**
 * The default provider, used when no vendor is configured: answers from our own database, so the
 * listing screens work offline and agree with the rest of the app. Nothing to cache: the database is
 * the source.
 */
export function createSimulatedListingsProvider(db: Database): ListingsProvider {
  const buildingExists = async (id: number) =>
    (await db.select({ id: properties.id }).from(properties).where(eq(properties.id, id))).length > 0;

  // Our listing broker: the team's first broker user (lowest id), so every listing names the same person.
  const listingBroker = async () => {
    const [row] = await db
      .select({ name: users.fullName, email: users.email })
      .from(users)
      .where(eq(users.role, 'broker'))
      .orderBy(asc(users.id))
      .limit(1);
    return row ? { name: row.name, company: null, email: row.email, phone: null } : null;
  };

  return {
    async getBuilding(id) {
      const [row] = await db.select().from(properties).where(eq(properties.id, id));
      return row ? found(toBuildingInfo(row)) : notFound(buildingNotFoundMessage);
    },

    async getAvailableSpaces(query) {
      if (query.building_id !== undefined && !(await buildingExists(query.building_id))) {
        return notFound(buildingNotFoundMessage);
      }
      const rows = await db
        .select({ space: spaces, floorNumber: floors.number, buildingName: properties.name })
        .from(spaces)
        .innerJoin(floors, eq(floors.id, spaces.floorId))
        .innerJoin(properties, eq(properties.id, spaces.propertyId))
        .where(and(...availableSpaceConditions(query)))
        .orderBy(asc(properties.name), asc(floors.number), asc(spaces.suite), asc(spaces.id));
      const broker = await listingBroker();
      return found(rows.map((row) => toAvailableSpace(row, broker)));
    },

    async getLeaseComps(buildingId) {
      if (!(await buildingExists(buildingId))) return notFound(buildingNotFoundMessage);
      const rows = await db
        .select()
        .from(leaseComps)
        .where(eq(leaseComps.propertyId, buildingId))
        .orderBy(desc(leaseComps.transactionDate), desc(leaseComps.id));
      return found(rows.map(toLeaseComp));
    },

    async getTenant(id) {
      const [tenant] = await db.select().from(tenants).where(eq(tenants.id, id));
      if (!tenant) return notFound(tenantNotFoundMessage);
      const locations = await db
        .select({
          buildingId: properties.id,
          buildingName: properties.name,
          suite: spaces.suite,
          floorNumber: floors.number,
          rentableSf: spaces.rentableSf,
          startDate: leases.startDate,
          endDate: leases.endDate,
        })
        .from(leases)
        .innerJoin(spaces, eq(spaces.id, leases.spaceId))
        .innerJoin(floors, eq(floors.id, spaces.floorId))
        .innerJoin(properties, eq(properties.id, spaces.propertyId))
        .where(and(eq(leases.tenantId, id), eq(leases.status, 'active')))
        .orderBy(asc(properties.name), asc(spaces.suite));
      return found(toProviderTenant(tenant, locations));
    },

    async search(query) {
      const pattern = likePattern(query.trim());
      const buildings = await db
        .select({
          id: properties.id,
          name: properties.name,
          address: properties.address,
          city: properties.city,
          state: properties.state,
        })
        .from(properties)
        .where(
          or(
            ilike(properties.name, pattern),
            ilike(properties.address, pattern),
            ilike(properties.city, pattern),
          ),
        )
        .orderBy(asc(properties.name), asc(properties.id))
        .limit(searchLimit);
      const tenantRows = await db
        .select({ id: tenants.id, name: tenants.name, industry: tenants.industry })
        .from(tenants)
        .where(or(ilike(tenants.name, pattern), ilike(tenants.industry, pattern)))
        .orderBy(asc(tenants.name), asc(tenants.id))
        .limit(searchLimit);
      // Buildings first: there are few, and a building match is usually what a person meant.
      const results: SearchResult[] = [
        ...buildings.map((b) => ({
          type: 'building' as const,
          id: b.id,
          name: b.name,
          subtitle: `${b.address}, ${b.city}, ${b.state}`,
          link: searchResultLink('building', b.id),
        })),
        ...tenantRows.map((t) => ({
          type: 'tenant' as const,
          id: t.id,
          name: t.name,
          subtitle: t.industry,
          link: searchResultLink('tenant', t.id),
        })),
      ];
      return found(results.slice(0, searchLimit));
    },

    async clearCache() {
      return { cleared: 0 };
    },
  };
}

/** Active listings only, narrowed by the caller's building, text and filters. */
function availableSpaceConditions(query: AvailableSpacesQuery): SQL[] {
  const conditions: SQL[] = [eq(spaces.listingStatus, 'active')];
  if (query.building_id !== undefined) conditions.push(eq(spaces.propertyId, query.building_id));
  if (query.query) {
    const pattern = likePattern(query.query);
    const text = or(
      ilike(properties.name, pattern),
      ilike(properties.address, pattern),
      ilike(properties.city, pattern),
      ilike(properties.zipCode, pattern),
      ilike(spaces.suite, pattern),
      ilike(spaces.spaceType, pattern),
      ilike(spaces.marketingDescription, pattern),
    );
    if (text) conditions.push(text);
  }
  // Casts: a fractional or huge figure must compare as a number, not fail as an integer parameter.
  if (query.min_sf !== undefined) conditions.push(sql`${spaces.rentableSf} >= ${query.min_sf}::numeric`);
  if (query.max_sf !== undefined) {
    // A divisible suite fits a smaller requirement down to its minimum division.
    conditions.push(
      sql`(${spaces.rentableSf} <= ${query.max_sf}::numeric or (${spaces.isDivisible} and ${spaces.minDivisibleSf} <= ${query.max_sf}::numeric))`,
    );
  }
  if (query.space_type !== undefined) conditions.push(eq(spaces.spaceType, query.space_type));
  if (query.max_rate !== undefined) conditions.push(lte(spaces.askingRentPsf, query.max_rate));
  if (query.available_before !== undefined) {
    // No date means available now; "before" includes the day itself.
    const due = or(isNull(spaces.dateAvailable), lte(spaces.dateAvailable, query.available_before));
    if (due) conditions.push(due);
  }
  return conditions;
}
