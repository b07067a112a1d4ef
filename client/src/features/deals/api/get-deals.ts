import type { DealListResponse } from '@common/deal-list';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dealListQueryKey } from '@/lib/deals/query-keys';
import type { DealFilters } from '../deal-filters';
import type { DealSort } from '../deal-sort';
import { pipelineQuery } from '../pipeline-query';

/** Rows fetched per page: pipelines hold tens of thousands of deals, so the server pages them. */
export const dealPageSize = 100;

export function getDeals(
  filters: DealFilters,
  sort: DealSort | null,
  limit: number,
  offset: number,
  signal?: AbortSignal,
): Promise<DealListResponse> {
  const query = pipelineQuery(filters, sort);
  query.set('limit', String(limit));
  if (offset > 0) query.set('offset', String(offset));
  return api.get<DealListResponse>(`/api/opportunities?${query}`, { signal });
}

export const getDealsInfiniteQueryOptions = (
  filters: DealFilters,
  sort: DealSort | null,
  pageSize = dealPageSize,
) =>
  infiniteQueryOptions({
    // Under dealListQueryKey, so a stage save (lib/deals) or a new deal refreshes every list.
    queryKey: [...dealListQueryKey, Object.fromEntries(pipelineQuery(filters, sort)), pageSize],
    queryFn: ({ pageParam, signal }) => getDeals(filters, sort, pageSize, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return loaded < lastPage.total && lastPage.items.length > 0 ? loaded : undefined;
    },
  });

export type DealPagesOptions = {
  pageSize?: number;
  /** False while the pipeline waits to know which view it opens with. */
  enabled?: boolean;
};

/** The filtered deals, page by page; keeps the previous rows on screen while new filters load. */
export function useDealPages(
  filters: DealFilters,
  sort: DealSort | null,
  { pageSize = dealPageSize, enabled = true }: DealPagesOptions = {},
) {
  return useInfiniteQuery({
    ...getDealsInfiniteQueryOptions(filters, sort, pageSize),
    enabled,
    placeholderData: (previous) => previous,
  });
}
