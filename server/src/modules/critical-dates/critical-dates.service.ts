import { addDays, lastDayOfMonth } from '@common/calendar-days';
import type { OptionType } from '@common/option-types';
import {
  type CriticalDate,
  type CriticalDateKind,
  type CriticalDatesResponse,
  criticalDateKinds,
} from '@common/options';
import { and, between, eq, gte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { leases, options, properties, spaces, tenants } from '../../db/schema';
import { notFound } from '../../errors';

export const propertyNotFoundMessage = 'Property not found';

/** How far back the .ics export and the subscription feeds reach. */
export const icsLookBackDays = 90;

type Range = { from: string; to: string | null };

const inRange = (date: string, range: Range) => date >= range.from && (range.to === null || date <= range.to);

function columnInRange(column: typeof leases.endDate | typeof options.noticeStart, range: Range): SQL {
  return range.to === null ? gte(column, range.from) : between(column, range.from, range.to)!;
}

/** First and last day of 'yyyy-MM'. */
function monthRange(month: string): Range {
  const from = `${month}-01`;
  return { from, to: lastDayOfMonth(from) };
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

/** Which critical dates to read: of one building or the portfolio, optionally only one user's. */
export type CriticalDateScope = {
  propertyId?: number | undefined;
  /**
   * Only the dates this user owns: an option's or lease's owner, or — where it has none — the
   * building's asset manager (the effective owner is coalesce(owner_id, asset_manager_id)).
   */
  ownerId?: number | undefined;
  /**
   * Only leases still heading for their end date on this day: not renewed, not terminated and with
   * no termination date set (their end date is no longer a date to act on).
   */
  liveOn?: string | undefined;
};

/** A critical date with the last change of the rows its entry is made of (for LAST-MODIFIED). */
export type DatedCriticalDate = CriticalDate & { updatedAt: Date };

const isoDayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** A lease whose end date is still ahead of it on `today`: not renewed, not terminated, no termination set. */
function leaseHeadsForItsEnd(today: string): SQL {
  if (!isoDayPattern.test(today)) throw new Error(`Not a calendar day: ${today}`);
  return sql`(${leases.terminatedOn} is null and lease_lifecycle(${leases.id}, ${today}::date) not in ('renewed', 'terminated'))`;
}

/**
 * Every critical date in `range` of one building (or the portfolio): active leases' end dates and
 * every option's notice start, notice end and effective date.
 */
export async function criticalDatesIn(
  db: Database,
  range: Range,
  scope: CriticalDateScope,
): Promise<DatedCriticalDate[]> {
  const { propertyId, ownerId, liveOn } = scope;
  const [expiring, optionRows] = await Promise.all([
    db
      .select({
        id: leases.id,
        endDate: leases.endDate,
        property: { id: properties.id, name: properties.name },
        tenant: { id: tenants.id, name: tenants.name },
        suite: spaces.suite,
        updatedAt:
          sql`greatest(${leases.updatedAt}, ${tenants.updatedAt}, ${spaces.updatedAt}, ${properties.updatedAt})`.mapWith(
            leases.updatedAt,
          ),
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
          ownerId === undefined
            ? undefined
            : sql`coalesce(${leases.ownerId}, ${properties.assetManagerId}) = ${ownerId}`,
          liveOn === undefined ? undefined : leaseHeadsForItsEnd(liveOn),
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
        updatedAt:
          sql`greatest(${options.updatedAt}, ${tenants.updatedAt}, ${spaces.updatedAt}, ${properties.updatedAt})`.mapWith(
            options.updatedAt,
          ),
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
          ownerId === undefined
            ? undefined
            : sql`coalesce(${options.ownerId}, ${properties.assetManagerId}) = ${ownerId}`,
        ),
      ),
  ]);
  const items: DatedCriticalDate[] = expiring.map((lease) => ({
    date: lease.endDate,
    kind: 'lease-expiration',
    title: `${lease.tenant.name} — Suite ${lease.suite} lease expires`,
    property: lease.property,
    tenant: lease.tenant,
    suite: lease.suite,
    target: { type: 'lease', id: lease.id },
    optionType: null,
    updatedAt: lease.updatedAt,
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
        updatedAt: option.updatedAt,
      });
    }
  }
  return items.sort(byDateThenKind);
}

/** The API's entry: the date without the bookkeeping of when it changed. */
const withoutUpdatedAt = ({ updatedAt: _updatedAt, ...item }: DatedCriticalDate): CriticalDate => item;

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
  const items = await criticalDatesIn(db, monthRange(month), { propertyId: query.propertyId });
  return { month, property, items: items.map(withoutUpdatedAt) };
}

/** The .ics export's dates (and a subscription feed's): from 90 days ago onward. */
export async function upcomingCriticalDates(
  db: Database,
  today: string,
  scope: CriticalDateScope,
): Promise<{ property: { id: number; name: string } | null; items: DatedCriticalDate[] }> {
  const property = await propertyOf(db, scope.propertyId);
  const items = await criticalDatesIn(db, { from: addDays(today, -icsLookBackDays), to: null }, scope);
  return { property, items };
}
