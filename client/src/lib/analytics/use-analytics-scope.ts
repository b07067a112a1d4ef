import { useCallback, useMemo } from 'react';
import { useUrlSearchParams } from '@/lib/use-url-search-params';
import {
  type AnalyticsScopeValues,
  analyticsScopeFromSearchParams,
  analyticsScopeToQuery,
  emptyAnalyticsScope,
} from './analytics-api';

const scopeNames = ['building', 'assetManager', 'market', 'asOf'] as const;

/**
 * The analytics scope in the URL (building, assetManager, market, asOf). A change rewrites only
 * these names, so the screen's other parameters (a chart's own filters) stay; it replaces the history
 * entry rather than adding one per pick.
 */
export function useAnalyticsScope() {
  const [searchParams, setSearchParams] = useUrlSearchParams();
  const scope = useMemo(() => analyticsScopeFromSearchParams(searchParams), [searchParams]);

  const setScope = useCallback(
    (change: Partial<AnalyticsScopeValues>) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          const merged = analyticsScopeToQuery({ ...analyticsScopeFromSearchParams(current), ...change });
          for (const name of scopeNames) {
            const value = merged.get(name);
            if (value === null) next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  const clearScope = useCallback(() => setScope(emptyAnalyticsScope), [setScope]);
  const hasScope = analyticsScopeToQuery(scope).size > 0;
  return { scope, setScope, clearScope, hasScope };
}

/** A screen's link with the scope carried over: '/rent-roll?building=12'. */
export function scopedPath(path: string, scope: Partial<AnalyticsScopeValues>): string {
  const query = analyticsScopeToQuery(scope).toString();
  return query ? `${path}?${query}` : path;
}
