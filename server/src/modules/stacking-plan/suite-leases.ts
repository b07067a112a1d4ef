import { normalizeIndustry } from '@common/industries';
import { inPlaceRentPsf } from '@common/rent';
import type { StackingLease } from '@common/stacking-plan';
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { leases, spaces, tenants } from '../../db/schema';

/** The tenant subletting a suite, beside the occupying tenant in the same query. */
export const sublessors = alias(tenants, 'sublessors');

/** `{id, name}`, or null without an id. */
export const nameRef = (id: number | null, name: string | null) =>
  id === null ? null : { id, name: name ?? '' };

/**
 * A suite's active lease (at most one: leases_one_active_per_space_idx), looked up per suite on that
 * index. LIMIT keeps the planner from flattening the lateral join, so the plan stays linear even
 * before a freshly imported building's statistics exist (a plain left join then became a nested
 * loop comparing every suite with every active lease).
 */
export function activeLeaseOfSuite(db: Database) {
  return db
    .select({
      leaseId: sql<number>`${leases.id}`.as('lease_id'),
      tenantId: sql<number>`${tenants.id}`.as('tenant_id'),
      tenantName: sql<string>`${tenants.name}`.as('tenant_name'),
      tenantIndustry: sql<string | null>`${tenants.industry}`.as('tenant_industry'),
      startDate: leases.startDate,
      endDate: leases.endDate,
      baseRentPsf: leases.baseRentPsf,
      escalationPct: leases.escalationPct,
      leaseType: leases.leaseType,
      isSublease: leases.isSublease,
      sublessorId: sql<number | null>`${sublessors.id}`.as('sublessor_id'),
      sublessorName: sql<string | null>`${sublessors.name}`.as('sublessor_name'),
    })
    .from(leases)
    .innerJoin(tenants, eq(tenants.id, leases.tenantId))
    .leftJoin(sublessors, eq(sublessors.id, leases.sublessorTenantId))
    .where(and(eq(leases.spaceId, spaces.id), eq(leases.status, 'active')))
    .limit(1)
    .as('active_lease');
}

/**
 * A suite's next signed lease: recorded pending, starting after today, not terminated. Looked up per
 * suite on leases_space_idx, like the active lease.
 */
export function signedLeaseOfSuite(db: Database, today: string) {
  return db
    .select({
      signedTenantId: sql<number>`${tenants.id}`.as('signed_tenant_id'),
      signedTenantName: sql<string>`${tenants.name}`.as('signed_tenant_name'),
      signedStartDate: sql<string>`to_char(${leases.startDate}, 'YYYY-MM-DD')`.as('signed_start_date'),
    })
    .from(leases)
    .innerJoin(tenants, eq(tenants.id, leases.tenantId))
    .where(
      and(
        eq(leases.spaceId, spaces.id),
        eq(leases.status, 'pending'),
        sql`${leases.startDate} > ${today}::date`,
        sql`(${leases.terminatedOn} is null or ${leases.terminatedOn} > ${today}::date)`,
      ),
    )
    .orderBy(asc(leases.startDate), asc(leases.id))
    .limit(1)
    .as('signed_lease');
}

export type SpaceLeaseRow = {
  leaseId: number | null;
  tenantId: number | null;
  tenantName: string | null;
  tenantIndustry: string | null;
  startDate: string | null;
  endDate: string | null;
  baseRentPsf: number | null;
  escalationPct: number | null;
  leaseType: StackingLease['leaseType'] | null;
  isSublease: boolean | null;
  sublessorId: number | null;
  sublessorName: string | null;
};

export function toStackingLease(row: SpaceLeaseRow, today: string): StackingLease | null {
  if (
    row.leaseId === null ||
    row.tenantId === null ||
    row.startDate === null ||
    row.endDate === null ||
    row.baseRentPsf === null ||
    row.escalationPct === null ||
    row.leaseType === null
  ) {
    return null;
  }
  const terms = {
    baseRentPsf: row.baseRentPsf,
    escalationPct: row.escalationPct,
    startDate: row.startDate,
    endDate: row.endDate,
  };
  return {
    id: row.leaseId,
    tenant: { id: row.tenantId, name: row.tenantName ?? '' },
    industry: normalizeIndustry(row.tenantIndustry),
    ...terms,
    inPlaceRentPsf: inPlaceRentPsf(terms, today),
    leaseType: row.leaseType,
    isSublease: row.isSublease ?? false,
    sublessor: nameRef(row.sublessorId, row.sublessorName),
  };
}
