import type { PasswordChange } from '@common/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionsQueryKey } from './get-sessions';

export function changePassword(input: PasswordChange): Promise<{ endedSessions: number }> {
  return api.post<{ endedSessions: number }>('/api/settings/password', input);
}

/** Changing the password ends the other sessions, so the list refreshes. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
