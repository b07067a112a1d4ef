import { z } from 'zod';
import { maxBulkDeals } from './deal-bulk';
import { dealLostReasons } from './deal-history';
import { inPipelineOrder, isDealStage, stageFilterParts } from './deal-stage-filter';
import { type DealStage, dealStageLabels, dealStages, dealTypes } from './deal-stages';
import { leaseTermKinds } from './lease-term-kinds';
import { leaseTermsMessages, nonNegative, positive } from './lease-terms-messages';
import { leaseTypes } from './lease-types';
import type { StoredNerTerms } from './ner';
import { keywordParam, optionalParam, pageQuerySchema, recordIdSchema } from './properties';
import { approvalStatuses } from './proposal-rounds';
import { waitTimeText } from './wait-time';
import { plural } from './words';

/*
 * Contracts of /api/opportunities — the deal record (ARCHITECTURE.md decision 3) read by the Deal
 * Pipeline, the deal detail and the opportunity detail — and of its tasks, documents and the
 * notifications mentions create (its comments: discussion.ts). Server and client both validate with these.
 */

// ---------------------------------------------------------------- the six-step opportunity bar

/** Spec §4: the opportunity screen's steps, in display order. */
export const opportunityStages = [
  'lead',
  'qualified',
  'proposal',
  'negotiation',
  'closed-won',
  'closed-lost',
] as const;
export type OpportunityStage = (typeof opportunityStages)[number];

export const opportunityStageLabels: Record<OpportunityStage, string> = {
  lead: 'Lead',
  qualified: 'Qualified',
  proposal: 'Proposal',
  negotiation: 'Negotiation',
  'closed-won': 'Closed Won',
  'closed-lost': 'Closed Lost',
};

/** Decision 3: which step a deal stage shows as. */
export function opportunityStageOf(stage: DealStage): OpportunityStage {
  switch (stage) {
    case 'inquiry':
    case 'idle':
      return 'lead';
    case 'touring':
      return 'qualified';
    case 'proposal':
    case 'loi':
      return 'proposal';
    case 'legal':
    case 'lease_execution':
      return 'negotiation';
    case 'deal':
      return 'closed-won';
    case 'dead':
      return 'closed-lost';
  }
}

/** Decision 3: the deal stage a click on a step saves. */
export const dealStageForStep: Record<OpportunityStage, DealStage> = {
  lead: 'inquiry',
  qualified: 'touring',
  proposal: 'proposal',
  negotiation: 'legal',
  'closed-won': 'deal',
  'closed-lost': 'dead',
};

// ---------------------------------------------------------------- pipeline list

/** Spec §2.7: Last Updated filter values (All Time is no value). */
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

/**
 * GET /api/opportunities/export.csv: the filters and sort, and `ids=4,8,15` to export exactly those
 * deals (the rows selected in the pipeline), in the list's order.
 */
export const dealExportQuerySchema = dealViewQuerySchema.extend({
  ids: optionalParam(
    z
      .string()
      .transform((value) => value.split(','))
      .pipe(z.array(recordIdSchema).max(maxBulkDeals, `Export at most ${maxBulkDeals} selected deals`))
      .transform((ids) => [...new Set(ids)]),
  ),
});
export type DealExportQuery = z.infer<typeof dealExportQuerySchema>;

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

/** Spec §3 'Opportunity (the deal record, from the opportunities list)' plus what the table shows. */
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
  /** The tenant's broker, shown as Contact (spec default 'Broker' when none). */
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

export const ageingBuckets = ['under30', 'from30to59', 'from60to90', 'over90'] as const;
export type AgeingBucket = (typeof ageingBuckets)[number];
export const ageingBucketLabels: Record<AgeingBucket, string> = {
  under30: '< 30 Days',
  from30to59: '30 - 59 Days',
  from60to90: '60 - 90 Days',
  over90: '> 90 Days',
};

/** Whole days since `lastActivity` → its ageing bucket (decision 5: '> 90 Days', computed). */
export function ageingBucketOf(daysSinceActivity: number): AgeingBucket {
  if (daysSinceActivity < 30) return 'under30';
  if (daysSinceActivity < 60) return 'from30to59';
  if (daysSinceActivity <= 90) return 'from60to90';
  return 'over90';
}

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

/** Spec §3: the CSV export's columns, in order; the file is deals-export.csv. */
export const dealExportColumns = [
  'Tenant',
  'Size (sqft)',
  'Asset',
  'Stage',
  'NER/sqft/yr',
  // The asking or proposed face rent, beside the NER and never in its place.
  'Proposed Rent/sqft/yr',
  'Contact',
  'Last Updated',
] as const;
export const dealExportFileName = 'deals-export.csv';

// ---------------------------------------------------------------- one deal

export const personSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  fullName: z.string(),
  avatar: z.string().nullable(),
});
export type Person = z.infer<typeof personSchema>;

export const opportunityDetailSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  prospectName: z.string(),
  stage: z.enum(dealStages),
  dealType: z.enum(dealTypes),
  description: z.string().nullable(),
  potentialValue: z.number().nullable(),
  probability: z.number().int(),
  /** yyyy-MM-dd */
  expectedCloseDate: z.string().nullable(),
  squareFeetNeeded: z.number().int(),
  proposedRent: z.number().nullable(),
  brokerName: z.string().nullable(),
  brokerCompany: z.string().nullable(),
  createdAt: z.string(),
  lastActivityAt: z.string(),
  lead: personSchema.nullable(),
  createdBy: personSchema,
  property: z.object({
    id: z.number().int(),
    name: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    market: z.string(),
  }),
  space: z
    .object({
      id: z.number().int(),
      name: z.string(),
      squareFeet: z.number().int(),
      floorNumber: z.number().int(),
    })
    .nullable(),
  tenant: z
    .object({
      id: z.number().int(),
      name: z.string(),
      industry: z.string().nullable(),
      contactName: z.string().nullable(),
      contactEmail: z.string().nullable(),
      contactPhone: z.string().nullable(),
    })
    .nullable(),
  /** The lease created from this deal once won ('Create Lease'), if any. */
  leaseId: z.number().int().nullable(),
  /** ISO timestamp of the move into the current stage. */
  stageEnteredAt: z.string(),
  /** For a dead deal, the stage it was lost at; null otherwise or when not recorded. */
  lostAtStage: z.enum(dealStages).nullable(),
  lostReason: z.enum(dealLostReasons).nullable(),
  lostReasonNote: z.string().nullable(),
  /** True once someone set the probability by hand (it no longer follows the stage). */
  probabilityByHand: z.boolean(),
  /** The approval status of the deal's latest submitted proposal round; null when none was submitted. */
  approvalStatus: z.enum(approvalStatuses).nullable(),
  /** Bumped by every write; a write may send it back to be refused (409) when the deal changed since. */
  version: z.number().int(),
});
export type OpportunityDetail = z.infer<typeof opportunityDetailSchema>;

export const opportunityNotFoundMessage = 'Opportunity not found';
export const maxTextLength = { title: 200, name: 200, description: 5000, comment: 5000, task: 300 } as const;

const money = (label: string) =>
  z
    .number(`${label} must be a number`)
    .min(0, `${label} must be a non-negative number`)
    .max(1_000_000_000, `${label} is too large`);
const day = z.iso.date('Must be a date (yyyy-MM-dd)');

/** The editable fields of a deal, without defaults (an update must not reset what it does not send). */
const dealFieldsSchema = z.object({
  prospectName: z.string().trim().min(1, 'Prospect name is required').max(maxTextLength.name),
  propertyId: z.number('Property is required').int().positive('Property is required'),
  tenantId: z.number().int().positive().nullish(),
  spaceId: z.number().int().positive().nullish(),
  dealType: z.enum(dealTypes, 'Must be new, renewal or expansion'),
  squareFeetNeeded: z
    .number('Size must be a number')
    .int('Size must be a whole number of square feet')
    .positive('Size must be a positive number')
    .max(10_000_000, 'Size is too large'),
  proposedRent: money('Proposed rent').nullish(),
  brokerName: z.string().trim().max(maxTextLength.name).nullish(),
  brokerCompany: z.string().trim().max(maxTextLength.name).nullish(),
  leadUserId: z.number().int().positive().nullish(),
  title: z.string().trim().max(maxTextLength.title).nullish(),
  description: z.string().trim().max(maxTextLength.description).nullish(),
  expectedCloseDate: day.nullish(),
});
/** Add Deal (POST /api/opportunities) and /deals/new. */
export const createDealSchema = dealFieldsSchema.extend({
  stage: z.enum(dealStages, 'Unknown stage').default('inquiry'),
  dealType: dealFieldsSchema.shape.dealType.default('new'),
  /** Create the deal although the same tenant has an open deal on the building (asked after a 409). */
  allowDuplicate: z.boolean().optional(),
});

/**
 * The 409 that Add Deal answers when the tenant (the tenant record, or else the prospect's name) has
 * an open deal — any stage but Deal Complete and Dead — on the same building, and so on any of its
 * suites: the message names it, and `duplicateDealId` lets the screen open it.
 */
export const duplicateDealConflictSchema = z.object({
  message: z.string(),
  duplicateDealId: z.number().int().positive(),
});
export type DuplicateDealConflict = z.infer<typeof duplicateDealConflictSchema>;

export function duplicateDealMessage(deal: { prospectName: string; propertyName: string; stage: DealStage }) {
  return `${deal.prospectName} already has an open deal on ${deal.propertyName} (${dealStageLabels[deal.stage]}).`;
}
export type CreateDealInput = z.input<typeof createDealSchema>;

/** Why a PATCH both sets the probability and asks it to follow the stage. */
export const probabilityBothWaysMessage = 'Set a probability or let it follow the stage, not both';

/**
 * Edit Deal, the lead picker and the probability of the deal screen (PATCH /api/opportunities/:id):
 * any subset. A probability sent is set by hand (it stops following the stage);
 * `probabilityFollowsStage: true` puts it back on the stage's figure. A new `leadUserId` is a
 * reassignment. `version`, when sent, refuses the edit if the deal changed since it was read (409).
 */
export const updateDealSchema = dealFieldsSchema
  .extend({
    title: z.string().trim().min(1, 'Title is required').max(maxTextLength.title),
    potentialValue: money('Potential value').nullish(),
    probability: z
      .number('Probability must be a number')
      .int('Probability must be a whole number')
      .min(0, 'Probability must be between 0 and 100')
      .max(100, 'Probability must be between 0 and 100'),
    probabilityFollowsStage: z.literal(true, 'Must be true'),
    version: z.number().int().positive(),
  })
  .partial()
  .refine((value) => Object.keys(value).some((key) => key !== 'version'), 'Nothing to update')
  .refine(
    (value) => value.probability === undefined || value.probabilityFollowsStage === undefined,
    probabilityBothWaysMessage,
  );
export type UpdateDealInput = z.input<typeof updateDealSchema>;

/**
 * PATCH /api/opportunities/:id/stage. A move to Dead carries why (`lostReason`, and words with
 * 'other'); `version`, when sent, refuses the move if the deal changed since it was read (409).
 */
export const stageUpdateSchema = z.object({
  stage: z.enum(dealStages, 'Unknown stage'),
  lostReason: z.enum(dealLostReasons, 'Unknown reason').optional(),
  lostReasonNote: z.string().trim().max(500, 'Reason must be at most 500 characters').optional(),
  version: z.number().int().positive().optional(),
});
export type StageUpdate = z.input<typeof stageUpdateSchema>;

// ---------------------------------------------------------------- lease terms (spec §5, §9)

export { leaseTermsMessages };

/** A ticked renewal option needs a renewal term of more than 0 months (a blank one counts as 0). */
export const renewalTermRequiredMessage = 'Renewal term must be a positive number';

/** True when the renewal option is ticked but the term is 0 or less. */
export const lacksRenewalTerm = (renewalOption: boolean | undefined, renewalTerm: number | undefined) =>
  renewalOption === true && renewalTerm !== undefined && renewalTerm <= 0;

/**
 * The renewal-term rule as a refinement on the renewalTerm field. It runs even while other fields are
 * wrong (so a form shows every message at once), but not when the option or term is itself invalid.
 */
const renewalTermRule = {
  message: renewalTermRequiredMessage,
  path: ['renewalTerm'],
  when: (payload: z.core.ParsePayload) =>
    !payload.issues.some((issue) => ['renewalOption', 'renewalTerm'].includes(String(issue.path?.[0]))),
};

/** Spec §9 form defaults. */
export const leaseTermsDefaults = {
  leaseType: 'gross',
  term: 60,
  baseRent: 0,
  rentEscalation: 3,
  rentFreePeriod: 0,
  tenantImprovements: 0,
  securityDeposit: 0,
  renewalOption: false,
  renewalTerm: 0,
  otherLandlordCosts: 0,
} as const;

const leaseTermsFieldsSchema = z.object({
  leaseType: z.enum(leaseTypes, leaseTermsMessages.leaseType),
  term: positive(leaseTermsMessages.term, 600).int('Term must be a whole number of months'),
  baseRent: positive(leaseTermsMessages.baseRent, 100_000),
  rentEscalation: nonNegative(leaseTermsMessages.rentEscalation, 100),
  rentFreePeriod: nonNegative(leaseTermsMessages.rentFreePeriod, 600),
  tenantImprovements: nonNegative(leaseTermsMessages.tenantImprovements, 100_000),
  securityDeposit: nonNegative(leaseTermsMessages.securityDeposit, 1_000_000_000),
  renewalOption: z.boolean().default(false),
  renewalTerm: nonNegative(leaseTermsMessages.renewalTerm, 600).default(0),
  /** Leasing commissions, % of aggregate rent; null or absent is none (0 %). */
  leasingCommissionPct: z
    .number(leaseTermsMessages.leasingCommissionPct)
    .min(0, leaseTermsMessages.leasingCommissionPct)
    .max(100, leaseTermsMessages.leasingCommissionPct)
    .nullish(),
  /** Other landlord costs, $/RSF, paid up front like TI; absent on a create is none (0). */
  otherLandlordCosts: nonNegative(leaseTermsMessages.otherLandlordCosts, 100_000).optional(),
});

/** The lease terms as sent and stored (numbers); `term` and `renewalTerm` are months. */
export const leaseTermsInputSchema = leaseTermsFieldsSchema.refine(
  (value) => !lacksRenewalTerm(value.renewalOption, value.renewalTerm),
  renewalTermRule,
);
export type LeaseTermsInput = z.input<typeof leaseTermsInputSchema>;

/**
 * PATCH of lease terms: any subset of the fields. Not `leaseTermsInputSchema.partial()`, whose
 * defaults would reset an unsent renewal option and term. A renewal option ticked without a term
 * sent is checked against the saved term by the server.
 */
export const leaseTermsPatchSchema = leaseTermsFieldsSchema
  .extend({
    renewalOption: leaseTermsFieldsSchema.shape.renewalOption.unwrap(),
    renewalTerm: leaseTermsFieldsSchema.shape.renewalTerm.unwrap(),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, 'Nothing to update')
  .refine((value) => !lacksRenewalTerm(value.renewalOption, value.renewalTerm), renewalTermRule);
export type LeaseTermsPatch = z.input<typeof leaseTermsPatchSchema>;

/** POST /api/opportunities/:id/lease ('Create Lease') answers the new lease's id. */
export const createdLeaseSchema = z.object({ leaseId: z.number().int() });
export const leaseTermsExistMessage = 'Lease terms of this kind already exist for this deal';

/** The form's text fields, converted to numbers with the spec's messages ('' renewal term counts as 0). */
const numberText = (message: string, emptyAs?: number) =>
  z.preprocess(
    (value) => {
      if (typeof value === 'number') return value;
      const text = String(value ?? '').trim();
      if (text === '') return emptyAs ?? Number.NaN;
      return Number(text);
    },
    z.number(message).refine((n) => Number.isFinite(n), message),
  );

/** Like `numberText`, but a blank field is null (no value) rather than an error. */
const optionalNumberText = (message: string) =>
  z.preprocess(
    (value) => {
      if (typeof value === 'number' || value === null) return value;
      const text = String(value ?? '').trim();
      return text === '' ? null : Number(text);
    },
    z
      .number(message)
      .refine((n) => Number.isFinite(n), message)
      .nullable(),
  );

export const leaseTermsFormSchema = z
  .object({
    leaseType: z.string().min(1, leaseTermsMessages.leaseType),
    term: numberText(leaseTermsMessages.term).pipe(z.number().gt(0, leaseTermsMessages.term)),
    baseRent: numberText(leaseTermsMessages.baseRent).pipe(z.number().gt(0, leaseTermsMessages.baseRent)),
    rentEscalation: numberText(leaseTermsMessages.rentEscalation).pipe(
      z.number().min(0, leaseTermsMessages.rentEscalation),
    ),
    rentFreePeriod: numberText(leaseTermsMessages.rentFreePeriod).pipe(
      z.number().min(0, leaseTermsMessages.rentFreePeriod),
    ),
    tenantImprovements: numberText(leaseTermsMessages.tenantImprovements).pipe(
      z.number().min(0, leaseTermsMessages.tenantImprovements),
    ),
    securityDeposit: numberText(leaseTermsMessages.securityDeposit).pipe(
      z.number().min(0, leaseTermsMessages.securityDeposit),
    ),
    renewalOption: z.boolean().optional(),
    renewalTerm: numberText(leaseTermsMessages.renewalTerm, 0).pipe(
      z.number().min(0, leaseTermsMessages.renewalTerm),
    ),
    leasingCommissionPct: optionalNumberText(leaseTermsMessages.leasingCommissionPct).pipe(
      z
        .number()
        .min(0, leaseTermsMessages.leasingCommissionPct)
        .max(100, leaseTermsMessages.leasingCommissionPct)
        .nullable(),
    ),
    otherLandlordCosts: numberText(leaseTermsMessages.otherLandlordCosts).pipe(
      z.number().min(0, leaseTermsMessages.otherLandlordCosts),
    ),
  })
  .refine((value) => !lacksRenewalTerm(value.renewalOption, value.renewalTerm), renewalTermRule);

export const leaseTermsSchema = z.object({
  id: z.number().int(),
  opportunityId: z.number().int(),
  kind: z.enum(leaseTermKinds),
  leaseType: z.enum(leaseTypes),
  term: z.number().int(),
  baseRent: z.number(),
  rentEscalation: z.number(),
  rentFreePeriod: z.number(),
  tenantImprovements: z.number(),
  securityDeposit: z.number(),
  renewalOption: z.boolean(),
  renewalTerm: z.number(),
  leasingCommissionPct: z.number().nullable(),
  /** $/RSF, paid up front like TI (an accepted round's carry over); 0 is none. */
  otherLandlordCosts: z.number(),
  /** Computed by common/ner.ts; $/RSF/yr. */
  ner: z.object({ straightLine: z.number(), discounted: z.number() }),
  updatedAt: z.string(),
});
export type LeaseTerms = z.infer<typeof leaseTermsSchema>;

/** Lease terms as the API gives them, in the shape the NER reads (what the record stores). */
export const nerTermsOf = (terms: LeaseTerms): Required<StoredNerTerms> => ({
  termMonths: terms.term,
  baseRent: terms.baseRent,
  rentEscalation: terms.rentEscalation,
  rentFreeMonths: terms.rentFreePeriod,
  tenantImprovements: terms.tenantImprovements,
  leasingCommissionPct: terms.leasingCommissionPct,
  otherLandlordCosts: terms.otherLandlordCosts,
});
/**
 * GET /api/opportunities/:id/lease-terms: the deal's terms of the kind asked for, or null when it has
 * none yet — an ordinary state of a deal, not an error (404 is kept for a deal that does not exist).
 */
export const leaseTermsResponseSchema = leaseTermsSchema.nullable();
/** PATCH of terms a deal does not have yet (404). */
export const noLeaseTermsMessage = 'No lease terms for this deal';

/** Spec §9: a term divisible by 12 months is shown in years. */
export function formatTerm(months: number): string {
  if (months > 0 && months % 12 === 0) {
    const years = months / 12;
    return plural(years, 'year');
  }
  return plural(months, 'month');
}

// ---------------------------------------------------------------- notifications

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  body: z.string().nullable(),
  /** In-app path, e.g. /deals/12?tab=discussion#comment-40 */
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

// ---------------------------------------------------------------- tasks and documents

export const taskInputSchema = z.object({
  title: z
    .string('Task is required')
    .trim()
    .min(1, 'Task is required')
    .max(maxTextLength.task, `Task must be at most ${maxTextLength.task} characters`),
  assigneeId: z.number().int().positive().nullish(),
  dueDate: day.nullish(),
});
export const taskUpdateSchema = taskInputSchema
  .extend({ completed: z.boolean() })
  .partial()
  .refine((value) => Object.keys(value).length > 0, 'Nothing to update');

export const taskSchema = z.object({
  id: z.number().int(),
  opportunityId: z.number().int(),
  title: z.string(),
  assignee: personSchema.nullable(),
  dueDate: z.string().nullable(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Task = z.infer<typeof taskSchema>;
export const taskNotFoundMessage = 'Task not found';

/** What GET /api/opportunities/:id/tasks lists: each task with what the signed-in user may do to it. */
export const taskListItemSchema = taskSchema.extend({
  /** May change its title, due date or assignee, and delete it. */
  canModify: z.boolean(),
  /** May tick it done or open it again. */
  canComplete: z.boolean(),
});
export type TaskListItem = z.infer<typeof taskListItemSchema>;

/** Files a deal may hold: office documents, PDFs, images and plain text, at most 25 MiB each. */
export const documentMaxBytes = 25 * 1024 * 1024;
export const documentContentTypes = {
  'application/pdf': '.pdf',
  'application/msword': '.doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': '.docx',
  'application/vnd.ms-excel': '.xls',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': '.xlsx',
  'application/vnd.ms-powerpoint': '.ppt',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': '.pptx',
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'text/plain': '.txt',
  'text/csv': '.csv',
} as const;

export const documentSchema = z.object({
  id: z.number().int(),
  opportunityId: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  createdAt: z.string(),
  uploadedBy: personSchema,
});
export type DealDocument = z.infer<typeof documentSchema>;

/** What GET /api/opportunities/:id/documents lists: each file with whether the signed-in user may delete it. */
export const documentListItemSchema = documentSchema.extend({ canModify: z.boolean() });
export type DealDocumentListItem = z.infer<typeof documentListItemSchema>;

export type DocumentContentType = keyof typeof documentContentTypes;
export const isDocumentContentType = (type: string): type is DocumentContentType =>
  Object.hasOwn(documentContentTypes, type);

const megabytes = (bytes: number) =>
  `${(bytes / (1024 * 1024)).toLocaleString('en-US', { maximumFractionDigits: 1 })} MB`;

export const documentMessages = {
  unsupportedType: 'Unsupported file type',
  empty: 'The file is empty',
  tooLarge: 'The file is larger than 25 MB',
  notFound: 'Document not found',
  overQuota: (quotaBytes: number, usedBytes: number) =>
    `This upload would exceed your ${megabytes(quotaBytes)} of document storage (${megabytes(usedBytes)} used). ` +
    'Delete documents you no longer need to free space, or ask an administrator to raise the quota.',
  tooManyUploads: (max: number, windowMs: number, retryAfterMs: number) =>
    `You have reached the limit of ${max} uploads in ${waitTimeText(windowMs)}. ` +
    `Try again in ${waitTimeText(retryAfterMs)}.`,
} as const;

export const maxDocumentNameLength = 200;

/**
 * The upload's `?name=`: path separators, control characters and bidi overrides (which can disguise
 * an extension) are removed, then the name is trimmed.
 */
export const documentFileNameSchema = z
  .string('File name is required')
  .transform((name) => name.replace(/[/\\\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu, '').trim())
  .pipe(
    z
      .string()
      .min(1, 'File name is required')
      .max(maxDocumentNameLength, `File name must be at most ${maxDocumentNameLength} characters`),
  );

/** POST /api/opportunities/:id/documents?name=…: the body is the file's bytes, sent with its Content-Type. */
export const documentUploadQuerySchema = z.object({ name: documentFileNameSchema });
