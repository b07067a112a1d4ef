import { useCallback, useMemo } from 'react';
import { pageFromSearchParams, pageParam, useSetPage } from '@/lib/paging';
import { useUrlSearchParams } from '@/lib/use-url-search-params';
import {
  emptyHeatmapScope,
  type HeatmapScope,
  heatmapScopeFromSearchParams,
  heatmapScopeNames,
  heatmapScopeToQuery,
} from './heatmap-scope';

/**
 * The heatmap's scope and page, read from and written to the URL. A scope change replaces the history
 * entry (each pick is not a Back step) and goes back to the first page of buildings.
 */
export function useHeatmapScope() {
  const [searchParams, setSearchParams] = useUrlSearchParams();
  const scope = useMemo(() => heatmapScopeFromSearchParams(searchParams), [searchParams]);
  const page = pageFromSearchParams(searchParams);
  const setPage = useSetPage();

  const setScope = useCallback(
    (change: Partial<HeatmapScope>) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          const query = heatmapScopeToQuery({ ...heatmapScopeFromSearchParams(current), ...change });
          for (const name of heatmapScopeNames) {
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
  const clearScope = useCallback(() => setScope(emptyHeatmapScope), [setScope]);
  return { scope, setScope, clearScope, page, setPage };
}
