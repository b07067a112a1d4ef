import type { OptionListResponse } from '@common/options';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type OptionFilterValues, optionFiltersToQuery } from '../option-filters';

export const optionsQueryKey = ['options'] as const;

/** Rows per page; 'Show more' asks for the next page's worth. */
export const optionsPageSize = 100;

const listQuery = (filters: OptionFilterValues, limit: number) => {
  const query = optionFiltersToQuery(filters);
  query.set('limit', String(limit));
  return query;
};

export function getOptions(
  filters: OptionFilterValues,
  limit: number,
  signal?: AbortSignal,
): Promise<OptionListResponse> {
  return api.get<OptionListResponse>(`/api/options?${listQuery(filters, limit)}`, { signal });
}

export const getOptionsQueryOptions = (filters: OptionFilterValues, limit: number) =>
  queryOptions({
    queryKey: [...optionsQueryKey, 'list', Object.fromEntries(listQuery(filters, limit))],
    queryFn: ({ signal }) => getOptions(filters, limit, signal),
  });

/** The options matching the filters (the first `limit`), their total and counters. */
export function useOptions(filters: OptionFilterValues, limit: number) {
  return useQuery({ ...getOptionsQueryOptions(filters, limit), placeholderData: (previous) => previous });
}

/** The server's CSV of every option matching the filters. */
export const optionsExportHref = (filters: OptionFilterValues) => {
  const query = optionFiltersToQuery(filters).toString();
  return `/api/options/export.csv${query ? `?${query}` : ''}`;
};
