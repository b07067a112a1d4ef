import { type SearchResponse, searchMinLength } from '@common/search';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/search?q= — properties, tenants, deals, spaces and lessons matching `q` (common/search.ts). */
export function getSearchResults(q: string, signal?: AbortSignal): Promise<SearchResponse> {
  return api.get<SearchResponse>(`/api/search?${new URLSearchParams({ q })}`, { signal });
}

export const searchQueryKey = (q: string) => ['search', q] as const;

export const searchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: searchQueryKey(q),
    queryFn: ({ signal }) => getSearchResults(q, signal),
    // Results age quickly (records are added and renamed), unlike the rest of the cache.
    staleTime: 30_000,
  });

/** Searches once `q` (trimmed) has at least 2 characters; the previous results stay while the next load. */
export function useSearch(q: string) {
  const term = q.trim();
  return useQuery({
    ...searchQueryOptions(term),
    enabled: term.length >= searchMinLength,
    placeholderData: keepPreviousData,
  });
}
