import type { OptionListResponse } from '@common/options';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type OptionFilterValues, optionFiltersToQuery } from '../option-filters';

export const optionsQueryKey = ['options'] as const;

/** Rows per page: portfolios hold tens of thousands of options, so the server pages them. */
export const optionsPageSize = 100;

const listQuery = (filters: OptionFilterValues, limit: number, offset: number) => {
  const query = optionFiltersToQuery(filters);
  query.set('limit', String(limit));
  if (offset > 0) query.set('offset', String(offset));
  return query;
};

export function getOptions(
  filters: OptionFilterValues,
  limit: number,
  offset: number,
  signal?: AbortSignal,
): Promise<OptionListResponse> {
  return api.get<OptionListResponse>(`/api/options?${listQuery(filters, limit, offset)}`, { signal });
}

export const getOptionsInfiniteQueryOptions = (filters: OptionFilterValues, pageSize = optionsPageSize) =>
  infiniteQueryOptions({
    // Under optionsQueryKey, so a saved or deleted option refreshes every list.
    queryKey: [...optionsQueryKey, 'list', Object.fromEntries(optionFiltersToQuery(filters)), pageSize],
    queryFn: ({ pageParam, signal }) => getOptions(filters, pageSize, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return loaded < lastPage.total && lastPage.items.length > 0 ? loaded : undefined;
    },
  });

/**
 * The options matching the filters, page by page, with their total and counters (from the latest
 * page); the previous rows stay on screen while new filters load.
 */
export function useOptionPages(filters: OptionFilterValues, pageSize = optionsPageSize) {
  return useInfiniteQuery({
    ...getOptionsInfiniteQueryOptions(filters, pageSize),
    placeholderData: (previous) => previous,
  });
}

/** The server's CSV of every option matching the filters. */
export const optionsExportHref = (filters: OptionFilterValues) => {
  const query = optionFiltersToQuery(filters).toString();
  return `/api/options/export.csv${query ? `?${query}` : ''}`;
};
