import { z } from 'zod';
import { dealLostReasons } from './deal-history';
import { dealStages } from './deal-stages';
import { expenseBases } from './expense-bases';
import { leaseCompFiltersSchema } from './lease-comps';
import { isoDateParam, optionalParam, pageQuerySchema, recordIdSchema } from './properties';

/*
 * Contracts of the portfolio analytics (/api/analytics/*), the expiry heatmap and the rent roll
 * report. Every figure is computed by the server in SQL over the lease lifecycle rules of
 * lease-lifecycle.ts (suiteStatus, currentLease, effectiveEnd) and the deal rules; the pure
 * functions in analytics-rules.ts state each figure for tests.
 *
 * Scope: every portfolio figure can be narrowed to one building, to the buildings of one asset
 * manager, and to one market; the as-of day defaults to the organisation's today. The same names are
 * the query of the API and of the /analytics screen's URL.
 */

export const analyticsScopeSchema = z.object({
  /** A property id. */
  building: optionalParam(recordIdSchema),
  /** A user id: the buildings whose asset manager this user is. */
  assetManager: optionalParam(recordIdSchema),
  /** A market name as properties record it (exact, case-insensitive). */
  market: optionalParam(z.string().trim().min(1).max(100, 'Must be at most 100 characters')),
  /** The day the figures are taken on; the organisation's today when absent. */
  asOf: optionalParam(isoDateParam),
});
export type AnalyticsScope = z.infer<typeof analyticsScopeSchema>;

const buildingRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type BuildingRef = z.infer<typeof buildingRefSchema>;

// ------------------------------------------------------------------------- lease expiration schedule

/**
 * One period of the expiry schedule: the leases whose last day (effectiveEnd) falls in it, counted
 * once per lease. A lease counts when, on the as-of day, it is in place or signed to start (lifecycle
 * active, expiring or pending); renewed leases are left out (their renewal is counted at its own end),
 * and so are terminated and expired ones. Held-over leases have no end ahead: they are reported apart.
 * RSF is the suite's; annual rent is the in-place rent ($/RSF/yr on the as-of day, the starting rent
 * for a lease not yet started) × RSF.
 */
export const expiryPeriodSchema = z.object({
  /** '2027' or 'Q1 2027'. */
  label: z.string(),
  /** First and last day of the period, inclusive ('yyyy-MM-dd'). The first period starts on the as-of day. */
  start: z.string(),
  end: z.string(),
  leases: z.number().int(),
  rsf: z.number(),
  annualRent: z.number(),
  /** rsf ÷ the scope's total RSF (0–1); 0 when the scope has no RSF. */
  shareOfRsf: z.number(),
  /** annualRent ÷ the scope's annual rent in place (0–1); 0 when none. */
  shareOfRent: z.number(),
  /** One entry per building with leases ending in the period (buildings in `buildings` order). */
  byBuilding: z.array(z.object({ buildingId: z.number().int(), rsf: z.number(), annualRent: z.number() })),
});
export type ExpiryPeriod = z.infer<typeof expiryPeriodSchema>;

export const expiryScheduleSchema = z.object({
  asOf: z.string(),
  /** The buildings of the scope, by name. */
  buildings: z.array(buildingRefSchema),
  /** RSF of every suite in scope, and the annual rent in place over them. */
  totalRsf: z.number(),
  totalAnnualRent: z.number(),
  /** This calendar year (from the as-of day) and the 9 after it: 10 entries. */
  years: z.array(expiryPeriodSchema),
  /** This calendar quarter (from the as-of day) and the 7 after it: 8 entries. */
  quarters: z.array(expiryPeriodSchema),
  /** Held-over leases (past their end, still recorded active): no end ahead. */
  holdover: z.object({ leases: z.number().int(), rsf: z.number(), annualRent: z.number() }),
});
export type ExpirySchedule = z.infer<typeof expiryScheduleSchema>;

export const expiryYears = 10;
export const expiryQuarters = 8;

// ------------------------------------------------------------------------------------- occupancy

/**
 * Suites on a day by suiteStatus(): leased = occupied, expiring or renewed (a lease in place, nothing
 * else signed); pre-leased = a signed lease starts later; vacant = neither. Leased + pre-leased +
 * vacant = total, and occupancy = (leased + pre-leased) ÷ total, as the Assets screen's leased RSF.
 */
export const occupancyFiguresSchema = z.object({
  totalRsf: z.number(),
  leasedRsf: z.number(),
  preLeasedRsf: z.number(),
  vacantRsf: z.number(),
  /** 0–1; null when the scope has no RSF. */
  occupancy: z.number().nullable(),
});
export type OccupancyFigures = z.infer<typeof occupancyFiguresSchema>;

export const occupancyResponseSchema = z.object({
  asOf: z.string(),
  /** Per building on the as-of day. */
  buildings: z.array(buildingRefSchema.extend(occupancyFiguresSchema.shape)),
  /**
   * The portfolio (the scope) on the as-of day's date of each month, 24 months back to 24 ahead: 49
   * entries, the as-of day itself in the middle. Records are read as they stand today (a held-over
   * lease stays in place ahead; a lease recorded later does not show in the past).
   */
  months: z.array(occupancyFiguresSchema.extend({ month: z.string(), date: z.string() })),
});
export type OccupancyResponse = z.infer<typeof occupancyResponseSchema>;

export const occupancyMonthsBack = 24;
export const occupancyMonthsAhead = 24;

// ------------------------------------------------------------------------------------------- WALT

const waltFiguresSchema = z.object({
  inPlaceSf: z.number(),
  inPlaceRent: z.number(),
  /** Years; null with nothing in place. */
  byArea: z.number().nullable(),
  byRent: z.number().nullable(),
});

/** WALT (walt.ts) per building and over the scope, on the as-of day. */
export const waltResponseSchema = z.object({
  asOf: z.string(),
  portfolio: waltFiguresSchema,
  buildings: z.array(buildingRefSchema.extend(waltFiguresSchema.shape)),
});
export type WaltResponse = z.infer<typeof waltResponseSchema>;

// --------------------------------------------------------------------------- tenant concentration

/**
 * The tenants carrying the most annual rent in place on the as-of day (over their suites' leases in
 * place, as WALT weighs rent), largest first, at most 10; the rest summed as `otherRent`.
 */
export const tenantConcentrationSchema = z.object({
  asOf: z.string(),
  totalAnnualRent: z.number(),
  tenants: z.array(
    z.object({
      tenantId: z.number().int(),
      name: z.string(),
      annualRent: z.number(),
      rsf: z.number(),
      suites: z.number().int(),
      /** annualRent ÷ totalAnnualRent (0–1). */
      share: z.number(),
    }),
  ),
  otherRent: z.number(),
});
export type TenantConcentration = z.infer<typeof tenantConcentrationSchema>;

export const concentrationTenants = 10;

// --------------------------------------------------------------------------- pipeline funnel

/** The stages a deal moves through in order; dead and idle are not steps. */
export const funnelStages = dealStages.filter((stage) => stage !== 'dead' && stage !== 'idle');

export const pipelineAnalyticsQuerySchema = analyticsScopeSchema
  .omit({ asOf: true })
  .extend({
    /** Deals created from … to (inclusive); the last 12 months to the organisation's today by default. */
    from: optionalParam(isoDateParam),
    to: optionalParam(isoDateParam),
  })
  .refine((query) => query.from === undefined || query.to === undefined || query.from <= query.to, {
    message: 'from must not be after to',
    path: ['from'],
  });
export type PipelineAnalyticsQuery = z.infer<typeof pipelineAnalyticsQuerySchema>;

/**
 * Over the deals created in the period (in scope by their building):
 * - a deal reached a stage when its furthest stage is that one or later; the furthest stage is the
 *   latest step among its current stage, the stage it was lost at, and every stage its history shows it
 *   in (an idle or dead deal with none of these reached Inquiry);
 * - conversion: deals reaching the stage ÷ deals reaching the one before (null for the first, or when
 *   none reached the one before);
 * - median days in a stage: over completed stays (entered, then left by a stage change), from the
 *   deal's creation or the change into the stage to the change out of it; null without any;
 * - dead reasons: the period's dead deals by recorded reason ('not_recorded' when none), count and RSF.
 * RSF is the deal's square feet needed.
 */
export const pipelineAnalyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  deals: z.number().int(),
  stages: z.array(
    z.object({
      stage: z.enum(dealStages),
      label: z.string(),
      deals: z.number().int(),
      rsf: z.number(),
      conversion: z.number().nullable(),
      medianDays: z.number().nullable(),
    }),
  ),
  deadReasons: z.array(
    z.object({
      reason: z.union([z.enum(dealLostReasons), z.literal('not_recorded')]),
      label: z.string(),
      deals: z.number().int(),
      rsf: z.number(),
    }),
  ),
});
export type PipelineAnalytics = z.infer<typeof pipelineAnalyticsSchema>;

// ------------------------------------------------------------------------------------------ comps

/** The filters of /lease-comps. */
export const compAnalyticsQuerySchema = leaseCompFiltersSchema;

export const compPointSchema = z.object({
  id: z.number().int(),
  transactionDate: z.string(),
  startingPsf: z.number(),
  effectivePsf: z.number(),
  rentableSf: z.number().int(),
  buildingName: z.string(),
  tenantName: z.string(),
});
export type CompPoint = z.infer<typeof compPointSchema>;

/**
 * Starting and effective rates by transaction date, one series per expense basis (gross and net are
 * never merged), oldest first. At most `maxCompPoints` per basis, the most recent; `total` counts all.
 */
export const compAnalyticsSchema = z.object({
  series: z.array(
    z.object({ basis: z.enum(expenseBases), total: z.number().int(), points: z.array(compPointSchema) }),
  ),
});
export type CompAnalytics = z.infer<typeof compAnalyticsSchema>;

export const maxCompPoints = 1000;

// ---------------------------------------------------------------------------------------- heatmap

/**
 * Buildings × the 8 quarters of the expiry schedule: each cell the RSF of the building's leases whose
 * last day falls in the quarter (the schedule's rule, so a cell equals the schedule's quarter for that
 * building), and its share of the building's RSF.
 */
export const heatmapResponseSchema = z.object({
  asOf: z.string(),
  quarters: z.array(z.object({ label: z.string(), start: z.string(), end: z.string() })),
  buildings: z.array(
    buildingRefSchema.extend({
      totalRsf: z.number(),
      cells: z.array(z.object({ leases: z.number().int(), rsf: z.number(), share: z.number() })),
    }),
  ),
});
export type HeatmapResponse = z.infer<typeof heatmapResponseSchema>;

export const heatmapCellQuerySchema = analyticsScopeSchema.pick({ asOf: true }).extend({
  building: recordIdSchema,
  /** The quarter's first day, as `quarters[].start` gives it. */
  start: isoDateParam,
  end: isoDateParam,
});
export type HeatmapCellQuery = z.infer<typeof heatmapCellQuerySchema>;

/** The leases behind one cell, ending soonest first. */
export const heatmapCellLeasesSchema = z.object({
  items: z.array(
    z.object({
      leaseId: z.number().int(),
      tenantId: z.number().int(),
      tenantName: z.string(),
      suite: z.string(),
      rsf: z.number(),
      endDate: z.string(),
      annualRent: z.number(),
    }),
  ),
});
export type HeatmapCellLeases = z.infer<typeof heatmapCellLeasesSchema>;

// ---------------------------------------------------------------------------------------- rent roll

/** The screen reads a page of rows; the CSV and .xlsx exports take the same scope and hold every row. */
export const rentRollQuerySchema = analyticsScopeSchema.extend(pageQuerySchema.shape);
export type RentRollQuery = z.infer<typeof rentRollQuerySchema>;
export const rentRollExportQuerySchema = analyticsScopeSchema;

/**
 * One row per suite in scope on the as-of day, by building then suite: its lease in place
 * (currentLease) or, for a pre-leased suite, the signed lease; vacant suites have no tenant and no
 * rent. Base rent is the lease's starting rent, in-place rent the escalated rent on the as-of day
 * (inPlaceRentPsf), annual rent = in-place rent × RSF. Options: the lease's options, as
 * "Renewal (notice by 2027-03-01)", joined by '; '.
 */
export const rentRollRowSchema = z.object({
  spaceId: z.number().int(),
  buildingId: z.number().int(),
  buildingName: z.string(),
  suite: z.string(),
  leaseId: z.number().int().nullable(),
  tenantId: z.number().int().nullable(),
  tenantName: z.string().nullable(),
  rsf: z.number(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  baseRentPsf: z.number().nullable(),
  inPlaceRentPsf: z.number().nullable(),
  annualRent: z.number().nullable(),
  status: z.enum(['occupied', 'vacant', 'pre-leased', 'expiring', 'renewed']),
  options: z.string(),
});
export type RentRollRow = z.infer<typeof rentRollRowSchema>;

export const rentRollResponseSchema = z.object({
  asOf: z.string(),
  rows: z.array(rentRollRowSchema),
  /** Suites in scope (every page). */
  total: z.number().int(),
  /** Over every suite in scope, not just the page. */
  totals: z.object({
    suites: z.number().int(),
    rsf: z.number(),
    leasedRsf: z.number(),
    annualRent: z.number(),
  }),
});
export type RentRollResponse = z.infer<typeof rentRollResponseSchema>;

/** Column titles of the rent roll, in order, as the screen, the CSV and the .xlsx head them. */
export const rentRollColumns = [
  'Building',
  'Suite',
  'Tenant',
  'RSF',
  'Start',
  'End',
  'Base Rent ($/RSF/yr)',
  'In-Place Rent ($/RSF/yr)',
  'Annual Rent ($)',
  'Status',
  'Options',
] as const;
