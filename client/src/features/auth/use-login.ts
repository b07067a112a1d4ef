import { invalidCredentialsMessage, type LoginInput, type UserResponse } from '@common/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/session/current-user';

/** Signs in; on success the user query holds the new user, which lets the guarded routes render. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => api.post<UserResponse>('/api/auth/login', input),
    onSuccess: ({ user }) => {
      queryClient.setQueryData(currentUserQueryKey, user);
    },
  });
}

/** What the sign-in screen says when signing in fails. */
export function loginErrorMessage(error: unknown): string {
  if (isApiError(error, 401)) return invalidCredentialsMessage;
  if (isApiError(error, 429)) {
    return error.serverMessage ?? 'Too many sign-in attempts. Please wait a minute and try again.';
  }
  return 'Unable to sign in. Please try again.';
}
