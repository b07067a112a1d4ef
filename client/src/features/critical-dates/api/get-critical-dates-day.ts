import { type CriticalDate, type CriticalDatesDayResponse, criticalDatesDayPageSize } from '@common/options';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { rowsOfPages } from '@/lib/paging';
import { criticalDatesQueryKey } from './get-critical-dates';

const query = (day: string, propertyId: number | null, offset: number) => {
  const params = new URLSearchParams({ day, limit: String(criticalDatesDayPageSize) });
  if (offset > 0) params.set('offset', String(offset));
  if (propertyId !== null) params.set('propertyId', String(propertyId));
  return params;
};

export function getCriticalDatesDay(
  day: string,
  propertyId: number | null,
  offset: number,
  signal?: AbortSignal,
): Promise<CriticalDatesDayResponse> {
  return api.get<CriticalDatesDayResponse>(`/api/critical-dates/day?${query(day, propertyId, offset)}`, {
    signal,
  });
}

/** One entry of a day: its kind and what it links to (a day holds each at most once). */
export const entryKey = (item: CriticalDate) => `${item.kind}-${item.target.type}-${item.target.id}`;

export const getCriticalDatesDayQueryOptions = (day: string, propertyId: number | null) =>
  infiniteQueryOptions({
    // Under criticalDatesQueryKey, so a saved option refreshes the open day with the month.
    queryKey: [...criticalDatesQueryKey, 'day', day, propertyId],
    queryFn: ({ pageParam, signal }) => getCriticalDatesDay(day, propertyId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return loaded < lastPage.total && lastPage.items.length > 0 ? loaded : undefined;
    },
  });

/**
 * One day's entries of one building or the portfolio, a page at a time, read once `enabled` (when
 * someone asks for the whole day); `entries` holds every page loaded so far.
 */
export function useCriticalDatesDay(day: string, propertyId: number | null, enabled = true) {
  const pages = useInfiniteQuery({ ...getCriticalDatesDayQueryOptions(day, propertyId), enabled });
  // Offset pages: an entry written between two loads could come again on the next page.
  const entries = pages.data && rowsOfPages(pages.data.pages, entryKey);
  return { ...pages, entries, total: pages.data?.pages.at(-1)?.total };
}
