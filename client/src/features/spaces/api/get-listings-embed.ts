import type { ListingsEmbed, ListingsResponse } from '@common/listings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The listings site the server was started with (LISTINGS_EMBED_URL), or null. */
export async function getListingsEmbed(signal?: AbortSignal): Promise<ListingsEmbed> {
  const response = await api.get<ListingsResponse<ListingsEmbed>>('/api/listings/embed', { signal });
  if (!response.success) throw new Error(response.message);
  return response.data;
}

export const getListingsEmbedQueryOptions = () =>
  queryOptions({ queryKey: ['listings', 'embed'], queryFn: ({ signal }) => getListingsEmbed(signal) });

export function useListingsEmbed() {
  return useQuery(getListingsEmbedQueryOptions());
}
