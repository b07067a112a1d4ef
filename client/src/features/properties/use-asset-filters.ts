import { useCallback, useMemo } from 'react';
import { pageFromSearchParams, useSetPage } from '@/lib/paging';
import { useUrlSearchParams } from '@/lib/use-url-search-params';
import {
  type AssetFilters,
  type AssetView,
  applyFilters,
  applyView,
  emptyAssetFilters,
  filtersFromSearchParams,
  viewFromSearchParams,
} from './asset-filters';

/** The Assets screen's filters, tab and table page, read from and written to the URL. */
export function useAssetFilters() {
  const [searchParams, setSearchParams] = useUrlSearchParams();
  const filters = useMemo(() => filtersFromSearchParams(searchParams), [searchParams]);
  const view = viewFromSearchParams(searchParams);
  const page = pageFromSearchParams(searchParams);
  const setPage = useSetPage();

  // Replace, not push: each keystroke or pick should not become a Back-button step. A filter change
  // also returns the table to page 1 (applyFilters).
  const setFilters = useCallback(
    (change: Partial<AssetFilters>) =>
      setSearchParams(
        (current) => applyFilters(current, { ...filtersFromSearchParams(current), ...change }),
        { replace: true },
      ),
    [setSearchParams],
  );
  const clearFilters = useCallback(
    () => setSearchParams((current) => applyFilters(current, emptyAssetFilters), { replace: true }),
    [setSearchParams],
  );
  const setView = useCallback(
    (next: AssetView) => setSearchParams((current) => applyView(current, next), { replace: true }),
    [setSearchParams],
  );

  return { filters, view, page, setFilters, clearFilters, setView, setPage };
}
