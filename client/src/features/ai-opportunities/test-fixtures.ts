import type {
  AiInsights,
  AiOpportunity,
  AiOpportunityCountKey,
  AiOpportunityListResponse,
} from '@common/ai-opportunities';
import { aiOpportunityCountKeys } from '@common/ai-opportunities';

export const opportunity = (id: number, extra: Partial<AiOpportunity> = {}): AiOpportunity => ({
  id,
  type: 'renewal',
  title: `Opportunity ${id}`,
  description: `Description of opportunity ${id}`,
  confidenceScore: 80,
  confidenceFactors: [
    { name: 'Time to expiry', weight: 0.6, value: 0.9, explanation: 'Expires in 92 days' },
    { name: 'Tenant sentiment', weight: 0.4, value: 0.5 },
  ],
  property: { id: 2, name: 'Downtown Tower' },
  space: { id: 11, suite: '540' },
  tenant: { id: 5, name: 'Cobalt Software' },
  leaseId: 7,
  potentialValue: 1_200_000,
  expirationDate: '2024-03-05',
  status: 'new',
  tags: ['Renewal', 'High value'],
  primaryAction: { label: 'Start Renewal', path: '/leases/7/renew' },
  createdAt: '2026-11-20T09:30:00.000Z',
  ...extra,
});

/** Counts per tab as the server answers them: New and Saved by status, the others by type, none dismissed. */
export function countsOf(items: AiOpportunity[]): Record<AiOpportunityCountKey, number> {
  const listed = items.filter((item) => item.status !== 'dismissed');
  const counts = Object.fromEntries(aiOpportunityCountKeys.map((key) => [key, 0])) as Record<
    AiOpportunityCountKey,
    number
  >;
  counts.all = listed.length;
  counts.dismissed = items.length - listed.length;
  for (const item of listed) {
    counts[item.type] += 1;
    if (item.status === 'new' || item.status === 'saved') counts[item.status] += 1;
  }
  return counts;
}

/** GET /api/ai-opportunities over `items` for a query string, like the server. */
export function listResponse(items: AiOpportunity[], search: URLSearchParams): AiOpportunityListResponse {
  const status = search.get('status');
  const type = search.get('type');
  const matching = items.filter(
    (item) =>
      (status ? item.status === status : item.status !== 'dismissed') && (!type || item.type === type),
  );
  const offset = Number(search.get('offset') ?? 0);
  const limit = search.has('limit') ? Number(search.get('limit')) : matching.length;
  return {
    items: matching.slice(offset, offset + limit),
    total: matching.length,
    counts: countsOf(items),
    lastAnalyzedAt: null,
  };
}

export const insights: AiInsights = {
  propertiesAnalyzed: 6,
  activeLeases: 14,
  tenantsWithExpansionPotential: 1,
  lastAnalyzedAt: null,
  leasesExpiring180: 4,
  renewalProbabilityPct: 72,
  potentialRenewalValue: 1_234_000,
  marketRentChangePct: 2.34,
  officeRentChangePct: -1.5,
  retailVacancyPct: 12.5,
  retailVacancyChangePts: -1.8,
  medicalDemandChangePct: 25,
};
