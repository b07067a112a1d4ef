import { z } from 'zod';
import { inPipelineOrder, isDealStage, stageFilterParts } from './deal-stage-filter';
import { dealTypes } from './deal-stages';
import { keywordParam, optionalParam, pageQuerySchema, recordIdSchema } from './properties';

/*
 * The Deal Pipeline's query: its filters, sort and paging (GET /api/opportunities), and the same
 * without paging as a saved view keeps it. Every filter applies on the server.
 */

/** Last Updated filter values (All Time is no value). */
export const lastUpdatedRanges = ['today', 'week', 'month'] as const;
export type LastUpdatedRange = (typeof lastUpdatedRanges)[number];

export const dealSortFields = [
  'lastActivity',
  'prospectName',
  'squareFeet',
  'property',
  'stage',
  'ner',
] as const;
export type DealSortField = (typeof dealSortFields)[number];

const statesParam = optionalParam(
  z
    .string()
    .regex(/^[A-Z]{2}(,[A-Z]{2})*$/, 'Must be two-letter state codes separated by commas')
    .transform((value) => [...new Set(value.split(','))]),
);
/**
 * `stage=legal,lease_execution`: one or more stages joined by commas (deal-stage-filter.ts), read as
 * the stages in pipeline order. A value naming any unknown stage is refused.
 */
const stagesParam = optionalParam(
  z.string('Must be stages separated by commas').transform((value, context) => {
    const parts = stageFilterParts(value);
    if (!parts.every(isDealStage)) {
      context.addIssue({ code: 'custom', message: 'Unknown stage' });
      return z.NEVER;
    }
    return inPipelineOrder(parts);
  }),
);
const textParam = optionalParam(z.string().trim().min(1).max(100, 'Must be at most 100 characters'));
/** `lead=me`: the deals the signed-in user leads ("My deals"); `lead=12`: the deals user 12 leads. */
const leadParam = optionalParam(
  z.union([z.literal('me'), recordIdSchema], 'Must be me or the id of a team member'),
);

/**
 * Every filter of the pipeline; all apply on the server. `states` is CA,NY,… and
 * `stage` is inquiry,touring,… (a deal matches when it is in any of them).
 */
export const dealFiltersSchema = z.object({
  keyword: keywordParam,
  states: statesParam,
  stage: stagesParam,
  updated: optionalParam(z.enum(lastUpdatedRanges, 'Must be today, week or month')),
  dealType: optionalParam(z.enum(dealTypes, 'Must be new, renewal or expansion')),
  market: textParam,
  city: textParam,
  propertyId: optionalParam(recordIdSchema),
  tenantId: optionalParam(recordIdSchema),
  lead: leadParam,
});
export type DealFilters = z.infer<typeof dealFiltersSchema>;

export const dealListQuerySchema = dealFiltersSchema.extend({
  ...pageQuerySchema.shape,
  sort: optionalParam(z.enum(dealSortFields, 'Unknown sort field')),
  dir: optionalParam(z.enum(['asc', 'desc'], 'Must be asc or desc')),
});
export type DealListQuery = z.infer<typeof dealListQuerySchema>;

/** The pipeline's filters and sort without paging: what a saved view and the CSV export read. */
export const dealViewQuerySchema = dealListQuerySchema.omit({ limit: true, offset: true });
export type DealViewQuery = z.infer<typeof dealViewQuerySchema>;
