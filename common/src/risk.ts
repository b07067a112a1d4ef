import { z } from 'zod';
import { errorResponseSchema } from './errors';

/*
 * Contracts of /api/risk: the risk provider's answers, the tenant
 * sentiment and building health shapes, the bands and the demo's derived views and insight rules.
 * Action plans live in ./action-plans (re-exported below for the demo dialog).
 */
export {
  type ActionPlanInput,
  type ActionPlanListItem,
  type ActionPlanRecord,
  type ActionPlanStatusUpdate,
  type ActionPlanValues,
  type ActionType,
  type Assignee,
  actionPlanDueInDays,
  actionPlanFieldsSchema,
  actionPlanFollowupInDays,
  actionPlanInputSchema,
  actionPlanListItemSchema,
  actionPlanListQuerySchema,
  actionPlanMessages,
  actionPlanRecordSchema,
  actionPlanStatusUpdateSchema,
  actionTypeLabels,
  actionTypes,
  assigneeSchema,
  daysFrom,
  defaultActionPlanDates,
  defaultActionType,
} from './action-plans';

/** What the demo shows; the server's own messages never reach the user. */
export const riskDemoMessages = {
  missingInformation: 'Missing information',
  missingTenantName: 'Please enter a tenant name to search',
  missingBuildingAddress: 'Please enter a building address to search',
  tenantLoaded: 'Tenant data loaded',
  tenantLoadedDescription: (tenant: string) => `Successfully loaded risk data for ${tenant}`,
  buildingLoaded: 'Building data loaded',
  tenantFailed: 'Failed to fetch tenant data. Please try again.',
  buildingFailed: 'Failed to fetch building data. Please try again.',
  actionPlanCreated: 'Action plan created',
  actionPlanCreatedDescription: (tenant: string) =>
    `Action plan for ${tenant} has been created successfully.`,
  actionPlanFailedTitle: 'Error creating action plan',
  actionPlanFailed: 'There was an error creating the action plan. Please try again.',
  syncing: 'Syncing data',
} as const;

/**
 * GET /api/risk/demo-samples: what the demo's two inputs are prefilled with, chosen from
 * the portfolio so the sample search shows something: the building with the most surveyed tenants
 * (then the most suites) and its most recently surveyed tenant. '' when the portfolio has none.
 */
export const riskDemoSamplesSchema = z.object({ tenantName: z.string(), buildingAddress: z.string() });
export type RiskDemoSamples = z.infer<typeof riskDemoSamplesSchema>;

/** The server's `{success:false, message}` texts. */
export const riskMessages = {
  tenantNotFound: 'Tenant not found',
  buildingNotFound: 'Building not found',
  tenantUnavailable: 'Unable to fetch tenant risk data at this time',
  buildingUnavailable: 'Unable to fetch building risk data at this time',
  noSurvey: 'No sentiment survey for this tenant',
  propertyNotFound: 'Property not found',
} as const;

/** What the risk cards say when a figure cannot be read from records. */
export const riskCardTexts = {
  /** A tenant without a survey, or a building whose tenants have none. */
  noSurveyData: 'No survey data',
  /** A building without suites has no vacancy to measure, so no health score. */
  noSuites: 'No floors or suites recorded',
  /** An outside provider answered a bare risk level or status: the figures are the level's. */
  estimated: 'Estimated from the risk level',
} as const;

// ---- The provider's answers ----

export const riskStatuses = ['Low Risk', 'Medium Risk', 'High Risk'] as const;
export type RiskStatus = (typeof riskStatuses)[number];
export const riskLevels = ['Low', 'Medium', 'High'] as const;
export type RiskLevel = (typeof riskLevels)[number];

export const tenantRiskDataSchema = z.object({
  risk_status: z.enum(riskStatuses),
  risk_reason: z.string(),
});
export type TenantRiskData = z.infer<typeof tenantRiskDataSchema>;

export const buildingRiskDataSchema = z.object({
  risk_level: z.enum(riskLevels),
  at_risk_count: z.number().int().nonnegative(),
  total_tenants: z.number().int().nonnegative(),
});
export type BuildingRiskData = z.infer<typeof buildingRiskDataSchema>;

/** How the vendor says it has no answer. */
export const riskFailureSchema = z.object({ success: z.literal(false), message: z.string() });
export type RiskFailure = z.infer<typeof riskFailureSchema>;
/** How our API says it: the error body (`not_found` or `unavailable`) with success false. */
export const riskErrorSchema = errorResponseSchema.extend({ success: z.literal(false) });

export const riskSuccessSchema = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string(), data });
const riskResponseSchema = <T extends z.ZodType>(data: T) =>
  z.discriminatedUnion('success', [riskSuccessSchema(data), riskFailureSchema]);

/** What the vendor answers (and what the http adapter accepts). */
export const providerTenantStatusResponseSchema = riskResponseSchema(tenantRiskDataSchema);
export const providerBuildingRiskResponseSchema = riskResponseSchema(buildingRiskDataSchema);

// Messages name no field: the API's error handler prefixes the parameter.
const searchText = z
  .string({ error: 'must not be blank' })
  .trim()
  .min(1, 'must not be blank')
  .max(200, 'must be at most 200 characters');
export const tenantStatusQuerySchema = z.object({ tenant_name: searchText });
export const buildingRiskQuerySchema = z.object({ building_address: searchText });

// ---- Tenant sentiment and building health ----

const rating = z.number().min(0).max(10);

export const tenantSentimentSchema = z.object({
  satisfactionScore: rating,
  renewalLikelihood: z.number().min(0).max(100),
  hasExpansionIntentions: z.boolean(),
  parkingSatisfaction: rating,
  tiSatisfaction: rating,
  landlordResponsiveness: rating,
  topComplaint: z.string().nullable(),
  secondaryComplaint: z.string().nullable().optional(),
  /** The survey's day (yyyy-mm-dd); null for figures estimated from a risk status. */
  surveyDate: z.string().nullable(),
  isAnonymous: z.boolean(),
  isHighRisk: z.boolean(),
  hasActionPlan: z.boolean(),
  /** The figures come from a bare risk status (an outside provider's), not from a survey. */
  estimated: z.boolean(),
});
export type TenantSentiment = z.infer<typeof tenantSentimentSchema>;

/** GET /api/risk/tenants/:id/sentiment, and the demo view: the sentiment plus which tenant it is. */
export const tenantSentimentViewSchema = tenantSentimentSchema.extend({
  tenantId: z.number().int().positive().nullable(),
  propertyId: z.number().int().positive().nullable(),
});
export type TenantSentimentView = z.infer<typeof tenantSentimentViewSchema>;

/** GET /api/risk/properties/:id/health, and the demo view (propertyId null when unknown). */
export const buildingHealthSchema = z.object({
  propertyId: z.number().int().positive().nullable(),
  /** False when the building has no suites recorded: nothing is measured, so there is no score. */
  hasSuites: z.boolean(),
  /** Null without suites. */
  healthScore: z.number().min(0).max(100).nullable(),
  /** One decimal, e.g. '6.3'; null when no tenant in place has answered a survey. */
  avgTenantSatisfaction: z.string().nullable(),
  /** One decimal, e.g. '33.3'; null when no tenant in place has answered a survey. */
  percentDissatisfied: z.string().nullable(),
  isAtRisk: z.boolean(),
  topIssues: z.array(z.string()),
  /** Square feet with thousands separators, e.g. '12,800'. */
  totalVacancy: z.string(),
  /** One decimal, e.g. '18.5'. */
  vacancyPercentage: z.string(),
  upcomingExpirations6mo: z.number().int().nonnegative(),
  upcomingExpirations12mo: z.number().int().nonnegative(),
  upcomingExpirations18mo: z.number().int().nonnegative(),
  /** The figures come from a bare risk level (an outside provider's), not from our records. */
  estimated: z.boolean(),
});
export type BuildingHealth = z.infer<typeof buildingHealthSchema>;

/*
 * What OUR routes answer: the provider's data, the matching record in our database (null when we
 * have none) so the demo can file an action plan against a real tenant, and the card's figures —
 * read from our records when the provider is our own, estimated from the level otherwise.
 */
export const tenantStatusDataSchema = tenantRiskDataSchema.extend({
  tenant_id: z.number().int().positive().nullable(),
  property_id: z.number().int().positive().nullable(),
  /** The sentiment card; null when the tenant has answered no survey. */
  sentiment: tenantSentimentViewSchema.nullable(),
  /** Our tenant has an open action plan (false when we have no such tenant). */
  has_action_plan: z.boolean(),
});
export type TenantStatusData = z.infer<typeof tenantStatusDataSchema>;
export const buildingRiskResultDataSchema = buildingRiskDataSchema.extend({
  property_id: z.number().int().positive().nullable(),
  /** The building health card, the same figures as GET /api/risk/properties/:id/health. */
  health: buildingHealthSchema,
});
export type BuildingRiskResultData = z.infer<typeof buildingRiskResultDataSchema>;

/** GET /api/risk/tenant-status — 200 success, 404/502 `{success:false, message}`. */
export const tenantStatusResponseSchema = riskResponseSchema(tenantStatusDataSchema);
export type TenantStatusResponse = z.infer<typeof tenantStatusResponseSchema>;
/** GET /api/risk/building-risk — 200 success, 404/502 `{success:false, message}`. */
export const buildingRiskResponseSchema = riskResponseSchema(buildingRiskResultDataSchema);
export type BuildingRiskResponse = z.infer<typeof buildingRiskResponseSchema>;

export const riskIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'must be a positive whole number' })
    .int('must be a positive whole number')
    .positive('must be a positive whole number')
    .max(2_147_483_647, 'must be a positive whole number'),
});

// ---- Bands ----

export type SatisfactionBand = 'Satisfied' | 'Neutral' | 'Dissatisfied';
export type RenewalBand = 'Likely' | 'Maybe' | 'Unlikely';
export type HealthBand = 'Healthy' | 'Stable' | 'Concerning' | 'At Risk';

/** 8 or more Satisfied; 6 to under 8 Neutral; under 6 Dissatisfied. */
export function satisfactionBand(score: number): SatisfactionBand {
  if (score >= 8) return 'Satisfied';
  return score >= 6 ? 'Neutral' : 'Dissatisfied';
}

/** 70 or more Likely; 40 to under 70 Maybe; under 40 Unlikely. */
export function renewalBand(likelihood: number): RenewalBand {
  if (likelihood >= 70) return 'Likely';
  return likelihood >= 40 ? 'Maybe' : 'Unlikely';
}

/** 75 or more Healthy; 50 to 74 Stable; 30 to 49 Concerning; under 30 At Risk. */
export function healthBand(score: number): HealthBand {
  if (score >= 75) return 'Healthy';
  if (score >= 50) return 'Stable';
  return score >= 30 ? 'Concerning' : 'At Risk';
}

/** The dissatisfied share is highlighted red above 30%. */
export function isDissatisfiedHighlighted(percentDissatisfied: number | string | null): boolean {
  return percentDissatisfied !== null && Number(percentDissatisfied) > 30;
}

/**
 * A survey's risk, read through the bands (our own rule): High when the tenant is
 * Dissatisfied or Unlikely to renew, Medium when Neutral or Maybe, otherwise Low.
 */
export function riskStatusFromSurvey(satisfactionScore: number, renewalLikelihood: number): RiskStatus {
  const satisfaction = satisfactionBand(satisfactionScore);
  const renewal = renewalBand(renewalLikelihood);
  if (satisfaction === 'Dissatisfied' || renewal === 'Unlikely') return 'High Risk';
  if (satisfaction === 'Neutral' || renewal === 'Maybe') return 'Medium Risk';
  return 'Low Risk';
}

/** The sentiment card's risk flag: the survey reads as High Risk. */
export function isHighRiskSurvey(satisfactionScore: number, renewalLikelihood: number): boolean {
  return riskStatusFromSurvey(satisfactionScore, renewalLikelihood) === 'High Risk';
}

// ---- Figures estimated from a bare risk level (an outside provider that answers nothing else) ----

const byStatus = <T>(status: RiskStatus, low: T, medium: T, high: T): T =>
  status === 'Low Risk' ? low : status === 'Medium Risk' ? medium : high;
const byLevel = <T>(level: RiskLevel, low: T, medium: T, high: T): T =>
  level === 'Low' ? low : level === 'Medium' ? medium : high;

export const maintenanceComplaint = 'Maintenance response times';

export type TenantViewOptions = {
  /** The provider's risk_reason, shown as the top complaint. */
  reason?: string;
  tenantId?: number | null;
  propertyId?: number | null;
  hasActionPlan?: boolean;
};

/**
 * A sentiment card from an outside provider's bare risk status: the level's figures, marked as
 * estimates. No survey stands behind them, so there is no survey date and no expansion intention.
 */
export function tenantViewFromRisk(
  riskStatus: RiskStatus,
  options: TenantViewOptions = {},
): TenantSentimentView {
  return {
    tenantId: options.tenantId ?? null,
    propertyId: options.propertyId ?? null,
    satisfactionScore: byStatus(riskStatus, 8, 6, 4),
    renewalLikelihood: byStatus(riskStatus, 80, 50, 30),
    hasExpansionIntentions: false,
    parkingSatisfaction: byStatus(riskStatus, 7, 5, 3),
    tiSatisfaction: byStatus(riskStatus, 8, 6, 4),
    landlordResponsiveness: byStatus(riskStatus, 9, 7, 5),
    topComplaint: options.reason?.trim() || null,
    secondaryComplaint: riskStatus === 'Low Risk' ? null : maintenanceComplaint,
    surveyDate: null,
    isAnonymous: false,
    isHighRisk: riskStatus === 'High Risk',
    hasActionPlan: options.hasActionPlan ?? false,
    estimated: true,
  };
}

/** One decimal of part / whole × 100; '0.0' when the whole is 0. */
export function percentOf(part: number, whole: number): string {
  return whole > 0 ? ((part / whole) * 100).toFixed(1) : '0.0';
}

const estimatedTopIssues: Record<RiskLevel, string[]> = {
  Low: ['Parking availability', 'Common area upkeep'],
  Medium: ['HVAC temperature swings', 'Maintenance response times'],
  High: ['Maintenance response times', 'Rent above market'],
};

/** A building health card from an outside provider's bare risk level: the level's figures, marked as estimates. */
export function buildingViewFromRisk(
  data: BuildingRiskData & { property_id?: number | null },
): BuildingHealth {
  const level = data.risk_level;
  return {
    propertyId: data.property_id ?? null,
    hasSuites: true,
    healthScore: byLevel(level, 80, 60, 40),
    avgTenantSatisfaction: byLevel(level, '8.5', '6.5', '4.5'),
    percentDissatisfied: percentOf(data.at_risk_count, data.total_tenants),
    isAtRisk: level === 'High',
    topIssues: estimatedTopIssues[level],
    totalVacancy: byLevel(level, '5,000', '8,500', '12,800'),
    vacancyPercentage: byLevel(level, '7.5', '12.0', '18.5'),
    upcomingExpirations6mo: byLevel(level, 1, 3, 5),
    upcomingExpirations12mo: byLevel(level, 3, 6, 9),
    upcomingExpirations18mo: byLevel(level, 5, 10, 15),
    estimated: true,
  };
}

// ---- Insight and recommendation rules ----

export type RiskInsight = {
  id: string;
  title: string;
  description: string;
  /** The link's text; clicking it only shows a toast. */
  actionLabel: string;
};

type TenantInsightInput = Pick<
  TenantSentiment,
  'satisfactionScore' | 'renewalLikelihood' | 'hasExpansionIntentions'
>;

/** Renewal Risk, Expansion Opportunity, Early Renewal Potential: the tenant insights that apply, in that order. */
export function tenantInsights(view: TenantInsightInput): RiskInsight[] {
  const insights: RiskInsight[] = [];
  if (view.satisfactionScore < 6 || view.renewalLikelihood < 50) {
    insights.push({
      id: 'renewal-risk',
      title: 'Renewal Risk',
      description: `Satisfaction is ${view.satisfactionScore}/10 and renewal likelihood ${view.renewalLikelihood}%. Address concerns before the renewal window.`,
      actionLabel: 'Schedule tenant meeting',
    });
  }
  if (view.hasExpansionIntentions) {
    insights.push({
      id: 'expansion-opportunity',
      title: 'Expansion Opportunity',
      description: 'The tenant has signalled plans to expand. Match them with available space early.',
      actionLabel: 'Prepare expansion proposal',
    });
  }
  if (view.satisfactionScore > 8 && view.renewalLikelihood > 80) {
    insights.push({
      id: 'early-renewal-potential',
      title: 'Early Renewal Potential',
      description: 'A highly satisfied tenant likely to renew. Lock in terms with an early renewal.',
      actionLabel: 'Send early renewal offer',
    });
  }
  return insights;
}

type BuildingRecommendationInput = Pick<
  BuildingHealth,
  'percentDissatisfied' | 'upcomingExpirations6mo' | 'isAtRisk'
>;

/** Building At Risk, Upcoming Expirations, Immediate Intervention Needed: the ones that apply, in that order. */
export function buildingRecommendations(view: BuildingRecommendationInput): RiskInsight[] {
  const recommendations: RiskInsight[] = [];
  if (view.percentDissatisfied !== null && Number(view.percentDissatisfied) > 30) {
    recommendations.push({
      id: 'building-at-risk',
      title: 'Building At Risk',
      description: `${view.percentDissatisfied}% of tenants are dissatisfied. Put a retention plan in place.`,
      actionLabel: 'Plan retention strategy',
    });
  }
  if (view.upcomingExpirations6mo > 2) {
    recommendations.push({
      id: 'upcoming-expirations',
      title: 'Upcoming Expirations',
      description: `${view.upcomingExpirations6mo} leases expire in the next 6 months.`,
      actionLabel: 'Review expiring leases',
    });
  }
  if (view.isAtRisk) {
    recommendations.push({
      id: 'immediate-intervention-needed',
      title: 'Immediate Intervention Needed',
      description: 'The building health score signals risk. Review operations and tenant concerns now.',
      actionLabel: 'Schedule property review',
    });
  }
  return recommendations;
}

// ---- Building health from our own data (GET /api/risk/properties/:id/health) ----

export type BuildingHealthInputs = {
  /** Mean of the tenants' latest satisfaction scores (0–10); null without surveys. */
  avgSatisfaction: number | null;
  /** Mean of the tenants' latest renewal likelihoods (0–100); null without surveys. */
  avgRenewalLikelihood: number | null;
  /** 0–100; null when the building has no suites, so nothing was measured. */
  vacancyPercentage: number | null;
};

/**
 * The documented health score, 0–100, rounded: 50% satisfaction (score × 10), 30% renewal
 * likelihood, 20% occupancy (100 − vacancy %). Without surveys it is the occupancy alone; without
 * suites there is no score at all (null), never a perfect one.
 */
export function buildingHealthScore(inputs: BuildingHealthInputs): number | null {
  if (inputs.vacancyPercentage === null) return null;
  const occupancy = Math.max(0, Math.min(100, 100 - inputs.vacancyPercentage));
  if (inputs.avgSatisfaction === null || inputs.avgRenewalLikelihood === null) {
    return Math.round(occupancy);
  }
  const score = 0.5 * inputs.avgSatisfaction * 10 + 0.3 * inputs.avgRenewalLikelihood + 0.2 * occupancy;
  return Math.round(Math.max(0, Math.min(100, score)));
}

/** A building is at risk when its health score is Concerning or worse (below 50), as in the demo (High → 40). */
export function isBuildingAtRisk(healthScore: number | null): boolean {
  return healthScore !== null && healthScore < 50;
}
