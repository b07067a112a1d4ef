import type { MentionableUser } from '@common/discussion';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { mentionableUsersQueryKey } from './query-keys';

export function getMentionableUsers(signal?: AbortSignal): Promise<MentionableUser[]> {
  return api.get<MentionableUser[]>('/api/users/mentionable', { signal });
}

export const getMentionableUsersQueryOptions = () =>
  queryOptions({
    queryKey: mentionableUsersQueryKey,
    queryFn: ({ signal }) => getMentionableUsers(signal),
    // The team changes rarely; one load serves every composer on the screen.
    staleTime: 5 * 60_000,
  });

/** The active team an @mention can name. */
export function useMentionableUsers() {
  return useQuery(getMentionableUsersQueryOptions());
}
