import { QueryClient } from '@tanstack/react-query';

/**
 * Cached data never goes stale, nothing refetches on window focus, nothing polls and
 * neither reads nor writes retry. Screens refresh by invalidating after a write.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Number.POSITIVE_INFINITY, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
