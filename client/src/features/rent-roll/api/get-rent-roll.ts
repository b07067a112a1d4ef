import type { RentRollResponse } from '@common/analytics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AnalyticsScopeValues, analyticsScopeToQuery } from '@/lib/analytics/analytics-api';
import { api } from '@/lib/api-client';
import { pageWindow } from '@/lib/paging';

/** Suites per page of the screen (the exports hold every suite of the scope). */
export const rentRollPageSize = 50;

export const rentRollQueryKey = ['rent-roll'] as const;

export function getRentRoll(
  scope: AnalyticsScopeValues,
  page: number,
  signal?: AbortSignal,
): Promise<RentRollResponse> {
  const query = new URLSearchParams({
    ...Object.fromEntries(analyticsScopeToQuery(scope)),
    ...pageWindow(page, rentRollPageSize),
  });
  return api.get<RentRollResponse>(`/api/rent-roll?${query}`, { signal });
}

export const getRentRollQueryOptions = (scope: AnalyticsScopeValues, page: number) =>
  queryOptions({
    queryKey: [...rentRollQueryKey, Object.fromEntries(analyticsScopeToQuery(scope)), page],
    queryFn: ({ signal }) => getRentRoll(scope, page, signal),
  });

/** One page of the rent roll; the previous rows stay while the next load. */
export function useRentRoll(scope: AnalyticsScopeValues, page: number) {
  return useQuery({ ...getRentRollQueryOptions(scope, page), placeholderData: (previous) => previous });
}

/** The server's download of the whole scope: every suite, as CSV or as an Excel workbook. */
export function rentRollExportHref(scope: AnalyticsScopeValues, format: 'csv' | 'xlsx'): string {
  const query = analyticsScopeToQuery(scope).toString();
  return `/api/rent-roll/export.${format}${query ? `?${query}` : ''}`;
}
