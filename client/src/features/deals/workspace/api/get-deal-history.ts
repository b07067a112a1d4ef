import type { DealHistory } from '@common/deal-history-feed';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dealHistoryQueryKey } from '@/lib/deals/query-keys';

export function getDealHistory(id: number, signal?: AbortSignal): Promise<DealHistory> {
  return api.get<DealHistory>(`/api/opportunities/${id}/history`, { signal });
}

// Under the deal's key: every write to the deal refreshes its history and days in stage.
export const getDealHistoryQueryOptions = (id: number) =>
  queryOptions({ queryKey: dealHistoryQueryKey(id), queryFn: ({ signal }) => getDealHistory(id, signal) });

/** The deal's history, newest first, and the days it has been in its stage. */
export function useDealHistory(id: number) {
  return useQuery(getDealHistoryQueryOptions(id));
}
