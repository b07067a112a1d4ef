import type { AiOpportunity, AiOpportunityListResponse, AiOpportunityTab } from '@common/ai-opportunities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tabQuery } from '../ai-opportunity-tabs';
import { aiOpportunityListsQueryKey, aiOpportunityQueryKey } from './query-keys';

/** Cards asked for at first and added by each 'Show more' (a large portfolio stands at thousands). */
export const aiOpportunityPageSize = 24;

export function getAiOpportunities(
  tab: AiOpportunityTab,
  limit: number,
  signal?: AbortSignal,
): Promise<AiOpportunityListResponse> {
  const query = tabQuery(tab);
  query.set('limit', String(limit));
  return api.get<AiOpportunityListResponse>(`/api/ai-opportunities?${query}`, { signal });
}

export const getAiOpportunitiesQueryOptions = (tab: AiOpportunityTab, limit = aiOpportunityPageSize) =>
  queryOptions({
    queryKey: [...aiOpportunityListsQueryKey, tab, limit],
    queryFn: ({ signal }) => getAiOpportunities(tab, limit, signal),
  });

/**
 * The first `limit` opportunities of one filter tab, with the counts of every tab. While another
 * answer loads, the previous one stays as placeholder: its counts keep the header and tabs steady,
 * and after 'Show more' its cards stay on screen (after a tab change the screen shows skeletons).
 */
export function useAiOpportunities(tab: AiOpportunityTab, limit: number) {
  return useQuery({ ...getAiOpportunitiesQueryOptions(tab, limit), placeholderData: (previous) => previous });
}

/**
 * The opportunity a link names (`?opportunity=id`) when it is not among the cards loaded so far: it is
 * fetched on its own and shown first. A failure (retired, gone) simply shows no extra card.
 */
export function useLinkedAiOpportunity(id: number | null, loaded: AiOpportunity[] | undefined) {
  const missing = id !== null && loaded !== undefined && !loaded.some((item) => item.id === id);
  return useQuery({
    queryKey: aiOpportunityQueryKey(id ?? 0),
    queryFn: ({ signal }) => api.get<AiOpportunity>(`/api/ai-opportunities/${id}`, { signal }),
    enabled: missing,
    select: (opportunity) => (missing && opportunity.status !== 'dismissed' ? opportunity : undefined),
  });
}
