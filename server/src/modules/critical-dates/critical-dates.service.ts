import type { OptionType } from '@common/option-types';
import {
  type CriticalDate,
  type CriticalDateKind,
  type CriticalDatesResponse,
  criticalDateKinds,
} from '@common/options';
import { and, between, eq, gte, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { leases, options, properties, spaces, tenants } from '../../db/schema';
import { notFound } from '../../errors';

export const propertyNotFoundMessage = 'Property not found';

/** How far back the .ics export reaches. */
export const icsLookBackDays = 90;

type Range = { from: string; to: string | null };

const inRange = (date: string, range: Range) => date >= range.from && (range.to === null || date <= range.to);

function columnInRange(column: typeof leases.endDate | typeof options.noticeStart, range: Range): SQL {
  return range.to === null ? gte(column, range.from) : between(column, range.from, range.to)!;
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** First and last day of 'yyyy-MM'. */
function monthRange(month: string): Range {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

const optionTitles: Record<Exclude<CriticalDateKind, 'lease-expiration'>, (type: OptionType) => string> = {
  'notice-start': (type) => `${type} notice window opens`,
  'notice-end': (type) => `${type} notice window closes`,
  effective: (type) => `${type} takes effect`,
};

const kindOrder = (kind: CriticalDateKind) => criticalDateKinds.indexOf(kind);

/** Sorted by date, then kind (expirations, window opens, closes, effective), then title and target. */
function byDateThenKind(a: CriticalDate, b: CriticalDate): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  if (a.kind !== b.kind) return kindOrder(a.kind) - kindOrder(b.kind);
  if (a.title !== b.title) return a.title < b.title ? -1 : 1;
  return a.target.id - b.target.id;
}

/**
 * Every critical date in `range` of one building (or the portfolio): active leases' end dates and
 * every option's notice start, notice end and effective date.
 */
export async function criticalDatesIn(
  db: Database,
  range: Range,
  propertyId: number | undefined,
): Promise<CriticalDate[]> {
  const [expiring, optionRows] = await Promise.all([
    db
      .select({
        id: leases.id,
        endDate: leases.endDate,
        property: { id: properties.id, name: properties.name },
        tenant: { id: tenants.id, name: tenants.name },
        suite: spaces.suite,
      })
      .from(leases)
      .innerJoin(spaces, eq(spaces.id, leases.spaceId))
      .innerJoin(properties, eq(properties.id, spaces.propertyId))
      .innerJoin(tenants, eq(tenants.id, leases.tenantId))
      .where(
        and(
          eq(leases.status, 'active'),
          columnInRange(leases.endDate, range),
          propertyId === undefined ? undefined : eq(spaces.propertyId, propertyId),
        ),
      ),
    db
      .select({
        id: options.id,
        optionType: options.optionType,
        noticeStart: options.noticeStart,
        noticeEnd: options.noticeEnd,
        effectiveDate: options.effectiveDate,
        property: { id: properties.id, name: properties.name },
        tenantId: tenants.id,
        tenantName: tenants.name,
        suite: spaces.suite,
      })
      .from(options)
      .innerJoin(properties, eq(properties.id, options.propertyId))
      .leftJoin(spaces, eq(spaces.id, options.spaceId))
      .leftJoin(tenants, eq(tenants.id, options.tenantId))
      .where(
        and(
          or(
            columnInRange(options.noticeStart, range),
            columnInRange(options.noticeEnd, range),
            columnInRange(options.effectiveDate, range),
          ),
          propertyId === undefined ? undefined : eq(options.propertyId, propertyId),
        ),
      ),
  ]);
  const items: CriticalDate[] = expiring.map((lease) => ({
    date: lease.endDate,
    kind: 'lease-expiration',
    title: `${lease.tenant.name} — Suite ${lease.suite} lease expires`,
    property: lease.property,
    tenant: lease.tenant,
    suite: lease.suite,
    target: { type: 'lease', id: lease.id },
    optionType: null,
  }));
  for (const option of optionRows) {
    const tenant =
      option.tenantId === null || option.tenantName === null
        ? null
        : { id: option.tenantId, name: option.tenantName };
    const dates: [Exclude<CriticalDateKind, 'lease-expiration'>, string][] = [
      ['notice-start', option.noticeStart],
      ['notice-end', option.noticeEnd],
      ['effective', option.effectiveDate],
    ];
    for (const [kind, date] of dates) {
      if (!inRange(date, range)) continue;
      items.push({
        date,
        kind,
        title: `${tenant?.name ?? option.property.name} — ${optionTitles[kind](option.optionType)}`,
        property: option.property,
        tenant,
        suite: option.suite,
        target: { type: 'option', id: option.id },
        optionType: option.optionType,
      });
    }
  }
  return items.sort(byDateThenKind);
}

/** The property of `propertyId` (404 when unknown), or null for the portfolio. */
export async function propertyOf(
  db: Database,
  propertyId: number | undefined,
): Promise<{ id: number; name: string } | null> {
  if (propertyId === undefined) return null;
  const [property] = await db
    .select({ id: properties.id, name: properties.name })
    .from(properties)
    .where(eq(properties.id, propertyId));
  if (!property) throw notFound(propertyNotFoundMessage);
  return property;
}

/** GET /api/critical-dates: one month (default this month) of one building or the portfolio. */
export async function getCriticalDates(
  db: Database,
  today: string,
  query: { propertyId?: number | undefined; month?: string | undefined },
): Promise<CriticalDatesResponse> {
  const property = await propertyOf(db, query.propertyId);
  const month = query.month ?? today.slice(0, 7);
  const items = await criticalDatesIn(db, monthRange(month), query.propertyId);
  return { month, property, items };
}

/** The .ics export's dates: from 90 days ago onward. */
export async function upcomingCriticalDates(
  db: Database,
  today: string,
  propertyId: number | undefined,
): Promise<{ property: { id: number; name: string } | null; items: CriticalDate[] }> {
  const property = await propertyOf(db, propertyId);
  const items = await criticalDatesIn(db, { from: addDays(today, -icsLookBackDays), to: null }, propertyId);
  return { property, items };
}
