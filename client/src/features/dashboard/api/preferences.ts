import type { DashboardTilesLayout } from '@common/dashboard';
import type { Preferences } from '@common/preferences';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

type PreferencesResponse = { preferences: Preferences };

export const preferencesQueryKey = ['user', 'preferences'] as const;

/** GET /api/user/preferences: the signed-in user's preferences, defaults filled in. */
export function getPreferences(signal?: AbortSignal): Promise<Preferences> {
  return api.get<PreferencesResponse>('/api/user/preferences', { signal }).then((body) => body.preferences);
}

export const preferencesQueryOptions = () =>
  queryOptions({ queryKey: preferencesQueryKey, queryFn: ({ signal }) => getPreferences(signal) });

export function usePreferences() {
  return useQuery(preferencesQueryOptions());
}

export const saveDashboardTiles = (dashboardTiles: DashboardTilesLayout) =>
  api.put<PreferencesResponse>('/api/user/preferences', { dashboardTiles }).then((body) => body.preferences);

/** Saves the tile layout ('Customize'); the answer becomes the cached preferences. */
export function useSaveDashboardTiles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDashboardTiles,
    onSuccess: (preferences) => queryClient.setQueryData(preferencesQueryKey, preferences),
  });
}
