import { date, integer, numeric, timestamp } from 'drizzle-orm/pg-core';

/*
 * Column conventions shared by every table:
 * - ids are `integer generated always as identity` (numbers in the API);
 * - instants are `timestamp with time zone` read as Date;
 * - calendar dates are `date` read as 'yyyy-mm-dd' strings (no time-zone shifts);
 * - money and $/RSF/yr rates are `numeric(12,2)` read as JS numbers (mode 'number'),
 *   percentages are `numeric(5,2)`, month counts that may be fractional are `numeric(5,1)`.
 */
export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const instant = (name: string) => timestamp(name, { withTimezone: true });

export const calendarDate = (name: string) => date(name, { mode: 'string' });

export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

export const percent = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'number' });

export const months = (name: string) => numeric(name, { precision: 5, scale: 1, mode: 'number' });
