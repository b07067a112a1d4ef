import { z } from 'zod';
import { addDays } from './calendar-days';
import { type OptionType, optionTypes } from './option-types';
import { ownerFields, ownerIdSchema } from './owners';
import { isoDateParam, keywordParam, optionalParam, pageQuerySchema, recordIdSchema } from './properties';
import { possessive } from './words';

/*
 * Contracts and rules of /api/options (the Options & critical dates screen) and /api/critical-dates
 * (the month calendar, one day's pages and the .ics export). Dates are 'yyyy-MM-dd' strings: string
 * order is calendar order. Every rule takes `today` so it stays pure.
 */

// ---------------------------------------------------------------------------------------------
// Status, derived from the dates: active (the list's default), inactive, upcoming, expired
// ---------------------------------------------------------------------------------------------

export const optionStatuses = ['active', 'inactive', 'upcoming', 'expired'] as const;
export type OptionStatus = (typeof optionStatuses)[number];

export const optionStatusLabels: Record<OptionStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  upcoming: 'Upcoming',
  expired: 'Expired',
};

type OptionDates = { noticeStart: string; noticeEnd: string; effectiveDate: string };

/**
 * upcoming: the notice window has not opened yet; active: today is inside the window (the right can
 * be exercised now); inactive: the window has closed but the effective date is still ahead (too late
 * to exercise, not yet in effect); expired: the effective date has passed.
 */
export function optionStatus(option: OptionDates, today: string): OptionStatus {
  if (option.effectiveDate < today) return 'expired';
  if (today < option.noticeStart) return 'upcoming';
  if (today <= option.noticeEnd) return 'active';
  return 'inactive';
}

// ---------------------------------------------------------------------------------------------
// Critical-date flags
// ---------------------------------------------------------------------------------------------

/** A notice window opening this many days ahead (or fewer) is flagged. */
export const noticeSoonDays = 30;

export const optionFlags = ['opens-soon', 'window-passed'] as const;
export type OptionFlag = (typeof optionFlags)[number];

/** 'in 12 days', 'today', '3 days overdue': the days left to the notice end as the list shows them. */
export function daysToDeadlineLabel(days: number): string {
  if (days === 0) return 'Due today';
  if (days < 0) return `${-days} ${-days === 1 ? 'day' : 'days'} overdue`;
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

export const optionFlagLabels: Record<OptionFlag, string> = {
  'opens-soon': 'Notice window opens within 30 days',
  'window-passed': 'Notice window has passed',
};

/**
 * 'opens-soon' when the window opens within the next 30 days; 'window-passed' when the notice end is
 * behind us but the option is not yet in effect (afterwards the date is history, not an alert).
 */
export function optionFlag(option: OptionDates, today: string): OptionFlag | null {
  if (today < option.noticeStart && option.noticeStart <= addDays(today, noticeSoonDays)) return 'opens-soon';
  if (option.noticeEnd < today && today <= option.effectiveDate) return 'window-passed';
  return null;
}

// ---------------------------------------------------------------------------------------------
// Conflict check
// ---------------------------------------------------------------------------------------------

/** Rights to take a suite the holder does not occupy: two of them over one suite collide. */
export const rightsOverSpace: readonly OptionType[] = ['ROFO', 'ROFR', 'ROFN', 'Expansion', 'Must Lease'];

export function isRightOverSpace(type: OptionType): boolean {
  return rightsOverSpace.includes(type);
}

export type ConflictOption = OptionDates & {
  id: number;
  spaceId: number | null;
  tenantId: number | null;
  tenantName: string | null;
  optionType: OptionType;
  suite: string | null;
};

/** The active lease of a suite, for the "leased past the effective date" rule. */
export type ConflictLease = { spaceId: number; tenantId: number; tenantName: string; endDate: string };

export const optionConflictKinds = ['competing-right', 'space-leased'] as const;
export type OptionConflictKind = (typeof optionConflictKinds)[number];

export const optionConflictSchema = z.object({
  kind: z.enum(optionConflictKinds),
  /** The other option of a competing right; null for 'space-leased'. */
  otherOptionId: z.number().int().nullable(),
  message: z.string(),
});
export type OptionConflict = z.infer<typeof optionConflictSchema>;

function windowsOverlap(a: OptionDates, b: OptionDates): boolean {
  return a.noticeStart <= b.noticeEnd && b.noticeStart <= a.noticeEnd;
}

function formatUsDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${month}/${day}/${year}`;
}

/**
 * Conflicts of each option, by option id (options without conflicts are absent). Only options not
 * yet expired take part. Two rules:
 * - competing-right: two rights over one suite (ROFO, ROFR, ROFN, Expansion, Must Lease) held by
 *   different tenants, with overlapping notice windows;
 * - space-leased: a right over a suite whose active lease, held by another tenant, runs past the
 *   option's effective date, so the suite cannot be delivered when the right takes effect.
 */
export function findOptionConflicts(
  options: readonly ConflictOption[],
  activeLeases: readonly ConflictLease[],
  today: string,
): Map<number, OptionConflict[]> {
  const conflicts = new Map<number, OptionConflict[]>();
  const add = (id: number, conflict: OptionConflict) => {
    const list = conflicts.get(id);
    if (list) list.push(conflict);
    else conflicts.set(id, [conflict]);
  };
  const live = options.filter(
    (option) =>
      option.spaceId !== null && isRightOverSpace(option.optionType) && option.effectiveDate >= today,
  );
  const bySpace = new Map<number, ConflictOption[]>();
  for (const option of live) {
    const list = bySpace.get(option.spaceId as number) ?? [];
    list.push(option);
    bySpace.set(option.spaceId as number, list);
  }
  for (const group of bySpace.values()) {
    for (const a of group) {
      for (const b of group) {
        if (a.id === b.id || a.tenantId === b.tenantId || !windowsOverlap(a, b)) continue;
        add(a.id, {
          kind: 'competing-right',
          otherOptionId: b.id,
          message: `Competes with ${possessive(b.tenantName ?? 'another tenant')} ${b.optionType} over suite ${b.suite ?? a.suite ?? '—'}`,
        });
      }
    }
  }
  const leaseBySpace = new Map(activeLeases.map((lease) => [lease.spaceId, lease]));
  for (const option of live) {
    const lease = leaseBySpace.get(option.spaceId as number);
    if (!lease || lease.tenantId === option.tenantId || lease.endDate < option.effectiveDate) continue;
    add(option.id, {
      kind: 'space-leased',
      otherOptionId: null,
      message: `Suite ${option.suite ?? '—'} is leased to ${lease.tenantName} until ${formatUsDate(lease.endDate)}, past the effective date`,
    });
  }
  return conflicts;
}

// ---------------------------------------------------------------------------------------------
// /api/options
// ---------------------------------------------------------------------------------------------

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const nameRef = z.object({ id: z.number().int(), name: z.string() });

/** `types` is a comma-separated list of option type names (none of them contains a comma). */
const optionTypesParam = optionalParam(
  z
    .string()
    .max(2000, 'Too many option types')
    .transform((value) => value.split(',').filter((name) => name !== ''))
    .pipe(
      z
        .array(z.enum(optionTypes as [OptionType, ...OptionType[]], 'Unknown option type'))
        .max(optionTypes.length),
    ),
);

export const optionStatusFilters = ['all', ...optionStatuses] as const;
export type OptionStatusFilter = (typeof optionStatusFilters)[number];

export const optionFiltersSchema = z.object({
  /** Defaults to 'active'; 'all' turns the filter off. */
  status: optionalParam(z.enum(optionStatusFilters, 'Must be all, active, inactive, upcoming or expired')),
  types: optionTypesParam,
  /** The asset manager of the option's property. */
  assetManagerId: optionalParam(recordIdSchema),
  propertyId: optionalParam(recordIdSchema),
  tenantId: optionalParam(recordIdSchema),
  /** Asset, tenant, targets or description. */
  keyword: keywordParam,
  /** 'true' keeps only options with an opens-soon or window-passed flag. */
  flagged: optionalParam(z.enum(['true', 'false'], 'Must be true or false')),
  /** 'true' keeps only options with a conflict. */
  conflicts: optionalParam(z.enum(['true', 'false'], 'Must be true or false')),
  /** 'true' keeps only the options the signed-in user owns ("My dates"). */
  mine: optionalParam(z.enum(['true', 'false'], 'Must be true or false')),
});
export type OptionFilters = z.infer<typeof optionFiltersSchema>;

/** List orders: notice start (default), days to the notice deadline, owner's name. */
export const optionSortFields = ['noticeStart', 'daysToDeadline', 'owner'] as const;
export type OptionSortField = (typeof optionSortFields)[number];

export const optionListQuerySchema = optionFiltersSchema
  .extend({
    sort: optionalParam(z.enum(optionSortFields, 'Must be noticeStart, daysToDeadline or owner')),
    dir: optionalParam(z.enum(['asc', 'desc'], 'Must be asc or desc')),
  })
  .extend(pageQuerySchema.shape);
export type OptionListQuery = z.infer<typeof optionListQuerySchema>;

export const optionItemSchema = z.object({
  id: z.number().int(),
  /** The asset (property). */
  property: nameRef,
  space: z.object({ id: z.number().int(), suite: z.string() }).nullable(),
  tenant: nameRef.nullable(),
  leaseId: z.number().int().nullable(),
  optionType: z.enum(optionTypes as [OptionType, ...OptionType[]]),
  noticeStart: isoDate,
  noticeEnd: isoDate,
  effectiveDate: isoDate,
  targets: z.string().nullable(),
  description: z.string().nullable(),
  status: z.enum(optionStatuses),
  flag: z.enum(optionFlags).nullable(),
  conflicts: z.array(optionConflictSchema),
  /** Calendar days from the organisation's today to the notice end; negative once it has passed. */
  daysToDeadline: z.number().int(),
  ...ownerFields,
});
export type OptionItem = z.infer<typeof optionItemSchema>;

/** Counts over every option matching the filters (not just the page). */
export const optionCountersSchema = z.object({
  renewals: z.number().int(),
  terminations: z.number().int(),
  expansions: z.number().int(),
  rofo: z.number().int(),
  rofr: z.number().int(),
});
export type OptionCounters = z.infer<typeof optionCountersSchema>;

export const optionListResponseSchema = z.object({
  items: z.array(optionItemSchema),
  total: z.number().int(),
  counters: optionCountersSchema,
});
export type OptionListResponse = z.infer<typeof optionListResponseSchema>;

export const optionMessages = {
  propertyRequired: 'Asset is required',
  typeRequired: 'Option type is required',
  noticeStartRequired: 'Notice start is required',
  noticeEndRequired: 'Notice end is required',
  effectiveRequired: 'Effective date is required',
  noticeEndAfterStart: 'Notice end must be after notice start',
  effectiveAfterNotice: 'Effective date must be after the notice end',
  invalidDate: 'Must be a valid date',
  notFound: 'Option not found',
  spaceNotInProperty: 'The suite must belong to the selected asset',
  leaseNotInProperty: 'The lease must be on the selected asset',
} as const;

const requiredDate = (required: string) =>
  z
    .string(required)
    .min(1, required)
    .regex(/^\d{4}-\d{2}-\d{2}$/, optionMessages.invalidDate)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), optionMessages.invalidDate);

const nullableId = z.number().int().positive().nullable().optional();

/** Add and edit send the whole option. Date order: notice start < notice end < effective. */
export const optionInputSchema = z
  .object({
    propertyId: z.number(optionMessages.propertyRequired).int().positive(optionMessages.propertyRequired),
    spaceId: nullableId,
    leaseId: nullableId,
    tenantId: nullableId,
    optionType: z.enum(optionTypes as [OptionType, ...OptionType[]], optionMessages.typeRequired),
    noticeStart: requiredDate(optionMessages.noticeStartRequired),
    noticeEnd: requiredDate(optionMessages.noticeEndRequired),
    effectiveDate: requiredDate(optionMessages.effectiveRequired),
    targets: z.string().trim().max(500, 'Must be at most 500 characters').nullable().optional(),
    description: z.string().trim().max(5000, 'Must be at most 5000 characters').nullable().optional(),
    /** Null: follow the building's asset manager; left out on edit: keep the owner as it is. */
    ownerId: ownerIdSchema.optional(),
  })
  .refine((input) => input.noticeEnd > input.noticeStart, {
    message: optionMessages.noticeEndAfterStart,
    path: ['noticeEnd'],
  })
  .refine((input) => input.effectiveDate > input.noticeEnd, {
    message: optionMessages.effectiveAfterNotice,
    path: ['effectiveDate'],
  });
export type OptionInput = z.infer<typeof optionInputSchema>;

// ---------------------------------------------------------------------------------------------
// /api/critical-dates
// ---------------------------------------------------------------------------------------------

export const criticalDateKinds = ['lease-expiration', 'notice-start', 'notice-end', 'effective'] as const;
export type CriticalDateKind = (typeof criticalDateKinds)[number];

export const criticalDateKindLabels: Record<CriticalDateKind, string> = {
  'lease-expiration': 'Lease expiration',
  'notice-start': 'Notice window opens',
  'notice-end': 'Notice window closes',
  effective: 'Option effective',
};

const monthParam = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Must be a month as yyyy-MM');

/** One month (default: this month) of one building, or of the portfolio without `propertyId`. */
export const criticalDatesQuerySchema = z.object({
  propertyId: optionalParam(recordIdSchema),
  month: optionalParam(monthParam),
});
export type CriticalDatesQuery = z.infer<typeof criticalDatesQuerySchema>;

/** The .ics export: every critical date from today on (and the last 90 days), one building or all. */
export const criticalDatesExportQuerySchema = z.object({ propertyId: optionalParam(recordIdSchema) });

export const criticalDateSchema = z.object({
  date: isoDate,
  kind: z.enum(criticalDateKinds),
  /** e.g. 'Acme Dental — Suite 300 lease expires' or 'Acme Dental — Renewal notice window opens'. */
  title: z.string(),
  property: nameRef,
  tenant: nameRef.nullable(),
  suite: z.string().nullable(),
  /** What the entry links to: a lease (/leases?lease=id) or an option (/options?option=id). */
  target: z.object({ type: z.enum(['lease', 'option']), id: z.number().int() }),
  optionType: z.enum(optionTypes as [OptionType, ...OptionType[]]).nullable(),
});
export type CriticalDate = z.infer<typeof criticalDateSchema>;

/**
 * How many entries a day of the month calendar shows before it folds the rest into '+N more'; the
 * month answer carries as many of each day.
 */
export const criticalDatesShownPerDay = 2;

/** How many of a day's entries one page of GET /api/critical-dates/day holds unless it asks otherwise. */
export const criticalDatesDayPageSize = 50;

export const criticalDateDayTotalSchema = z.object({
  date: isoDate,
  /** Every entry of the day, not only those the answer carries. */
  total: z.number().int(),
});
export type CriticalDateDayTotal = z.infer<typeof criticalDateDayTotalSchema>;

export const criticalDatesResponseSchema = z.object({
  month: monthParam,
  /** Null for the whole portfolio. */
  property: nameRef.nullable(),
  /**
   * The first `criticalDatesShownPerDay` entries of each day, by date, then kind (expirations, windows
   * opening, closing, options taking effect), then title and the lease's or option's id.
   */
  items: z.array(criticalDateSchema),
  /** Each day of the month that has entries, in date order, with how many it has. */
  days: z.array(criticalDateDayTotalSchema),
});
export type CriticalDatesResponse = z.infer<typeof criticalDatesResponseSchema>;

/** One day's entries, a page at a time (offset and limit as the other lists take them). */
export const criticalDatesDayQuerySchema = z
  .object({
    day: isoDateParam,
    propertyId: optionalParam(recordIdSchema),
  })
  .extend(pageQuerySchema.shape);
export type CriticalDatesDayQuery = z.infer<typeof criticalDatesDayQuerySchema>;

export const criticalDatesDayResponseSchema = z.object({
  day: isoDate,
  /** Every entry of the day, however many the page holds. */
  total: z.number().int(),
  /** The page's entries, in the month answer's order. */
  items: z.array(criticalDateSchema),
});
export type CriticalDatesDayResponse = z.infer<typeof criticalDatesDayResponseSchema>;
