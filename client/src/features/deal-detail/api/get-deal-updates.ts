import type { DealUpdate } from '@common/opportunities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dealQueryKey } from '@/lib/deals/query-keys';

export const dealUpdatesQueryKey = (id: number) => [...dealQueryKey(id), 'updates'] as const;

/** The deal's notes and logged tours, newest first. */
export function getDealUpdates(id: number, signal?: AbortSignal): Promise<DealUpdate[]> {
  return api.get<DealUpdate[]>(`/api/opportunities/${id}/updates`, { signal });
}

export const getDealUpdatesQueryOptions = (id: number) =>
  queryOptions({ queryKey: dealUpdatesQueryKey(id), queryFn: ({ signal }) => getDealUpdates(id, signal) });

export function useDealUpdates(id: number) {
  return useQuery(getDealUpdatesQueryOptions(id));
}
