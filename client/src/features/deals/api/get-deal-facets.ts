import type { DealFacets } from '@common/deal-list';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dealsQueryKey } from '@/lib/deals/query-keys';

export const getDealFacetsQueryOptions = () =>
  queryOptions({
    queryKey: [...dealsQueryKey, 'facets'],
    queryFn: ({ signal }) => api.get<DealFacets>('/api/opportunities/facets', { signal }),
  });

/** The states, markets and cities the filters offer, from the data. */
export function useDealFacets() {
  return useQuery(getDealFacetsQueryOptions());
}
