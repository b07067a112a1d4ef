import { z } from 'zod';
import { ageingBuckets } from './deal-ageing';
import { dealStages, dealTypes } from './deal-stages';
import { approvalStatuses } from './proposal-rounds';

/*
 * What the Deal Pipeline reads: a page of deals with the counts and figures of the stage strip and
 * board (GET /api/opportunities), and the values its filters offer (GET /api/opportunities/facets).
 */

export const dealPropertySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  floorNumber: z.number().int().nullable(),
  squareFeet: z.number().int(),
  state: z.string(),
  market: z.string(),
  city: z.string(),
});

/** Lease terms as the NER reads them (months, $/RSF/yr, %); a null commission is none. */
export const storedNerTermsSchema = z.object({
  termMonths: z.number().int(),
  baseRent: z.number(),
  rentEscalation: z.number(),
  rentFreeMonths: z.number(),
  tenantImprovements: z.number(),
  leasingCommissionPct: z.number().nullable(),
  /** $/RSF, paid up front like TI; 0 is none. */
  otherLandlordCosts: z.number(),
});

/** A deal (the opportunity record) as the pipeline's table, board and cards show it. */
export const dealListItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  prospectName: z.string(),
  tenantId: z.number().int().nullable(),
  squareFeetNeeded: z.number().int(),
  stage: z.enum(dealStages),
  dealType: z.enum(dealTypes),
  renewalOrNew: z.enum(['Renewal', 'New Deal']),
  /** $/RSF/yr; null when not quoted. */
  proposedRent: z.number().nullable(),
  /** Straight-line NER of the deal's proposal lease terms, $/RSF/yr; null without terms. */
  ner: z.number().nullable(),
  /** The proposal terms the NER comes from (its breakdown is worked out from them); null without terms. */
  nerTerms: storedNerTermsSchema.nullable(),
  /** The tenant's broker, shown as Contact ('Broker' when none). */
  brokerName: z.string().nullable(),
  brokerCompany: z.string().nullable(),
  /** ISO timestamp of the last stage change, update, comment or edit. */
  lastActivityAt: z.string(),
  /** The newest top-level comment's text (the Comment column). */
  latestUpdate: z.string().nullable(),
  property: dealPropertySchema,
  /** 0–100 */
  probability: z.number().int(),
  potentialValue: z.number().nullable(),
  /** ISO timestamp of the move into the current stage. */
  stageEnteredAt: z.string(),
  /** The approval status of the deal's latest submitted proposal round; null when none was submitted. */
  approvalStatus: z.enum(approvalStatuses).nullable(),
  leadUserId: z.number().int().nullable(),
});
export type DealListItem = z.infer<typeof dealListItemSchema>;

export const stageFiguresSchema = z.object({ squareFeet: z.number().int(), weightedValue: z.number() });
export type StageFigures = z.infer<typeof stageFiguresSchema>;

export const dealListResponseSchema = z.object({
  items: z.array(dealListItemSchema),
  /** Rows matching every filter. */
  total: z.number().int(),
  /**
   * Counts over the rows matching every filter but the stage (so the strip shows what picking a stage
   * would give): per stage, and by days since last activity. Every stage has a count, idle included,
   * so the counts of the stages filtered on (of all stages when none is) add up to `total`.
   */
  stageCounts: z.record(z.enum(dealStages), z.number().int()),
  ageing: z.record(z.enum(ageingBuckets), z.number().int()),
  /**
   * Over the same rows as `stageCounts`, per stage: the deals' total size (RSF) and their weighted
   * value (`weightedValue`: probability × potential value) — what a board column heads with.
   */
  stageFigures: z.record(z.enum(dealStages), stageFiguresSchema),
});
export type DealListResponse = z.infer<typeof dealListResponseSchema>;

/** GET /api/opportunities/facets: the values the State, Market and City filters offer, from the data. */
export const dealFacetsSchema = z.object({
  states: z.array(z.object({ code: z.string(), name: z.string() })),
  markets: z.array(z.string()),
  cities: z.array(z.string()),
});
export type DealFacets = z.infer<typeof dealFacetsSchema>;
