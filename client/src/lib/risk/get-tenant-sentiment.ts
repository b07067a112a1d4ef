import type { TenantSentimentView } from '@common/risk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { tenantSentimentQueryKey } from './query-keys';

/** The tenant's latest sentiment survey; null when it has none (the API answers 404). */
export async function getTenantSentiment(
  tenantId: number,
  signal?: AbortSignal,
): Promise<TenantSentimentView | null> {
  try {
    return await api.get<TenantSentimentView>(`/api/risk/tenants/${tenantId}/sentiment`, { signal });
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

export const getTenantSentimentQueryOptions = (tenantId: number) =>
  queryOptions({
    queryKey: tenantSentimentQueryKey(tenantId),
    queryFn: ({ signal }) => getTenantSentiment(tenantId, signal),
  });

export function useTenantSentiment(tenantId: number) {
  return useQuery(getTenantSentimentQueryOptions(tenantId));
}
