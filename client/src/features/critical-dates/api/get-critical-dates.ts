import type { CriticalDatesResponse } from '@common/options';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const criticalDatesQueryKey = ['critical-dates'] as const;

const query = (month: string, propertyId: number | null) => {
  const params = new URLSearchParams({ month });
  if (propertyId !== null) params.set('propertyId', String(propertyId));
  return params;
};

export function getCriticalDates(
  month: string,
  propertyId: number | null,
  signal?: AbortSignal,
): Promise<CriticalDatesResponse> {
  return api.get<CriticalDatesResponse>(`/api/critical-dates?${query(month, propertyId)}`, { signal });
}

export const getCriticalDatesQueryOptions = (month: string, propertyId: number | null) =>
  queryOptions({
    queryKey: [...criticalDatesQueryKey, month, propertyId],
    queryFn: ({ signal }) => getCriticalDates(month, propertyId, signal),
  });

/** One month of lease expirations and option dates, of one building or the whole portfolio. */
export function useCriticalDates(month: string, propertyId: number | null) {
  return useQuery({
    ...getCriticalDatesQueryOptions(month, propertyId),
    placeholderData: (previous) => previous,
  });
}

/** The .ics file of the critical dates (one building or all). */
export const criticalDatesIcsHref = (propertyId: number | null) =>
  `/api/critical-dates/export.ics${propertyId === null ? '' : `?propertyId=${propertyId}`}`;
