import type { PropertyAggregate } from '@common/properties';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The portfolio's markets, by name (one aggregate row per market of the buildings). */
export async function getMarketOptions(signal?: AbortSignal): Promise<string[]> {
  const rows = await api.get<PropertyAggregate[]>('/api/properties/aggregates?by=market', { signal });
  return [...new Set(rows.map((row) => row.name))].sort((a, b) => a.localeCompare(b));
}

export const getMarketOptionsQueryOptions = () =>
  queryOptions({
    // Under 'properties': writing a building refreshes the list.
    queryKey: ['properties', 'markets'],
    queryFn: ({ signal }) => getMarketOptions(signal),
  });

/** The Market filter's choices. */
export function useMarketOptions() {
  return useQuery(getMarketOptionsQueryOptions());
}
