import { leaseStatuses } from '@common/lease-statuses';
import { leaseTypes } from '@common/lease-types';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { isNonNegative, isOneOf } from './checks';
import { calendarDate, createdAt, id, money, months, percent, updatedAt } from './columns';
import { opportunities } from './opportunities';
import { spaces } from './properties';
import { tenants } from './tenants';
import { users } from './users';

/**
 * One lease of one space. A sublease is the space's lease row itself (tenant = subtenant) with
 * `sublessor_tenant_id` naming the head tenant; at most one lease per space is active at a time.
 */
export const leases = pgTable(
  'leases',
  {
    id: id(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'restrict' }),
    spaceId: integer('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'restrict' }),
    startDate: calendarDate('start_date').notNull(),
    endDate: calendarDate('end_date').notNull(),
    // Starting base rent in $/RSF/yr; escalates by escalation_pct each lease year (compounding).
    baseRentPsf: money('base_rent_psf').notNull(),
    escalationPct: percent('escalation_pct').notNull().default(0),
    leaseType: text('lease_type', { enum: leaseTypes }).notNull(),
    status: text('status', { enum: leaseStatuses }).notNull().default('active'),
    securityDeposit: money('security_deposit').notNull().default(0),
    freeRentMonths: months('free_rent_months').notNull().default(0),
    tiPsf: money('ti_psf').notNull().default(0),
    isSublease: boolean('is_sublease').notNull().default(false),
    sublessorTenantId: integer('sublessor_tenant_id').references(() => tenants.id, { onDelete: 'restrict' }),
    // The won deal this lease was created from ('Create Lease'); at most one lease per deal.
    opportunityId: integer('opportunity_id').references(() => opportunities.id, { onDelete: 'set null' }),
    // The lease a renewal or expansion follows (a renewal on the same suite, an expansion on another).
    followsLeaseId: integer('follows_lease_id').references((): AnyPgColumn => leases.id, {
      onDelete: 'set null',
    }),
    // The day an early termination (an exercised option or a manual action) takes effect.
    terminatedOn: calendarDate('terminated_on'),
    // Who watches the lease's dates; null means the building's asset manager (the owner follows them).
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('leases_tenant_idx').on(t.tenantId),
    index('leases_space_idx').on(t.spaceId),
    // The lists' default order (soonest end, id) and by start: a page is the index's first rows.
    index('leases_end_date_idx').on(t.endDate, t.id),
    index('leases_start_date_idx').on(t.startDate, t.id),
    index('leases_status_end_date_idx').on(t.status, t.endDate),
    // Leases whose termination takes effect in a window (the dashboard's expiring leases).
    index('leases_terminated_on_idx').on(t.terminatedOn).where(sql`${t.terminatedOn} is not null`),
    index('leases_sublessor_idx').on(t.sublessorTenantId),
    index('leases_follows_idx').on(t.followsLeaseId),
    index('leases_owner_idx').on(t.ownerId),
    uniqueIndex('leases_opportunity_idx').on(t.opportunityId),
    uniqueIndex('leases_one_active_per_space_idx').on(t.spaceId).where(sql`status = 'active'`),
    check('leases_dates_check', sql`${t.endDate} > ${t.startDate}`),
    check('leases_base_rent_check', isNonNegative(t.baseRentPsf)),
    check('leases_escalation_check', isNonNegative(t.escalationPct)),
    check('leases_lease_type_check', isOneOf(t.leaseType, leaseTypes)),
    check('leases_status_check', isOneOf(t.status, leaseStatuses)),
    check('leases_security_deposit_check', isNonNegative(t.securityDeposit)),
    check('leases_free_rent_check', isNonNegative(t.freeRentMonths)),
    check('leases_ti_check', isNonNegative(t.tiPsf)),
    check(
      'leases_sublease_check',
      sql`${t.isSublease} = (${t.sublessorTenantId} is not null) and ${t.sublessorTenantId} is distinct from ${t.tenantId}`,
    ),
  ],
);

/**
 * How many leases are recorded in each status, kept by the trigger `lease_status_counts_keep`,
 * so the Lease Documents list's total needs no count over every lease.
 */
export const leaseStatusCounts = pgTable('lease_status_counts', {
  status: text('status', { enum: leaseStatuses }).primaryKey(),
  leases: integer('leases').notNull(),
});

export type Lease = typeof leases.$inferSelect;
export type NewLease = typeof leases.$inferInsert;
