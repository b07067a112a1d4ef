import type { DealListResponse } from '@common/opportunities';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dealListQueryKey } from '@/lib/deals/query-keys';
import { type DealFilters, filtersKey, withFilters } from '../deal-filters';

/** Rows fetched per page: pipelines hold tens of thousands of deals, so the server pages them. */
export const dealPageSize = 100;

export function getDeals(
  filters: DealFilters,
  limit: number,
  offset: number,
  signal?: AbortSignal,
): Promise<DealListResponse> {
  const page: Record<string, string> = { limit: String(limit) };
  if (offset > 0) page.offset = String(offset);
  return api.get<DealListResponse>(withFilters('/api/opportunities', filters, page), { signal });
}

export const getDealsInfiniteQueryOptions = (filters: DealFilters, pageSize = dealPageSize) =>
  infiniteQueryOptions({
    // Under dealListQueryKey, so a stage save (lib/deals) or a new deal refreshes every list.
    queryKey: [...dealListQueryKey, filtersKey(filters), pageSize],
    queryFn: ({ pageParam, signal }) => getDeals(filters, pageSize, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return loaded < lastPage.total && lastPage.items.length > 0 ? loaded : undefined;
    },
  });

/** The filtered deals, page by page; keeps the previous rows on screen while new filters load. */
export function useDealPages(filters: DealFilters, pageSize = dealPageSize) {
  return useInfiniteQuery({
    ...getDealsInfiniteQueryOptions(filters, pageSize),
    placeholderData: (previous) => previous,
  });
}
