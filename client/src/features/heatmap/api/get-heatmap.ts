import type { HeatmapCellLeases, HeatmapResponse } from '@common/analytics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type AnalyticsScopeValues,
  analyticsQueryKey,
  analyticsScopeToQuery,
} from '@/lib/analytics/analytics-api';
import { api } from '@/lib/api-client';

export const heatmapQueryKey = [...analyticsQueryKey, 'heatmap'] as const;

const withQuery = (path: string, query: URLSearchParams) => (query.size > 0 ? `${path}?${query}` : path);

export function getHeatmap(scope: AnalyticsScopeValues, signal?: AbortSignal): Promise<HeatmapResponse> {
  return api.get<HeatmapResponse>(withQuery('/api/analytics/heatmap', analyticsScopeToQuery(scope)), {
    signal,
  });
}

export const getHeatmapQueryOptions = (scope: AnalyticsScopeValues) =>
  queryOptions({
    queryKey: [...heatmapQueryKey, Object.fromEntries(analyticsScopeToQuery(scope))],
    queryFn: ({ signal }) => getHeatmap(scope, signal),
  });

/** Buildings × quarters of the scope; the previous grid stays while a new scope loads. */
export function useHeatmap(scope: AnalyticsScopeValues) {
  return useQuery({ ...getHeatmapQueryOptions(scope), placeholderData: (previous) => previous });
}

/** One cell: a building's quarter, on the day the grid was taken. */
export type HeatmapCellRef = { building: number; start: string; end: string; asOf: string };

export function getHeatmapCellLeases(cell: HeatmapCellRef, signal?: AbortSignal): Promise<HeatmapCellLeases> {
  const query = new URLSearchParams({
    building: String(cell.building),
    start: cell.start,
    end: cell.end,
    asOf: cell.asOf,
  });
  return api.get<HeatmapCellLeases>(`/api/analytics/heatmap/leases?${query}`, { signal });
}

/** The leases behind a cell, ending soonest first; off while no cell is open. */
export function useHeatmapCellLeases(cell: HeatmapCellRef | null) {
  return useQuery({
    queryKey: [...heatmapQueryKey, 'leases', cell],
    queryFn: ({ signal }) => getHeatmapCellLeases(cell as HeatmapCellRef, signal),
    enabled: cell !== null,
  });
}
