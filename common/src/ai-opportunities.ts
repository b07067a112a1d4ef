import { z } from 'zod';
import { jobStatuses } from './job-statuses';
import { optionalParam, pageQuerySchema } from './properties';
import { plural, pluralWord } from './words';

/*
 * Contracts of /api/ai-opportunities: the opportunity, its status, its primary action and
 * 'Run AI Analysis'. The opportunities are computed on
 * the server by the pure rules of common/src/ai-rules from the portfolio; statuses persist.
 */

/** AI opportunity types and statuses. */
export const aiOpportunityTypes = ['tenant-match', 'renewal', 'expansion', 'risk', 'market'] as const;
export type AiOpportunityType = (typeof aiOpportunityTypes)[number];

export const aiOpportunityStatuses = ['new', 'viewed', 'saved', 'dismissed'] as const;
export type AiOpportunityStatus = (typeof aiOpportunityStatuses)[number];

export const aiOpportunityTypeLabels: Record<AiOpportunityType, string> = {
  'tenant-match': 'Tenant Match',
  renewal: 'Renewal',
  expansion: 'Expansion',
  risk: 'Risk',
  market: 'Market',
};

// ---------------------------------------------------------------- filter tabs

/**
 * The filter tabs, in display order, and Dismissed, where dismissed ones can be found and
 * restored. Filter rule: all = every not-dismissed one; new/saved/dismissed by status; else by type.
 */
export const aiOpportunityTabs = [
  'all',
  'new',
  'tenant-match',
  'renewal',
  'risk',
  'saved',
  'dismissed',
] as const;
export type AiOpportunityTab = (typeof aiOpportunityTabs)[number];

export const aiOpportunityTabLabels: Record<AiOpportunityTab, string> = {
  all: 'All Opportunities',
  new: 'New',
  'tenant-match': 'Tenant Matches',
  renewal: 'Renewals',
  risk: 'Risks',
  saved: 'Saved',
  dismissed: 'Dismissed',
};

/** Keys of the list's `counts`: every tab plus the types without a tab (expansion, market). */
export const aiOpportunityCountKeys = ['all', 'new', 'saved', 'dismissed', ...aiOpportunityTypes] as const;
export type AiOpportunityCountKey = (typeof aiOpportunityCountKeys)[number];

// ---------------------------------------------------------------- the opportunity

/** One named input of a confidence score: score = round(100 × Σ weight × value), weights sum to 1. */
export const confidenceFactorSchema = z.object({
  name: z.string(),
  /** Share of the score, 0–1. */
  weight: z.number().min(0).max(1),
  /** How strongly the factor holds, 0–1. */
  value: z.number().min(0).max(1),
  /** Why the value is what it is, in words ('Expires in 92 days'). */
  explanation: z.string().optional(),
});
export type ConfidenceFactor = z.infer<typeof confidenceFactorSchema>;

export const aiOpportunityPrimaryActionSchema = z.object({
  label: z.string(),
  /** A path starting with '/'. */
  path: z.string(),
});
export type AiOpportunityPrimaryAction = z.infer<typeof aiOpportunityPrimaryActionSchema>;

export const aiOpportunitySchema = z.object({
  id: z.number().int(),
  type: z.enum(aiOpportunityTypes),
  title: z.string(),
  description: z.string(),
  confidenceScore: z.number().int().min(0).max(100),
  confidenceFactors: z.array(confidenceFactorSchema),
  property: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  space: z.object({ id: z.number().int(), suite: z.string() }).nullable(),
  tenant: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  leaseId: z.number().int().nullable(),
  /** Dollars (rent psf × sf × term years); null when the rule has no value to offer. */
  potentialValue: z.number().nullable(),
  /** 'yyyy-MM-dd' (shown like 'March 5, 2024'), or null. */
  expirationDate: z.string().nullable(),
  status: z.enum(aiOpportunityStatuses),
  tags: z.array(z.string()),
  primaryAction: aiOpportunityPrimaryActionSchema,
  /** ISO timestamp ('Generated {date}'). */
  createdAt: z.string(),
});
export type AiOpportunity = z.infer<typeof aiOpportunitySchema>;

// ---------------------------------------------------------------- GET /api/ai-opportunities

/**
 * Without `status` the list leaves dismissed opportunities out (Remove hides the card);
 * `status=dismissed` lists only them. Retired opportunities (condition ended) are never listed.
 * Order: confidence high to low, then newest first.
 */
export const aiOpportunityListQuerySchema = z.object({
  status: optionalParam(z.enum(aiOpportunityStatuses, 'Must be new, viewed, saved or dismissed')),
  type: optionalParam(z.enum(aiOpportunityTypes, 'Must be tenant-match, renewal, expansion, risk or market')),
  ...pageQuerySchema.shape,
});
export type AiOpportunityListQuery = z.infer<typeof aiOpportunityListQuerySchema>;

export const aiOpportunityListResponseSchema = z.object({
  items: z.array(aiOpportunitySchema),
  /** Rows matching the query before limit/offset. */
  total: z.number().int(),
  /**
   * Not-retired opportunities per tab/type, regardless of the query's filters: `dismissed` counts the
   * dismissed ones, every other key only those not dismissed.
   */
  counts: z.record(z.enum(aiOpportunityCountKeys), z.number().int()),
  /** When the last analysis finished (ISO), null before the first. */
  lastAnalyzedAt: z.string().nullable(),
});
export type AiOpportunityListResponse = z.infer<typeof aiOpportunityListResponseSchema>;

// ---------------------------------------------------------------- PATCH /api/ai-opportunities/:id

/**
 * The moves a status may make (the same status again changes nothing): opening a new one → viewed;
 * Save → saved; Dismiss (Remove on a saved card) → dismissed; Restore → viewed, back among the standing
 * ones. Nothing returns to new, and a saved or dismissed one is not demoted to viewed by opening it.
 */
export const aiOpportunityTransitions: Record<AiOpportunityStatus, readonly AiOpportunityStatus[]> = {
  new: ['viewed', 'saved', 'dismissed'],
  viewed: ['saved', 'dismissed'],
  saved: ['dismissed'],
  dismissed: ['viewed'],
};

/** The status Restore gives a dismissed opportunity. */
export const aiOpportunityRestoredStatus = 'viewed' satisfies AiOpportunityStatus;

export const canChangeAiOpportunityStatus = (from: AiOpportunityStatus, to: AiOpportunityStatus): boolean =>
  from === to || aiOpportunityTransitions[from].includes(to);

/** 409 for a move `aiOpportunityTransitions` does not allow. */
export const aiOpportunityStatusChangeMessage = (from: AiOpportunityStatus, to: AiOpportunityStatus) =>
  `A ${from} opportunity cannot become ${to}`;

/** PATCH body; responds with the updated opportunity (409 for a move the transitions do not allow). */
export const aiOpportunityStatusUpdateSchema = z
  .object({ status: z.enum(aiOpportunityStatuses, 'Must be new, viewed, saved or dismissed') })
  .strict();
export type AiOpportunityStatusUpdate = z.infer<typeof aiOpportunityStatusUpdateSchema>;

export const aiOpportunityNotFoundMessage = 'AI opportunity not found';
export const analysisJobNotFoundMessage = 'Analysis job not found';

// ---------------------------------------------------------------- analysis jobs

/** Job kind of an AI analysis in the jobs table. */
export const aiAnalysisJobKind = 'ai-analysis';

/** POST /api/ai-opportunities/analyze → 202; a job already queued or running is returned instead of a new one. */
export const analyzeResponseSchema = z.object({ jobId: z.number().int() });
export type AnalyzeResponse = z.infer<typeof analyzeResponseSchema>;

export const analysisResultSchema = z.object({
  /** Opportunities found for the first time (or back after being retired). */
  created: z.number().int(),
  /** Opportunities whose condition ended. */
  retired: z.number().int(),
  /** Opportunities that still stand (status kept). */
  kept: z.number().int(),
  durationMs: z.number().int(),
});
export type AnalysisResult = z.infer<typeof analysisResultSchema>;

/** GET /api/ai-opportunities/jobs/:id — poll until status is done or failed. */
export const analysisJobSchema = z.object({
  id: z.number().int(),
  status: z.enum(jobStatuses),
  attempts: z.number().int(),
  result: analysisResultSchema.nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type AnalysisJob = z.infer<typeof analysisJobSchema>;

// ---------------------------------------------------------------- GET /api/ai-opportunities/insights

/** Figures of the three insight cards, computed from the database. */
export const aiInsightsSchema = z.object({
  // Portfolio Insights (updated daily)
  propertiesAnalyzed: z.number().int(),
  activeLeases: z.number().int(),
  /** Tenants with an active lease and expansion intent (tenant flag or latest survey). */
  tenantsWithExpansionPotential: z.number().int(),
  /** When the last analysis finished (ISO), null before the first. */
  lastAnalyzedAt: z.string().nullable(),
  // Renewal Insights (next 180 days)
  /** Active leases ending between today and today + 180 days. */
  leasesExpiring180: z.number().int(),
  /** Mean latest-survey renewal likelihood of those leases' tenants, whole %; null without surveys. */
  renewalProbabilityPct: z.number().int().nullable(),
  /** Σ current rent psf × rentable sf × original term years (whole, min 1) of those leases, dollars. */
  potentialRenewalValue: z.number(),
  // Market Insights
  /** Avg comp starting psf of the last 12 months vs the 12 before, % (one decimal); null without data. */
  marketRentChangePct: z.number().nullable(),
  /** The same over comps of office buildings. */
  officeRentChangePct: z.number().nullable(),
  /** Vacant share of retail buildings' space today, % (one decimal); null without retail space. */
  retailVacancyPct: z.number().nullable(),
  /** Retail vacancy today minus a year ago, percentage points (one decimal); null without retail space. */
  retailVacancyChangePts: z.number().nullable(),
  /** Deals created on medical buildings in the last 12 months vs the 12 before, %; null when none before. */
  medicalDemandChangePct: z.number().nullable(),
});
export type AiInsights = z.infer<typeof aiInsightsSchema>;

// ---------------------------------------------------------------- texts

export type ToastText = { title: string; description: string };

export const aiOpportunityToasts = {
  saved: { title: 'Opportunity Saved', description: 'This opportunity has been saved for later.' },
  dismissed: {
    title: 'Opportunity Dismissed',
    description: 'This opportunity has been removed from your active list.',
  },
  /** Restore on the Dismissed tab. */
  restored: {
    title: 'Opportunity Restored',
    description: 'This opportunity is back in your active list.',
  },
  analysisStarted: {
    title: 'AI Analysis Started',
    description: 'Our AI is analyzing your portfolio for new opportunities. This may take a few minutes.',
  },
  /** Shown (destructive) when the job fails. */
  analysisFailed: {
    title: 'AI Analysis Failed',
    description: 'The analysis could not be completed. Please try again.',
  },
} as const satisfies Record<string, ToastText>;

/** 'Analysis complete! 3 new opportunities were found.' with the real count (singular for 1). */
export function analysisCompleteToast(created: number): ToastText {
  const found = `${plural(created, 'new opportunity')} ${pluralWord(created, 'was', 'were')} found`;
  return { title: 'AI Analysis Complete', description: `Analysis complete! ${found}.` };
}

/** The page header; the count with thousands separators ('8,964'). */
export function aiOpportunitiesHeader(count: number): string {
  return `${plural(count, 'AI-generated opportunity')} based on your portfolio data`;
}

export const aiOpportunitiesEmpty = {
  title: 'No opportunities found',
  /** With a tab other than All selected; `filter` is the tab's label in lower case. */
  filtered: (filter: string) => `No ${filter} opportunities available right now`,
  none: "Our AI hasn't identified any opportunities yet",
  action: 'Run Analysis Now',
  /** The Dismissed tab when nothing is dismissed (no analysis to run there). */
  dismissedTitle: 'No dismissed opportunities',
  dismissedNone: 'Opportunities you dismiss are kept here, where you can restore them.',
} as const;

/** A path is followed; otherwise tenant-match and renewal have fixed targets. */
export function primaryActionPath(opportunity: {
  type: AiOpportunityType;
  primaryAction: { path: string } | null;
  tenant: { id: number } | null;
  property: { id: number } | null;
  leaseId: number | null;
}): string | null {
  const path = opportunity.primaryAction?.path;
  if (path?.startsWith('/')) return path;
  if (opportunity.type === 'tenant-match') {
    const params = new URLSearchParams();
    if (opportunity.tenant) params.set('tenantId', String(opportunity.tenant.id));
    if (opportunity.property) params.set('propertyId', String(opportunity.property.id));
    return `/deals/new?${params.toString()}`;
  }
  if (opportunity.type === 'renewal' && opportunity.leaseId !== null) {
    return `/leases/${opportunity.leaseId}/renew`;
  }
  return null;
}
