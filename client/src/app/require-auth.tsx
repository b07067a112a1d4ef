import { Navigate, Outlet, useLocation } from 'react-router';
import { loginUrlFor } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/session/current-user';
import { CommandPalette } from './command-palette';
import { FullPageSkeleton } from './full-page-skeleton';

/**
 * Renders its routes only for a signed-in user. Not signed in: /login?next=<this page>. If the user
 * call fails for another reason the app still shows, with the fallback name, role and avatar.
 */
export function RequireAuth() {
  const { data: user, isPending } = useCurrentUser();
  const location = useLocation();
  if (isPending) return <FullPageSkeleton />;
  if (user === null) return <Navigate to={loginUrlFor(location)} replace />;
  return (
    <>
      <Outlet />
      <CommandPalette />
    </>
  );
}
