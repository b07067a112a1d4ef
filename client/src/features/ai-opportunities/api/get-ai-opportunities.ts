import type { AiOpportunityListResponse, AiOpportunityTab } from '@common/ai-opportunities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tabQuery } from '../ai-opportunity-tabs';
import { aiOpportunityListsQueryKey } from './query-keys';

export function getAiOpportunities(
  tab: AiOpportunityTab,
  signal?: AbortSignal,
): Promise<AiOpportunityListResponse> {
  const query = tabQuery(tab).toString();
  return api.get<AiOpportunityListResponse>(`/api/ai-opportunities${query ? `?${query}` : ''}`, { signal });
}

export const getAiOpportunitiesQueryOptions = (tab: AiOpportunityTab) =>
  queryOptions({
    queryKey: [...aiOpportunityListsQueryKey, tab],
    queryFn: ({ signal }) => getAiOpportunities(tab, signal),
  });

/**
 * The opportunities of one filter tab, with the counts of every tab. While another tab loads, the
 * previous answer stays as placeholder (its counts keep the header and tabs steady; its cards are not
 * shown — the screen shows skeletons).
 */
export function useAiOpportunities(tab: AiOpportunityTab) {
  return useQuery({ ...getAiOpportunitiesQueryOptions(tab), placeholderData: (previous) => previous });
}
