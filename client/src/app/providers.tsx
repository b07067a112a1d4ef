import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';

// The toast region loads after the first screen; toasts raised before that wait in the store.
const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

export type AppProvidersProps = { queryClient: QueryClient; children: ReactNode };

/**
 * What every screen relies on: the query cache and the toast region. (Tooltip timing is provided by
 * the shell, the only place with tooltips, to keep their positioning code out of the first download.)
 */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
