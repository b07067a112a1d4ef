import { stageProbability } from '@common/deal-history';
import {
  type LeaseDetail,
  type LeaseListQuery,
  type LeaseListResponse,
  leaseNotFoundMessage,
  leaseRenewedMessage,
  renewalExistsMessage,
  renewalWonMessage,
} from '@common/leases';
import { inPlaceRentPsf } from '@common/rent';
import { and, asc, count, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  auditLog,
  floors,
  leaseStatusCounts,
  leases,
  opportunities,
  properties,
  spaces,
  tenants,
} from '../../db/schema';
import { leaseRunsOutWithin } from '../../db/suite-status-sql';
import { AppError, notFound } from '../../errors';
import { recordDealEvents } from '../deal-history/deal-events';
import { effectiveOwnerId, ownerUser, requireActiveOwner } from '../owners/owners.service';
import { containsPattern } from '../properties/sql-helpers';
import { organisationToday } from '../settings/time-zone.service';

const listColumns = {
  id: leases.id,
  tenant: { id: tenants.id, name: tenants.name },
  property: { id: properties.id, name: properties.name },
  suite: spaces.suite,
  floorNumber: floors.number,
  squareFeet: spaces.rentableSf,
  startDate: leases.startDate,
  endDate: leases.endDate,
  baseRentPsf: leases.baseRentPsf,
  leaseType: leases.leaseType,
  status: leases.status,
  escalationPct: leases.escalationPct,
  ownerId: ownerUser.id,
  ownerName: ownerUser.fullName,
  ownerAssigned: sql<boolean>`${leases.ownerId} is not null`,
};

/** The lease's effective owner: its own, else its building's asset manager. */
const leaseOwnerId = effectiveOwnerId(leases.ownerId, properties.assetManagerId);

function listWhere(query: LeaseListQuery, today: string): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.expiring) {
    conditions.push(leaseRunsOutWithin(leases, today, Number(query.expiring)));
  }
  if (query.tenant) conditions.push(eq(leases.tenantId, query.tenant));
  if (query.propertyId) conditions.push(eq(spaces.propertyId, query.propertyId));
  if (query.status) conditions.push(eq(leases.status, query.status));
  if (query.keyword) {
    // The tenant's name, the building's name or the suite matches: the matching tenants, buildings and
    // suites are found through their trigram indexes first, then their leases through the leases'
    // tenant and suite indexes (one OR over the three joined tables read every lease).
    const pattern = containsPattern(query.keyword);
    conditions.push(sql`${leases.id} in (
      select kw_l.id from leases kw_l
      where kw_l.tenant_id in (select kw_t.id from tenants kw_t where kw_t.name ilike ${pattern})
      union
      select kw_l.id from leases kw_l
      where kw_l.space_id in (
        select kw_s.id from spaces kw_s where kw_s.suite ilike ${pattern}
        union
        select kw_s.id from spaces kw_s
        where kw_s.property_id in (select kw_p.id from properties kw_p where kw_p.name ilike ${pattern})))`);
  }
  return and(...conditions);
}

/**
 * The list's order; the lease id last, so pages never overlap. By date it is an index's order (the
 * date, then the id, both one way); by tenant or building, their id separates two of the same name.
 */
function listOrder(query: LeaseListQuery): SQL[] {
  const dir = query.dir === 'desc' ? desc : asc;
  switch (query.sort ?? 'endDate') {
    case 'endDate':
      return [dir(leases.endDate), dir(leases.id)];
    case 'startDate':
      return [dir(leases.startDate), dir(leases.id)];
    case 'tenant':
      return [dir(sql`lower(${tenants.name})`), dir(tenants.id), asc(leases.id)];
    case 'property':
      return [dir(sql`lower(${properties.name})`), dir(properties.id), asc(leases.id)];
  }
}

/** The filters other than the recorded status: with none, the total is read from lease_status_counts. */
function filtersBesidesStatus(query: LeaseListQuery): boolean {
  return Boolean(query.expiring || query.tenant || query.propertyId || query.keyword);
}

async function countLeases(db: Database, query: LeaseListQuery, where: SQL | undefined): Promise<number> {
  if (!filtersBesidesStatus(query)) {
    const [kept] = await db
      .select({ total: sql<number>`coalesce(sum(${leaseStatusCounts.leases}), 0)`.mapWith(Number) })
      .from(leaseStatusCounts)
      .where(query.status ? eq(leaseStatusCounts.status, query.status) : undefined);
    return kept?.total ?? 0;
  }
  const [counted] = await db
    .select({ total: count() })
    .from(leases)
    .innerJoin(tenants, eq(tenants.id, leases.tenantId))
    .innerJoin(spaces, eq(spaces.id, leases.spaceId))
    .innerJoin(properties, eq(properties.id, spaces.propertyId))
    .where(where);
  return counted?.total ?? 0;
}

/** GET /api/leases: every lease, soonest end first unless sorted otherwise. */
export async function listLeases(
  db: Database,
  today: string,
  query: LeaseListQuery,
): Promise<LeaseListResponse> {
  const where = listWhere(query, today);
  const rowsQuery = db
    .select(listColumns)
    .from(leases)
    .innerJoin(tenants, eq(tenants.id, leases.tenantId))
    .innerJoin(spaces, eq(spaces.id, leases.spaceId))
    .innerJoin(floors, eq(floors.id, spaces.floorId))
    .innerJoin(properties, eq(properties.id, spaces.propertyId))
    .leftJoin(ownerUser, eq(ownerUser.id, leaseOwnerId))
    .where(where)
    .orderBy(...listOrder(query))
    .offset(query.offset ?? 0);
  const [items, total] = await Promise.all([
    query.limit === undefined ? rowsQuery : rowsQuery.limit(query.limit),
    countLeases(db, query, where),
  ]);
  return { items, total };
}

/** GET /api/leases/:id. */
export async function getLease(db: Database, id: number, today: string): Promise<LeaseDetail> {
  const [row] = await db
    .select({
      ...listColumns,
      spaceId: leases.spaceId,
      securityDeposit: leases.securityDeposit,
      freeRentMonths: leases.freeRentMonths,
      tiPsf: leases.tiPsf,
      isSublease: leases.isSublease,
    })
    .from(leases)
    .innerJoin(tenants, eq(tenants.id, leases.tenantId))
    .innerJoin(spaces, eq(spaces.id, leases.spaceId))
    .innerJoin(floors, eq(floors.id, spaces.floorId))
    .innerJoin(properties, eq(properties.id, spaces.propertyId))
    .leftJoin(ownerUser, eq(ownerUser.id, leaseOwnerId))
    .where(eq(leases.id, id));
  if (!row) throw notFound(leaseNotFoundMessage);
  return { ...row, inPlaceRentPsf: inPlaceRentPsf(row, today) };
}

/** PATCH /api/leases/:id/owner: set the lease's owner, or null to follow the asset manager. */
export async function setLeaseOwner(
  db: Database,
  id: number,
  userId: number,
  ownerId: number | null,
  today: string,
): Promise<LeaseDetail> {
  await db.transaction(async (tx) => {
    await requireActiveOwner(tx, ownerId);
    const updated = await tx
      .update(leases)
      .set({ ownerId })
      .where(eq(leases.id, id))
      .returning({ id: leases.id });
    if (updated.length === 0) throw notFound(leaseNotFoundMessage);
    await tx.insert(auditLog).values({ userId, action: 'update', entity: 'lease', entityId: id });
  });
  return getLease(db, id, today);
}

/**
 * POST /api/leases/:id/renew: a renewal deal prefilled from the lease, at today's escalated rent.
 * 409 when the lease is already renewed (its lifecycle: a later lease of the tenant on the suite is
 * signed), or a renewal deal for the same tenant and suite is open or won; the row lock on the lease
 * makes two simultaneous clicks create one deal.
 */
export async function renewLease(db: Database, id: number, userId: number, now: Date): Promise<number> {
  const today = await organisationToday(db, now);
  const lease = await getLease(db, id, today);
  return db.transaction(async (tx) => {
    await tx.select({ id: leases.id }).from(leases).where(eq(leases.id, id)).for('update');
    const { rows: lifecycle } = await tx.execute<{ state: string }>(
      sql`select lease_lifecycle(${id}, ${today}::date) as state`,
    );
    if (lifecycle[0]?.state === 'renewed') throw new AppError(409, leaseRenewedMessage);
    const [existing] = await tx
      .select({ stage: opportunities.stage })
      .from(opportunities)
      .where(
        and(
          eq(opportunities.dealType, 'renewal'),
          eq(opportunities.tenantId, lease.tenant.id),
          eq(opportunities.spaceId, lease.spaceId),
          ne(opportunities.stage, 'dead'),
        ),
      )
      .orderBy(asc(opportunities.id))
      .limit(1);
    if (existing)
      throw new AppError(409, existing.stage === 'deal' ? renewalWonMessage : renewalExistsMessage);
    const [row] = await tx
      .insert(opportunities)
      .values({
        title: `${lease.tenant.name} renewal — ${lease.property.name}`,
        prospectName: lease.tenant.name,
        tenantId: lease.tenant.id,
        propertyId: lease.property.id,
        spaceId: lease.spaceId,
        stage: 'inquiry',
        dealType: 'renewal',
        squareFeetNeeded: lease.squareFeet,
        proposedRent: lease.inPlaceRentPsf,
        probability: stageProbability.inquiry,
        stageEnteredAt: now,
        lastActivityAt: now,
        createdBy: userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: opportunities.id });
    const created = row!.id;
    await tx.insert(auditLog).values({ userId, action: 'create', entity: 'opportunity', entityId: created });
    await recordDealEvents(tx, [
      { opportunityId: created, userId, kind: 'created', toValue: 'inquiry', at: now },
    ]);
    return created;
  });
}
