import type { PropertyAggregate } from '@common/properties';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * The portfolio's markets, by name: the distinct markets of the buildings (one aggregate row per
 * market), for the Market filter of the analytics screens.
 */
export async function getMarketOptions(signal?: AbortSignal): Promise<string[]> {
  const markets = await api.get<PropertyAggregate[]>('/api/properties/aggregates?by=market', { signal });
  return [...new Set(markets.map((market) => market.name))].sort((a, b) => a.localeCompare(b));
}

export const getMarketOptionsQueryOptions = () =>
  queryOptions({
    // Under 'properties': writing a building refreshes the list.
    queryKey: ['properties', 'markets'],
    queryFn: ({ signal }) => getMarketOptions(signal),
  });

export function useMarketOptions() {
  return useQuery(getMarketOptionsQueryOptions());
}
