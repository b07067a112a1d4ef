import type { DashboardResponse } from '@common/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const dashboardQueryKey = ['dashboard'] as const;

/** GET /api/dashboard: open tasks, the Daily Workflow counts and the upcoming tasks (common/dashboard.ts). */
export function getDashboard(signal?: AbortSignal): Promise<DashboardResponse> {
  return api.get<DashboardResponse>('/api/dashboard', { signal });
}

// The figures change as others work; the home screen reads them again on every visit.
export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: dashboardQueryKey, queryFn: ({ signal }) => getDashboard(signal), staleTime: 0 });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
