import { z } from 'zod';
import { expenseBases } from './expense-bases';
import { compLeaseTypes } from './lease-types';
import { isoDateParam, optionalParam, pageQuerySchema, recordIdSchema, wholeNumberParam } from './properties';

/* Contracts of /api/lease-comps (the portfolio's lease comparables, rates in $/RSF/yr). */

const leaseCompFilterFields = z.object({
  buildingId: optionalParam(recordIdSchema),
  type: optionalParam(z.enum(compLeaseTypes, `Must be one of ${compLeaseTypes.join(', ')}`)),
  /** Transaction dates, inclusive; 'yyyy-MM-dd' strings compare in calendar order. */
  from: optionalParam(isoDateParam),
  to: optionalParam(isoDateParam),
  minSf: optionalParam(wholeNumberParam(0, 10_000_000)),
  maxSf: optionalParam(wholeNumberParam(0, 10_000_000)),
});

type RangeFields = {
  from?: string | undefined;
  to?: string | undefined;
  minSf?: number | undefined;
  maxSf?: number | undefined;
};

function withRangeChecks<T extends z.ZodType<RangeFields>>(schema: T) {
  return schema
    .refine((query) => query.from === undefined || query.to === undefined || query.from <= query.to, {
      message: 'from must not be after to',
      path: ['from'],
    })
    .refine((query) => query.minSf === undefined || query.maxSf === undefined || query.minSf <= query.maxSf, {
      message: 'minSf must not exceed maxSf',
      path: ['minSf'],
    });
}

export const leaseCompFiltersSchema = withRangeChecks(leaseCompFilterFields);
export type LeaseCompFilters = z.infer<typeof leaseCompFiltersSchema>;

export const leaseCompListQuerySchema = withRangeChecks(leaseCompFilterFields.extend(pageQuerySchema.shape));
export type LeaseCompListQuery = z.infer<typeof leaseCompListQuerySchema>;

export const leaseCompItemSchema = z.object({
  id: z.number().int(),
  buildingId: z.number().int(),
  buildingName: z.string(),
  tenantName: z.string(),
  suite: z.string().nullable(),
  rentableSf: z.number().int(),
  leaseType: z.enum(compLeaseTypes),
  termMonths: z.number().int(),
  startingPsf: z.number(),
  averagePsf: z.number(),
  effectivePsf: z.number(),
  transactionDate: z.string(),
  expenseBasis: z.enum(expenseBases),
  source: z.literal('portfolio'),
});
export type LeaseCompItem = z.infer<typeof leaseCompItemSchema>;

/**
 * Averages of the comps of one expense basis. Gross rent includes operating expenses and net rent
 * does not, so rates of different bases are never averaged together.
 */
export const leaseCompBasisSummarySchema = z.object({
  basis: z.enum(expenseBases),
  count: z.number().int(),
  avgStartingPsf: z.number(),
  avgAveragePsf: z.number(),
  avgEffectivePsf: z.number(),
});
export type LeaseCompBasisSummary = z.infer<typeof leaseCompBasisSummarySchema>;

/**
 * Over every matching comp, not just the page: the count of all of them, and one entry per expense
 * basis that has matching comps (by basis name; a basis without matches is left out).
 */
export const leaseCompSummarySchema = z.object({
  count: z.number().int(),
  byBasis: z.array(leaseCompBasisSummarySchema),
});
export type LeaseCompSummary = z.infer<typeof leaseCompSummarySchema>;

export const leaseCompListResponseSchema = z.object({
  items: z.array(leaseCompItemSchema),
  total: z.number().int(),
  summary: leaseCompSummarySchema,
});
export type LeaseCompListResponse = z.infer<typeof leaseCompListResponseSchema>;

export const leaseCompsExportFileName = 'lease-comps.csv';
