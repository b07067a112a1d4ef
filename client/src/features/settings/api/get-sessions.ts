import type { SessionItem } from '@common/settings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const sessionsQueryKey = ['settings', 'sessions'] as const;

export function getSessions(signal?: AbortSignal): Promise<SessionItem[]> {
  return api.get<SessionItem[]>('/api/settings/sessions', { signal });
}

export const getSessionsQueryOptions = () =>
  queryOptions({ queryKey: sessionsQueryKey, queryFn: ({ signal }) => getSessions(signal) });

export function useSessions() {
  return useQuery(getSessionsQueryOptions());
}

export function endSession(id: string): Promise<void> {
  return api.delete<void>(`/api/settings/sessions/${id}`);
}

export function endOtherSessions(): Promise<{ ended: number }> {
  return api.post<{ ended: number }>('/api/settings/sessions/sign-out-others');
}

function useRefreshSessions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
}

export function useEndSession() {
  return useMutation({ mutationFn: endSession, onSuccess: useRefreshSessions() });
}

export function useEndOtherSessions() {
  return useMutation({ mutationFn: endOtherSessions, onSuccess: useRefreshSessions() });
}
