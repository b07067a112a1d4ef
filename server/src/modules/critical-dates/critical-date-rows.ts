import type { OptionType } from '@common/option-types';
import { type CriticalDate, type CriticalDateKind, criticalDateKinds } from '@common/options';
import { and, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { leases, options, properties, spaces, tenants } from '../../db/schema';

/*
 * Which rows are critical dates, as SQL: one rule for the month calendar, its day pages, the .ics
 * export, the feeds and the digest. An entry is an active lease's end date or one of an option's
 * three dates (notice start, notice end, effective date), each read through its own date index.
 */

/** Days from `from` to `to`, both included; `to` null reaches every later day. */
export type Range = { from: string; to: string | null };

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

const isoDayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** A lease whose end date is still ahead of it on `today`: not renewed, not terminated, no termination set. */
function leaseHeadsForItsEnd(today: string): SQL {
  if (!isoDayPattern.test(today)) throw new Error(`Not a calendar day: ${today}`);
  return sql`(${leases.terminatedOn} is null and lease_lifecycle(${leases.id}, ${today}::date) not in ('renewed', 'terminated'))`;
}

function inRange(column: PgColumn, range: Range): SQL {
  return range.to === null
    ? sql`${column} >= ${range.from}`
    : sql`${column} between ${range.from} and ${range.to}`;
}

/** The record's owner, or where it has none the asset manager of its building, is `ownerId`. */
function ownedBy(ownerColumn: PgColumn, propertyColumn: PgColumn, ownerId: number): SQL {
  return sql`coalesce(${ownerColumn}, (select ${properties.assetManagerId} from ${properties} where ${properties.id} = ${propertyColumn})) = ${ownerId}`;
}

/** The tenant of an entry, as the sources join it (`kt`) for its title. */
const tenantOf = (tenantId: PgColumn) => sql`left join ${tenants} kt on kt.id = ${tenantId}`;

type OptionKind = Exclude<CriticalDateKind, 'lease-expiration'>;

/** How an option's title ends, after '<tenant> — <option type> ' (e.g. 'Renewal notice window opens'). */
const optionTitleEnds: Record<OptionKind, string> = {
  'notice-start': 'notice window opens',
  'notice-end': 'notice window closes',
  effective: 'takes effect',
};

const optionDates: Record<OptionKind, PgColumn> = {
  'notice-start': options.noticeStart,
  'notice-end': options.noticeEnd,
  effective: options.effectiveDate,
};

/**
 * One kind of critical date: the rows it comes from (with the joins its conditions read), its date,
 * its conditions, and an entry's columns with the joins only they read (`columnJoins`; counting
 * leaves them out). Every source yields `date`, `kind_order`, `kind`, `title`, `target_type`,
 * `target_id`, `property_id`, `tenant_id`, `tenant_name`, `space_id`, `option_type`, `updated_at` (of
 * the lease or option row) and `tenant_updated_at`.
 */
type Source = {
  from: SQL;
  date: PgColumn;
  where: (range: Range, scope: CriticalDateScope) => SQL | undefined;
  columnJoins: SQL;
  columns: (kindOrder: SQL) => SQL;
};

const leaseExpirations: Source = {
  from: sql`${leases} join ${spaces} on ${spaces.id} = ${leases.spaceId}`,
  date: leases.endDate,
  where: (range, { propertyId, ownerId, liveOn }) =>
    and(
      sql`${leases.status} = 'active'`,
      inRange(leases.endDate, range),
      propertyId === undefined ? undefined : sql`${spaces.propertyId} = ${propertyId}`,
      ownerId === undefined ? undefined : ownedBy(leases.ownerId, spaces.propertyId, ownerId),
      liveOn === undefined ? undefined : leaseHeadsForItsEnd(liveOn),
    ),
  columnJoins: tenantOf(leases.tenantId),
  columns: (kindOrder) => sql`${leases.endDate} as date, ${kindOrder} as kind_order,
    'lease-expiration'::text as kind, kt.name || ' — Suite ' || ${spaces.suite} || ' lease expires' as title,
    'lease'::text as target_type, ${leases.id} as target_id, ${spaces.propertyId} as property_id,
    kt.id as tenant_id, kt.name as tenant_name, ${leases.spaceId} as space_id, null::text as option_type,
    ${leases.updatedAt} as updated_at, kt.updated_at as tenant_updated_at`,
};

function optionDate(kind: OptionKind): Source {
  const date = optionDates[kind];
  return {
    from: sql`${options}`,
    date,
    where: (range, { propertyId, ownerId }) =>
      and(
        inRange(date, range),
        propertyId === undefined ? undefined : sql`${options.propertyId} = ${propertyId}`,
        ownerId === undefined ? undefined : ownedBy(options.ownerId, options.propertyId, ownerId),
      ),
    columnJoins: tenantOf(options.tenantId),
    // Without a tenant, the building's name leads the title (read only for those).
    columns: (kindOrder) => sql`${date} as date, ${kindOrder} as kind_order, ${kind}::text as kind,
      coalesce(kt.name, (select ${properties.name} from ${properties} where ${properties.id} = ${options.propertyId}))
        || ' — ' || ${options.optionType} || ${` ${optionTitleEnds[kind]}`}::text as title,
      'option'::text as target_type, ${options.id} as target_id, ${options.propertyId} as property_id,
      kt.id as tenant_id, kt.name as tenant_name, ${options.spaceId} as space_id,
      ${options.optionType} as option_type, ${options.updatedAt} as updated_at, kt.updated_at as tenant_updated_at`,
  };
}

/** The sources in kind order: expirations, windows opening, windows closing, options taking effect. */
const sources: [CriticalDateKind, Source][] = criticalDateKinds.map((kind) => [
  kind,
  kind === 'lease-expiration' ? leaseExpirations : optionDate(kind),
]);

const kindOrderOf = (kind: CriticalDateKind) => sql`${criticalDateKinds.indexOf(kind)}::int`;

/** Every critical date of `range` in `scope` as a relation of entry keys (see `Source`), unordered. */
export function criticalDateKeys(range: Range, scope: CriticalDateScope): SQL {
  const selects = sources.map(
    ([kind, source]) =>
      sql`select ${source.columns(kindOrderOf(kind))} from ${source.from} ${source.columnJoins}
        where ${source.where(range, scope)}`,
  );
  return sql`(${sql.join(selects, sql` union all `)})`;
}

/** How many critical dates each day of `range` has of each kind: `date`, `kind_order`, `n`. */
export function criticalDateCounts(range: Range, scope: CriticalDateScope): SQL {
  const selects = sources.map(
    ([kind, source]) =>
      sql`select ${source.date} as date, ${kindOrderOf(kind)} as kind_order, count(*)::int as n
        from ${source.from} where ${source.where(range, scope)} group by ${source.date}`,
  );
  return sql`(${sql.join(selects, sql` union all `)})`;
}

/**
 * The calendar's order within a day: kind order, then title (compared as code points, whatever the
 * database's collation), then the lease's or option's id. `keys` names the relation of entry keys.
 */
export const inDayOrder = (keys: string) =>
  sql.raw(`${keys}.kind_order, ${keys}.title collate "C", ${keys}.target_id`);

/**
 * The columns of an entry read from the entry keys `e`, with the names of its building (`p`) and suite
 * (`s`), joined by `entryJoins`; `updated_at` is the last change of the entry's lease or option, tenant,
 * suite or building (milliseconds since 1970).
 */
export const entryColumns = sql.raw(`e.date::text as date, e.kind, e.title, e.target_type, e.target_id,
  p.id as property_id, p.name as property_name, e.tenant_id, e.tenant_name, s.suite, e.option_type,
  (extract(epoch from greatest(e.updated_at, e.tenant_updated_at, s.updated_at, p.updated_at)) * 1000)::float8 as updated_at`);

export const entryJoins = sql`left join ${properties} p on p.id = e.property_id
  left join ${spaces} s on s.id = e.space_id`;

/** A row selected with `entryColumns`. */
export type EntryRow = {
  date: string;
  kind: CriticalDateKind;
  title: string;
  target_type: 'lease' | 'option';
  target_id: number;
  property_id: number;
  property_name: string;
  tenant_id: number | null;
  tenant_name: string | null;
  suite: string | null;
  option_type: OptionType | null;
  updated_at: number;
};

/** The API's entry of a row selected with `entryColumns`. */
export function criticalDateOf(row: EntryRow): CriticalDate {
  return {
    date: row.date,
    kind: row.kind,
    title: row.title,
    property: { id: row.property_id, name: row.property_name },
    tenant:
      row.tenant_id === null || row.tenant_name === null
        ? null
        : { id: row.tenant_id, name: row.tenant_name },
    suite: row.suite,
    target: { type: row.target_type, id: row.target_id },
    optionType: row.option_type,
  };
}
