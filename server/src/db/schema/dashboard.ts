import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { spaces } from './properties';
import { tenants } from './tenants';

/*
 * The home dashboard's figures, kept by triggers (migration `dashboard_counts`) so that reading them
 * costs the same at any size of the tables they count. Each is checked against a fresh count of its
 * table after random writes (server/src/modules/dashboard/dashboard-counts.test.ts).
 */

/** Figures that only change when a row is written: one row per figure (`dashboardCountFigures`). */
export const dashboardCounts = pgTable('dashboard_counts', {
  figure: text('figure').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});

/**
 * Figures that move with the calendar, bucketed by day: the figure on a day is the sum of the
 * buckets on one side of it ('option_effective': options by effective date, 'suite_cover': suites by
 * the last day a lease covers them). The number of buckets grows with the calendar, not the tables.
 */
export const dashboardDayCounts = pgTable(
  'dashboard_day_counts',
  {
    figure: text('figure').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    n: integer('n').notNull(),
    /** Rentable square feet of the rows counted (suites only; 0 otherwise). */
    rsf: numeric('rsf', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.figure, t.day] })],
);

/**
 * Each suite's last day with a lease that keeps it from being vacant: not terminated on the day,
 * and either still recorded active (held over) or not past its end ('infinity' when that never comes,
 * '-infinity' when no lease covers it). The suite is vacant on a day after this one.
 */
export const suiteCover = pgTable('suite_cover', {
  spaceId: integer('space_id')
    .primaryKey()
    .references(() => spaces.id, { onDelete: 'cascade' }),
  coveredUntil: date('covered_until', { mode: 'string' }).notNull(),
  rsf: numeric('rsf', { mode: 'number' }).notNull(),
});

/**
 * The tenants with expansion potential (AI insights): an active lease, and the expansion flag set on
 * the tenant or on its latest survey. Kept by triggers on leases, tenants and tenant_surveys
 * (migration `ai_search_counts`); its size is dashboard_counts' 'expanding_tenants'.
 */
export const expandingTenants = pgTable('expanding_tenants', {
  tenantId: integer('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
});

/**
 * Each suite of a retail building (AI insights' retail vacancy): one row spanning every day
 * (`leased` false: the suite counts in the total), and one per run of days an active or expired
 * lease covers it (`leased`: from its first day up to, not including, `toDay`). Kept by triggers on
 * leases, spaces and properties (migration `ai_search_counts`); the day buckets 'retail_suites' and
 * 'retail_leased' follow it.
 */
export const retailSuiteSpans = pgTable(
  'retail_suite_spans',
  {
    spaceId: integer('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    leased: boolean('leased').notNull(),
    fromDay: date('from_day', { mode: 'string' }).notNull(),
    toDay: date('to_day', { mode: 'string' }).notNull(),
    rsf: numeric('rsf', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.spaceId, t.leased, t.fromDay] })],
);

/**
 * The runs of days on which a suite is expiring by suiteStatus() with the default horizon
 * (expiryHorizonDays, 180 days): from `fromDay` up to, not including, `toDay` ('infinity' while a
 * held-over lease stays recorded active). Kept by triggers on leases (migration
 * `suite_expiry_spans`); the day buckets 'suite_expiring' follow it, so the number of suites expiring
 * on a day is the sum of the buckets up to that day.
 */
export const suiteExpirySpans = pgTable(
  'suite_expiry_spans',
  {
    spaceId: integer('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    fromDay: date('from_day', { mode: 'string' }).notNull(),
    toDay: date('to_day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.spaceId, t.fromDay] })],
);

/**
 * The portfolio's data version, for answers kept in memory between requests (read-memo.ts): every
 * statement that writes a tracked table adds a row of weight 1 in its own transaction, so the sum of
 * the weights grows with every committed write and never otherwise. Rows are folded into one of the
 * same total weight now and then, which leaves the sum as it was.
 */
export const dataChanges = pgTable('data_changes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  weight: bigint('weight', { mode: 'number' }).notNull().default(1),
});

/**
 * The deals' change log, for counts kept between requests and brought up to date by what changed
 * (deal-count-memo.ts): one row per deal a statement wrote, with its row before (`oldImage`) and
 * after (`newImage`), or one `reset` row for a statement that wrote buildings, truncated deals or
 * wrote more than 1,000 deals at once (a count is then taken afresh). `xact` is the writing
 * transaction's id, so a reader finds the rows its earlier snapshot did not see. Written by triggers
 * (migration `deal_changes`); the oldest rows are pruned, and `dealChangesPruned.below` is above every
 * pruned transaction.
 */
export const dealChanges = pgTable(
  'deal_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    xact: bigint('xact', { mode: 'bigint' }).notNull().default(sql`(pg_current_xact_id()::text::bigint)`),
    oldImage: jsonb('old_image'),
    newImage: jsonb('new_image'),
    reset: boolean('reset').notNull().default(false),
  },
  (t) => [index('deal_changes_xact_idx').on(t.xact)],
);

/** One row: every transaction below `below` whose deal changes were pruned has ended. */
export const dealChangesPruned = pgTable('deal_changes_pruned', {
  id: integer('id').primaryKey().default(1),
  below: bigint('below', { mode: 'bigint' }).notNull().default(sql`0`),
});
