import type { Preferences, PreferencesUpdate } from '@common/preferences';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { preferencesQueryKey } from './query-keys';

export async function updatePreferences(update: PreferencesUpdate): Promise<Preferences> {
  const { preferences } = await api.put<{ preferences: Preferences }>('/api/user/preferences', update);
  return preferences;
}

/** Saves some preferences; the switch shows the new value at once and goes back if the save fails. */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onMutate: async (update) => {
      await queryClient.cancelQueries({ queryKey: preferencesQueryKey });
      const previous = queryClient.getQueryData<Preferences>(preferencesQueryKey);
      if (previous) queryClient.setQueryData<Preferences>(preferencesQueryKey, { ...previous, ...update });
      return { previous };
    },
    onError: (_error, _update, context) => {
      if (context?.previous) queryClient.setQueryData(preferencesQueryKey, context.previous);
    },
    onSuccess: (preferences) => queryClient.setQueryData(preferencesQueryKey, preferences),
  });
}
