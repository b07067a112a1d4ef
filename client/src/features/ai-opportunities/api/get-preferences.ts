import type { Preferences } from '@common/preferences';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { preferencesQueryKey } from './query-keys';

export async function getPreferences(signal?: AbortSignal): Promise<Preferences> {
  const { preferences } = await api.get<{ preferences: Preferences }>('/api/user/preferences', { signal });
  return preferences;
}

export const getPreferencesQueryOptions = () =>
  queryOptions({ queryKey: preferencesQueryKey, queryFn: ({ signal }) => getPreferences(signal) });

/** The signed-in user's saved preferences. */
export function usePreferences() {
  return useQuery(getPreferencesQueryOptions());
}
