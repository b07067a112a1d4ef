import {
  type CreateTenantInput,
  duplicateTenantMessage,
  type TenantDetail,
  type TenantListQuery,
  type TenantListResponse,
  type TenantRecord,
  tenantNotFoundMessage,
} from '@common/tenants';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { lockKeys } from '../../db/advisory-locks';
import type { Database } from '../../db/database';
import { auditLog, floors, leases, opportunities, properties, spaces, tenants } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { containsPattern } from '../properties/sql-helpers';
import { placedLeaseColumns, toPlacedLease } from '../spaces/lease-rows';

/** Names are compared ignoring case, through `tenants_name_lower_idx` (names are stored trimmed). */
export const tenantNameKey = (column: typeof tenants.name) => sql`lower(${column})`;

export const tenantColumns = {
  id: tenants.id,
  name: tenants.name,
  industry: tenants.industry,
  contactName: tenants.contactName,
  contactEmail: tenants.contactEmail,
  contactPhone: tenants.contactPhone,
};

function listWhere(query: TenantListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(or(ilike(tenants.name, pattern), ilike(tenants.industry, pattern)));
  }
  if (query.industry) conditions.push(eq(tenants.industry, query.industry));
  return and(...conditions);
}

// lower(name) first: the order `tenants_name_lower_idx` keeps, so a page is read off the index, not sorted.
const listOrder = [sql`lower(${tenants.name})`, asc(tenants.id)];

/**
 * The Tenant Directory: by name, each with its active leases counted and their RSF summed. Leases
 * are aggregated in one grouped pass over the chosen tenants only (all of them, or one page).
 */
export async function listTenants(db: Database, query: TenantListQuery): Promise<TenantListResponse> {
  const where = listWhere(query);
  const chosen = db.select({ id: tenants.id }).from(tenants).where(where).$dynamic();
  if (query.limit !== undefined || query.offset) {
    chosen.orderBy(...listOrder);
    if (query.limit !== undefined) chosen.limit(query.limit);
    if (query.offset) chosen.offset(query.offset);
  }
  const figures = db
    .select({
      tenantId: leases.tenantId,
      activeLeases: sql<number>`count(*)`.as('active_leases'),
      totalSf: sql<number>`sum(${spaces.rentableSf})`.as('total_sf'),
    })
    .from(leases)
    .innerJoin(spaces, eq(spaces.id, leases.spaceId))
    .where(and(eq(leases.status, 'active'), inArray(leases.tenantId, chosen)))
    .groupBy(leases.tenantId)
    .as('lease_figures');
  const [items, [counted]] = await Promise.all([
    db
      .select({
        ...tenantColumns,
        activeLeases: sql<number>`coalesce(${figures.activeLeases}, 0)::int`,
        totalSf: sql<number>`coalesce(${figures.totalSf}, 0)::int`,
      })
      .from(tenants)
      .leftJoin(figures, eq(figures.tenantId, tenants.id))
      .where(inArray(tenants.id, chosen))
      .orderBy(...listOrder),
    db.select({ total: count() }).from(tenants).where(where),
  ]);
  return { items, total: counted?.total ?? 0 };
}

/** The directory's tabs: every industry some tenant has. */
export async function listIndustries(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ industry: tenants.industry })
    .from(tenants)
    .where(isNotNull(tenants.industry))
    .orderBy(asc(tenants.industry));
  return rows.flatMap((row) => (row.industry ? [row.industry] : []));
}

export async function getTenant(db: Database, id: number): Promise<TenantDetail> {
  const [tenant] = await db
    .select({
      ...tenantColumns,
      headcount: tenants.headcount,
      website: tenants.website,
      hasExpansionIntent: tenants.hasExpansionIntent,
    })
    .from(tenants)
    .where(eq(tenants.id, id));
  if (!tenant) throw notFound(tenantNotFoundMessage);
  const [leaseRows, dealRows] = await Promise.all([
    db
      .select(placedLeaseColumns)
      .from(leases)
      .innerJoin(tenants, eq(tenants.id, leases.tenantId))
      .innerJoin(spaces, eq(spaces.id, leases.spaceId))
      .innerJoin(floors, eq(floors.id, spaces.floorId))
      .innerJoin(properties, eq(properties.id, spaces.propertyId))
      .where(eq(leases.tenantId, id))
      .orderBy(desc(leases.startDate), desc(leases.id)),
    db
      .select({
        id: opportunities.id,
        title: opportunities.title,
        stage: opportunities.stage,
        dealType: opportunities.dealType,
        property: { id: properties.id, name: properties.name },
        suite: spaces.suite,
        squareFeetNeeded: opportunities.squareFeetNeeded,
        proposedRent: opportunities.proposedRent,
        lastActivityAt: opportunities.lastActivityAt,
      })
      .from(opportunities)
      .innerJoin(properties, eq(properties.id, opportunities.propertyId))
      .leftJoin(spaces, eq(spaces.id, opportunities.spaceId))
      .where(eq(opportunities.tenantId, id))
      .orderBy(desc(opportunities.lastActivityAt), desc(opportunities.id)),
  ]);
  const hasContact = tenant.contactName || tenant.contactEmail || tenant.contactPhone;
  return {
    ...tenant,
    contacts: hasContact
      ? [
          {
            name: tenant.contactName,
            email: tenant.contactEmail,
            phone: tenant.contactPhone,
            role: 'Primary contact',
          },
        ]
      : [],
    leases: leaseRows.map(toPlacedLease),
    deals: dealRows.map((deal) => ({ ...deal, lastActivityAt: deal.lastActivityAt.toISOString() })),
  };
}

/** '' from an untouched input is stored as "not known". */
export const blankToNull = (value: string | null | undefined) => (value ? value : null);

export async function createTenant(
  db: Database,
  userId: number,
  input: CreateTenantInput,
): Promise<TenantRecord> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${lockKeys.tenantNames})`);
    const [duplicate] = await tx
      .select({ name: tenants.name })
      .from(tenants)
      .where(eq(tenantNameKey(tenants.name), input.name.toLowerCase()))
      .limit(1);
    if (duplicate) throw new AppError(409, duplicateTenantMessage(input.name));
    const [created] = await tx
      .insert(tenants)
      .values({
        name: input.name,
        industry: blankToNull(input.industry),
        contactName: blankToNull(input.contactName),
        contactEmail: blankToNull(input.contactEmail),
        contactPhone: blankToNull(input.contactPhone),
      })
      .returning(tenantColumns);
    await tx.insert(auditLog).values({ userId, action: 'create', entity: 'tenant', entityId: created!.id });
    return created!;
  });
}
