import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { isBetween } from './checks';
import { percent, updatedAt } from './columns';
import { users } from './users';

/**
 * Settings of the whole organisation, one row (id 1), changed by admins on the Settings screen. The
 * migration that made the table stores its row; readers fall back to the same values without it.
 */
export const appSettings = pgTable(
  'app_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** The leasing commission, % of aggregate rent, that new lease terms start with. */
    defaultLeasingCommissionPct: percent('default_leasing_commission_pct').notNull().default(4.5),
    /** IANA time zone every "today", due date, window and digest hour is read in; null: the server's own. */
    timeZone: text('time_zone'),
    /** When on, a deal moves past LOI only with an approved proposal round. */
    proposalApprovalGate: boolean('proposal_approval_gate').notNull().default(false),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('app_settings_single_row_check', sql`${t.id} = 1`),
    check('app_settings_leasing_commission_check', isBetween(t.defaultLeasingCommissionPct, 0, 100)),
  ],
);

export type AppSettings = typeof appSettings.$inferSelect;
