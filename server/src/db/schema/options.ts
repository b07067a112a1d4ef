import type { OptionType } from '@common/option-types';
import { optionTypes } from '@common/option-types';
import type { OptionStatus } from '@common/options';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { isOneOf } from './checks';
import { calendarDate, createdAt, id, updatedAt } from './columns';
import { leases } from './leases';
import { properties, spaces } from './properties';
import { tenants } from './tenants';
import { users } from './users';

/**
 * A lease option / critical date. `lease_id` is the lease granting the right, `tenant_id` its holder and
 * `space_id` the suite the right is over: for rights on other space (ROFO, ROFR, ROFN, Expansion, Must
 * Lease) that is the target suite, otherwise the holder's own suite. The conflict check compares
 * rights of one type over one `space_id` with overlapping windows.
 */
export const options = pgTable(
  'options',
  {
    id: id(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'restrict' }),
    spaceId: integer('space_id').references(() => spaces.id, { onDelete: 'set null' }),
    leaseId: integer('lease_id').references(() => leases.id, { onDelete: 'cascade' }),
    tenantId: integer('tenant_id').references(() => tenants.id, { onDelete: 'set null' }),
    // The display strings of common/option-types.ts ('ROFO', 'Landlord & Tenant Act 1954', …).
    optionType: text('option_type').$type<OptionType>().notNull(),
    noticeStart: calendarDate('notice_start').notNull(),
    noticeEnd: calendarDate('notice_end').notNull(),
    effectiveDate: calendarDate('effective_date').notNull(),
    targets: text('targets'),
    description: text('description'),
    // Who watches the dates; null means the building's asset manager (the owner follows them).
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('options_property_idx').on(t.propertyId),
    index('options_type_idx').on(t.optionType),
    index('options_notice_start_idx').on(t.noticeStart),
    index('options_notice_end_idx').on(t.noticeEnd),
    // The critical-dates month reads options by any of their three dates.
    index('options_effective_date_idx').on(t.effectiveDate),
    index('options_space_idx').on(t.spaceId),
    index('options_lease_idx').on(t.leaseId),
    index('options_tenant_idx').on(t.tenantId),
    index('options_owner_idx').on(t.ownerId),
    // Options live on a day (active or inactive: notice opened, effective date not passed), found
    // without reading the past or the future: daterange(notice_start, effective_date, '[]') @> day.
    index('options_live_window_idx').using(
      'gist',
      sql`daterange(${t.noticeStart}, ${t.effectiveDate}, '[]')`,
    ),
    // Options active on a day (notice opened, neither notice end nor effective date passed) in notice
    // start or notice end order, nearest first (btree_gist's `<->` on the dates): a page of the default
    // list reads its own rows, not every option active on the day.
    index('options_active_order_idx').using(
      'gist',
      sql`daterange(${t.noticeStart}, least(${t.noticeEnd}, ${t.effectiveDate}), '[]')`,
      t.noticeStart,
      t.noticeEnd,
    ),
    check('options_option_type_check', isOneOf(t.optionType, optionTypes)),
    check('options_notice_window_check', sql`${t.noticeEnd} >= ${t.noticeStart}`),
    check('options_effective_date_check', sql`${t.effectiveDate} >= ${t.noticeStart}`),
  ],
);

/**
 * How many options there are of each type, kept by the trigger `option_type_counts_keep` (migration
 * 0016), so the Options list's total and counters over every option need no count over the table.
 */
export const optionTypeCounts = pgTable('option_type_counts', {
  optionType: text('option_type').$type<OptionType>().primaryKey(),
  options: integer('options').notNull(),
});

/**
 * How many options of each type change status on a day, kept by the trigger `option_status_steps_keep`
 * (migration 0024), so the Options list's total and counters for one status need no count over the
 * options live on the day. An option is upcoming before its notice start, active from it to its notice
 * end or effective date (the earlier), inactive from there to its effective date, expired after it:
 * each status is one run of days, entered on one day (`n` +1) and left on another (-1; upcoming is
 * entered on '-infinity'). The count of a status on a day is the sum of its steps up to that day, kept
 * at two grains so that sum reads few rows: 'month' rows (`day` the month's first day) for the months
 * before the day's, 'day' rows for the days of its month.
 */
export const optionStatusSteps = pgTable(
  'option_status_steps',
  {
    status: text('status').$type<OptionStatus>().notNull(),
    grain: text('grain').$type<'month' | 'day'>().notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    optionType: text('option_type').$type<OptionType>().notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.status, t.grain, t.day, t.optionType] })],
);

export type LeaseOption = typeof options.$inferSelect;
export type NewLeaseOption = typeof options.$inferInsert;
