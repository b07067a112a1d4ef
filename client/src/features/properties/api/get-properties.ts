import type { PropertyListResponse } from '@common/properties';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pageWindow } from '@/lib/paging';
import { type AssetFilters, assetsPageSize, filtersKey, withFilters } from '../asset-filters';

/** Every properties query starts with this key, so one invalidation refreshes list and aggregates. */
export const propertiesQueryKey = ['properties'] as const;

/** One page of the properties matching `filters`; `total` counts all of them. */
export function getPropertiesPage(
  filters: AssetFilters,
  page: number,
  signal?: AbortSignal,
): Promise<PropertyListResponse> {
  return api.get<PropertyListResponse>(
    withFilters('/api/properties', filters, pageWindow(page, assetsPageSize)),
    { signal },
  );
}

export const getPropertiesPageQueryOptions = (filters: AssetFilters, page: number) =>
  queryOptions({
    queryKey: [...propertiesQueryKey, 'page', filtersKey(filters), page],
    queryFn: ({ signal }) => getPropertiesPage(filters, page, signal),
  });

/** The Assets table's page. Keeps the previous rows on screen while another page or filter loads. */
export function usePropertiesPage(filters: AssetFilters, page: number) {
  return useQuery({
    ...getPropertiesPageQueryOptions(filters, page),
    placeholderData: (previous) => previous,
  });
}
