import type { AiInsights } from '@common/ai-opportunities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { aiInsightsQueryKey } from './query-keys';

export function getAiInsights(signal?: AbortSignal): Promise<AiInsights> {
  return api.get<AiInsights>('/api/ai-opportunities/insights', { signal });
}

export const getAiInsightsQueryOptions = () =>
  queryOptions({ queryKey: aiInsightsQueryKey, queryFn: ({ signal }) => getAiInsights(signal) });

/** The figures of the three insight cards, computed by the server from the portfolio. */
export function useAiInsights() {
  return useQuery(getAiInsightsQueryOptions());
}
