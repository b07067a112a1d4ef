import { useCallback, useMemo } from 'react';
import {
  type AnalyticsScopeValues,
  analyticsScopeFromSearchParams,
  analyticsScopeToQuery,
  emptyAnalyticsScope,
} from '@/lib/analytics/analytics-api';
import { pageFromSearchParams, pageParam, useSetPage } from '@/lib/paging';
import { useUrlSearchParams } from '@/lib/use-url-search-params';

const scopeNames = ['building', 'assetManager', 'market', 'asOf'] as const;

/**
 * A paged report's scope — the analytics scope, under its names in the URL, so a link from /analytics
 * keeps it whole — and its page (the heatmap's buildings, the rent roll's suites). A scope change
 * replaces the history entry (a pick is not a Back step) and starts again from the first page, in
 * one write.
 */
export function usePagedAnalyticsScope() {
  const [searchParams, setSearchParams] = useUrlSearchParams();
  const scope = useMemo(() => analyticsScopeFromSearchParams(searchParams), [searchParams]);
  const page = pageFromSearchParams(searchParams);
  const setPage = useSetPage();

  const setScope = useCallback(
    (change: Partial<AnalyticsScopeValues>) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          const query = analyticsScopeToQuery({ ...analyticsScopeFromSearchParams(current), ...change });
          for (const name of scopeNames) {
            const value = query.get(name);
            if (value === null) next.delete(name);
            else next.set(name, value);
          }
          next.delete(pageParam);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  const clearScope = useCallback(() => setScope(emptyAnalyticsScope), [setScope]);
  const hasScope = analyticsScopeToQuery(scope).size > 0;
  return { scope, setScope, clearScope, hasScope, page, setPage };
}
