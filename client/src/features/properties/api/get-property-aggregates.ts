import type { AggregateDimension, PropertyAggregate } from '@common/properties';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type AssetFilters, filtersKey, withFilters } from '../asset-filters';
import { propertiesQueryKey } from './get-properties';

export function getPropertyAggregates(
  by: AggregateDimension,
  filters: AssetFilters,
  signal?: AbortSignal,
): Promise<PropertyAggregate[]> {
  return api.get<PropertyAggregate[]>(withFilters('/api/properties/aggregates', filters, { by }), { signal });
}

export const getPropertyAggregatesQueryOptions = (by: AggregateDimension, filters: AssetFilters) =>
  queryOptions({
    queryKey: [...propertiesQueryKey, 'aggregates', by, filtersKey(filters)],
    queryFn: ({ signal }) => getPropertyAggregates(by, filters, signal),
  });

/** The Markets and Cities tabs: the Assets figures summed per market or per city (read when shown). */
export function usePropertyAggregates(by: AggregateDimension, filters: AssetFilters, enabled = true) {
  return useQuery({
    ...getPropertyAggregatesQueryOptions(by, filters),
    enabled,
    placeholderData: (previous) => previous,
  });
}
