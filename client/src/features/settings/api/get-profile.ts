import type { Profile, ProfileUpdate } from '@common/settings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/session/current-user';

export const profileQueryKey = ['settings', 'profile'] as const;

export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return api.get<Profile>('/api/settings/profile', { signal });
}

export const getProfileQueryOptions = () =>
  queryOptions({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile(signal) });

export function useProfile() {
  return useQuery(getProfileQueryOptions());
}

export function updateProfile(update: ProfileUpdate): Promise<Profile> {
  return api.patch<Profile>('/api/settings/profile', update);
}

/** Saves the profile; the sidebar and top bar (the current user) show the new name and avatar. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      return queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
