import { z } from 'zod';

/*
 * Contracts of /api/ai-briefing: the dashboard's AI Briefing card and its regeneration. A briefing is
 * computed from the portfolio on the server and stored; the card pages through its items. Dismissing an item
 * hides it in that briefing only: a later generation brings it back if it still applies.
 *
 * - GET  /api/ai-briefing                        → Briefing (the latest; a new one is generated on the
 *                                                  first call ever and on the first call of a new UTC day)
 * - POST /api/ai-briefing/generate               → Briefing (a new one, computed now)
 * - POST /api/ai-briefing/items/:key/dismiss     → Briefing (the latest, without the item);
 *                                                  404 'Briefing item not found' for an unknown key.
 */

export const briefingSections = ['priority', 'engagement'] as const;
export type BriefingSection = (typeof briefingSections)[number];

/** The section headings of the card. */
export const briefingSectionLabels: Record<BriefingSection, string> = {
  priority: 'PRIORITY ACTIONS',
  engagement: 'ENGAGEMENT SIGNALS',
};

/**
 * Stable item keys. A key names the rule (and, for a match, the AI opportunity), so the same finding
 * keeps its key from one generation to the next.
 */
export const briefingItemKeys = {
  leasesExpiring: 'leases-expiring-30',
  stalledNegotiations: 'deals-negotiation-stalled',
  optionNoticesDue: 'option-notices-due',
  /** One per high-confidence expansion / tenant-match AI opportunity: `match-{aiOpportunityId}`. */
  match: (aiOpportunityId: number) => `match-${aiOpportunityId}`,
} as const;

export const briefingItemKeySchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'Unknown briefing item');

/** Thresholds of the rules: leases expiring within 30 days, follow-ups due this week, matches above 85 %. */
export const briefingRules = {
  leaseExpiryDays: 30,
  staleActivityDays: 7,
  optionNoticeDays: 30,
  /** An AI opportunity matches when its confidence is strictly above this. */
  matchConfidenceAbove: 85,
  /** At most this many engagement items (the highest confidences). */
  maxMatches: 3,
} as const;

export const briefingItemSchema = z.object({
  key: briefingItemKeySchema,
  section: z.enum(briefingSections),
  /** 1-based position over the whole briefing: priority items first, then engagement, best first. */
  rank: z.number().int().positive(),
  title: z.string(),
  description: z.string(),
  /** How many records the item is about (leases, deals, options); null for a single match. */
  count: z.number().int().nonnegative().nullable(),
  /** A match's AI confidence in percent; null for the other items. */
  confidence: z.number().int().min(0).max(100).nullable(),
  /** The primary button: 'View Expirations', 'View Opportunities', 'View Options', 'View Match'. */
  actionLabel: z.string(),
  /** Where the primary button goes, an app path such as '/leases?expiring=30'. */
  actionPath: z.string().startsWith('/'),
});
export type BriefingItem = z.infer<typeof briefingItemSchema>;

export const summarySources = ['rules', 'llm'] as const;
export type SummarySource = (typeof summarySources)[number];

export const briefingSchema = z.object({
  id: z.number().int(),
  /** ISO timestamp; the card shows 'Updated' plus it as MM/dd/yyyy. */
  generatedAt: z.iso.datetime({ offset: true }),
  /** Ranked, without the items dismissed from this briefing. Empty when nothing needs attention. */
  items: z.array(briefingItemSchema),
  /** One paragraph: written by the configured LLM, else from the rules. */
  summary: z.string(),
  summarySource: z.enum(summarySources),
});
export type Briefing = z.infer<typeof briefingSchema>;

/** Dismiss answers the latest briefing as it now reads (the item gone). */
export const dismissBriefingItemResponseSchema = briefingSchema;
export type DismissBriefingItemResponse = Briefing;

export const briefingItemParamsSchema = z.object({ key: briefingItemKeySchema });

export const briefingMessages = {
  itemNotFound: 'Briefing item not found',
} as const;

/** The action labels of the items. */
export const briefingActionLabels = {
  leasesExpiring: 'View Expirations',
  stalledNegotiations: 'View Opportunities',
  optionNoticesDue: 'View Options',
  match: 'View Match',
} as const;

/**
 * Targets of the items:
 * - leases expiring → '/leases?expiring=30';
 * - stalled negotiations → the pipeline on every negotiation stage the item counts:
 *   '/deals?stage=legal,lease_execution', or just the one stage holding them all;
 * - option notices due → '/options?status=active' (notice windows open now);
 * - a match → the AI Opportunities screen on that opportunity: `?opportunity={id}` names the card to
 *   show, with the Tenant Matches tab (`filter=tenant-match`) for a tenant match.
 */
export function matchActionPath(type: 'tenant-match' | 'expansion', aiOpportunityId: number): string {
  return type === 'tenant-match'
    ? `/opportunities?filter=tenant-match&opportunity=${aiOpportunityId}`
    : `/opportunities?opportunity=${aiOpportunityId}`;
}
