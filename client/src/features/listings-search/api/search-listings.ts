import { type ListingsResponse, listingsMessages, type SearchResult } from '@common/listings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The provider answered `{success: false}`: the screen shows its unavailable state. */
export class ListingsUnavailableError extends Error {
  constructor(message: string = listingsMessages.search) {
    super(message);
    this.name = 'ListingsUnavailableError';
  }
}

export const minSearchLength = 2;

export async function searchListings(query: string, signal?: AbortSignal): Promise<SearchResult[]> {
  const answer = await api.get<ListingsResponse<SearchResult[]>>(
    `/api/listings/search?query=${encodeURIComponent(query)}`,
    { signal },
  );
  if (!answer.success) throw new ListingsUnavailableError(answer.message);
  return answer.data;
}

export const searchListingsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['listings', 'search', query],
    queryFn: ({ signal }) => searchListings(query, signal),
  });

/** Tenants and buildings matching `query`; asks only once the query has at least 2 characters. */
export function useListingsSearch(query: string) {
  const trimmed = query.trim();
  return useQuery({
    ...searchListingsQueryOptions(trimmed),
    enabled: trimmed.length >= minSearchLength,
  });
}
