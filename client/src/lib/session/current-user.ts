import type { CurrentUser, UserResponse } from '@common/auth';
import { roleLabel } from '@common/roles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';

/**
 * The signed-in user, shared by the route guard, the shell and the home screen. `null` means
 * "not signed in" (the server answered 401); the guard sends the browser to /login for it, so this
 * call never triggers the fetch helper's own 401 redirect (the sign-in screen reads it too).
 */
export const currentUserQueryKey = ['user'] as const;

export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    const { user } = await api.get<UserResponse>('/api/user', { redirectOnUnauthorized: false });
    return user;
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

/**
 * A failed call is not retried, not even when another component starts reading it (the fallback name, role
 * and avatar apply instead) — otherwise every screen mounting would ask again and flash the skeleton.
 */
export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: currentUserQueryKey, queryFn: fetchCurrentUser, retryOnMount: false });

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}

/**
 * The user if this page already knows one (signed in here, or cached by the app before the browser
 * came to /login), without ever asking the server: a signed-out visitor's question would be answered
 * with a 401, which the browser reports as an error although nothing went wrong.
 */
export function useKnownCurrentUser(): CurrentUser | null {
  return useQuery({ ...currentUserQueryOptions(), enabled: false }).data ?? null;
}

/** The sidebar shows 'User' when the name is missing (the greeting uses 'there'). */
export const displayName = (user: CurrentUser | null | undefined, fallback = 'User'): string =>
  user?.fullName?.trim() || fallback;

/** The role label falls back to 'Admin'. */
export const displayRole = (user: CurrentUser | null | undefined): string => roleLabel(user?.role);
