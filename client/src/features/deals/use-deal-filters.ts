import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  applyFilters,
  applyView,
  type DealFilters,
  type DealView,
  emptyDealFilters,
  filtersFromSearchParams,
  viewFromSearchParams,
} from './deal-filters';

/** The pipeline's filters and view (table or board), read from and written to the URL. */
export function useDealFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearchParams(searchParams), [searchParams]);
  const view = viewFromSearchParams(searchParams);

  // Replace, not push: each keystroke or pick should not become a Back-button step.
  const setFilters = useCallback(
    (change: Partial<DealFilters>) =>
      setSearchParams(
        (current) => applyFilters(current, { ...filtersFromSearchParams(current), ...change }),
        { replace: true },
      ),
    [setSearchParams],
  );
  const clearFilters = useCallback(
    () => setSearchParams((current) => applyFilters(current, emptyDealFilters), { replace: true }),
    [setSearchParams],
  );
  const setView = useCallback(
    (next: DealView) => setSearchParams((current) => applyView(current, next), { replace: true }),
    [setSearchParams],
  );

  return { filters, view, setFilters, clearFilters, setView };
}
