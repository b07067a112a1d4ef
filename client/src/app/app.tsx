import { createBrowserRouter, RouterProvider } from 'react-router';
import { queryClient } from '@/lib/query-client';
import { currentUserQueryOptions } from '@/lib/session/current-user';
import { AppProviders } from './providers';
import { routes } from './routes';

const router = createBrowserRouter(routes);

// Every screen but the sign-in one needs the user: ask for it while the first screen's code is still
// downloading. The sign-in screen does not ask (a signed-out visitor would get a 401 for nothing).
if (window.location.pathname !== '/login') void queryClient.prefetchQuery(currentUserQueryOptions());

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
