import type { NewUserInput, TeamMember, UserUpdate } from '@common/settings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const teamQueryKey = ['settings', 'team'] as const;
/** Pickers (asset managers…) list users too; a role or status change must reach them. */
const usersQueryKey = ['users'] as const;

export function getTeam(signal?: AbortSignal): Promise<TeamMember[]> {
  return api.get<TeamMember[]>('/api/users/team', { signal });
}

export const getTeamQueryOptions = () =>
  queryOptions({ queryKey: teamQueryKey, queryFn: ({ signal }) => getTeam(signal) });

export function useTeam() {
  return useQuery(getTeamQueryOptions());
}

export function addUser(input: NewUserInput): Promise<TeamMember> {
  return api.post<TeamMember>('/api/users', input);
}

export function updateUser({ id, ...update }: UserUpdate & { id: number }): Promise<TeamMember> {
  return api.patch<TeamMember>(`/api/users/${id}`, update);
}

function useRefreshTeam() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: teamQueryKey }),
      queryClient.invalidateQueries({ queryKey: usersQueryKey }),
    ]);
}

export function useAddUser() {
  return useMutation({ mutationFn: addUser, onSuccess: useRefreshTeam() });
}

export function useUpdateUser() {
  return useMutation({ mutationFn: updateUser, onSuccess: useRefreshTeam() });
}
