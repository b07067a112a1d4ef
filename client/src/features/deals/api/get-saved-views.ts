import type { SavedView } from '@common/saved-views';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const savedViewsQueryKey = ['deal-views'] as const;

export function getSavedViews(signal?: AbortSignal): Promise<SavedView[]> {
  return api.get<SavedView[]>('/api/deal-views', { signal });
}

export const getSavedViewsQueryOptions = () =>
  queryOptions({ queryKey: savedViewsQueryKey, queryFn: ({ signal }) => getSavedViews(signal) });

/** My saved pipeline views, then those the team shares. */
export function useSavedViews() {
  return useQuery(getSavedViewsQueryOptions());
}
