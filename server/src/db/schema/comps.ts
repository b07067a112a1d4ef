import { expenseBases } from '@common/expense-bases';
import { compLeaseTypes } from '@common/lease-types';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { isNonNegative, isOneOf, isPositive } from './checks';
import { calendarDate, createdAt, id, money, months, percent } from './columns';
import { properties } from './properties';

/** Comparable lease transactions, in $/RSF/yr. `expense_basis` says whether rates are gross or net. */
export const leaseComps = pgTable(
  'lease_comps',
  {
    id: id(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    tenantName: text('tenant_name').notNull(),
    suite: text('suite'),
    rentableSf: integer('rentable_sf').notNull(),
    leaseType: text('lease_type', { enum: compLeaseTypes }).notNull(),
    termMonths: integer('term_months').notNull(),
    startingPsf: money('starting_psf').notNull(),
    averagePsf: money('average_psf').notNull(),
    effectivePsf: money('effective_psf').notNull(),
    escalationPct: percent('escalation_pct').notNull().default(0),
    freeRentMonths: months('free_rent_months').notNull().default(0),
    tiPsf: money('ti_psf').notNull().default(0),
    expenseBasis: text('expense_basis', { enum: expenseBases }).notNull(),
    transactionDate: calendarDate('transaction_date').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('lease_comps_property_date_idx').on(t.propertyId, t.transactionDate),
    check('lease_comps_rentable_sf_check', isPositive(t.rentableSf)),
    check('lease_comps_lease_type_check', isOneOf(t.leaseType, compLeaseTypes)),
    check('lease_comps_term_check', isPositive(t.termMonths)),
    check('lease_comps_starting_psf_check', isNonNegative(t.startingPsf)),
    check('lease_comps_average_psf_check', isNonNegative(t.averagePsf)),
    check('lease_comps_escalation_check', isNonNegative(t.escalationPct)),
    check('lease_comps_free_rent_check', isNonNegative(t.freeRentMonths)),
    check('lease_comps_ti_check', isNonNegative(t.tiPsf)),
    check('lease_comps_expense_basis_check', isOneOf(t.expenseBasis, expenseBases)),
  ],
);

export type LeaseComp = typeof leaseComps.$inferSelect;
export type NewLeaseComp = typeof leaseComps.$inferInsert;
