import type { SpaceListResponse } from '@common/spaces';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type SpaceFilters, spaceFiltersToQuery } from '../space-filters';

export const spacesQueryKey = ['spaces'] as const;

export function getSpaces(filters: SpaceFilters, signal?: AbortSignal): Promise<SpaceListResponse> {
  return api.get<SpaceListResponse>(`/api/spaces?${spaceFiltersToQuery(filters)}`, { signal });
}

export const getSpacesQueryOptions = (filters: SpaceFilters) =>
  queryOptions({
    queryKey: [...spacesQueryKey, 'list', Object.fromEntries(spaceFiltersToQuery(filters))],
    queryFn: ({ signal }) => getSpaces(filters, signal),
  });

/** Vacant and soon-vacant suites matching the filters; the previous rows stay while the next load. */
export function useSpaces(filters: SpaceFilters, enabled = true) {
  return useQuery({ ...getSpacesQueryOptions(filters), enabled, placeholderData: (previous) => previous });
}
