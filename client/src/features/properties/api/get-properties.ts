import type { PropertyListResponse } from '@common/properties';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type AssetFilters, emptyAssetFilters, filtersKey, withFilters } from '../asset-filters';

/** Every properties query starts with this key, so one invalidation refreshes list and aggregates. */
export const propertiesQueryKey = ['properties'] as const;

export function getProperties(filters: AssetFilters, signal?: AbortSignal): Promise<PropertyListResponse> {
  return api.get<PropertyListResponse>(withFilters('/api/properties', filters), { signal });
}

export const getPropertiesQueryOptions = (filters: AssetFilters) =>
  queryOptions({
    queryKey: [...propertiesQueryKey, 'list', filtersKey(filters)],
    queryFn: ({ signal }) => getProperties(filters, signal),
  });

/** The filtered rows. Keeps the previous rows on screen while a new filter loads. */
export function useProperties(filters: AssetFilters) {
  return useQuery({ ...getPropertiesQueryOptions(filters), placeholderData: (previous) => previous });
}

/**
 * The whole portfolio (no filters): the footer's "of m" and the managers who appear on buildings.
 * With no filter set it is the same query as the list, so it is fetched once.
 */
export function usePortfolio() {
  return useQuery(getPropertiesQueryOptions(emptyAssetFilters));
}
