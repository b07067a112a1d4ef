import type { PortfolioSnapshot } from '@common/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const portfolioSnapshotQueryKey = ['dashboard', 'portfolio'] as const;

/** GET /api/dashboard/portfolio: occupancy today and the next five years of expiries, portfolio totals only. */
export function getPortfolioSnapshot(signal?: AbortSignal): Promise<PortfolioSnapshot> {
  return api.get<PortfolioSnapshot>('/api/dashboard/portfolio', { signal });
}

// Read again on every visit, as the tiles are.
export const portfolioSnapshotQueryOptions = () =>
  queryOptions({
    queryKey: portfolioSnapshotQueryKey,
    queryFn: ({ signal }) => getPortfolioSnapshot(signal),
    staleTime: 0,
  });

export function usePortfolioSnapshot() {
  return useQuery(portfolioSnapshotQueryOptions());
}
