import { useCallback, useMemo } from 'react';
import { useUrlSearchParams } from '@/lib/use-url-search-params';
import {
  applySpaceFilters,
  emptySpaceFilters,
  type SpaceFilters,
  spaceFiltersFromSearchParams,
} from './space-filters';

/** The Available Spaces filters, read from and written to the URL. */
export function useSpaceFilters() {
  const [searchParams, setSearchParams] = useUrlSearchParams();
  const filters = useMemo(() => spaceFiltersFromSearchParams(searchParams), [searchParams]);

  // Replace, not push: each keystroke or pick should not become a Back-button step. Any filter change
  // returns to page 1.
  const setFilters = useCallback(
    (change: Partial<Omit<SpaceFilters, 'page'>>) =>
      setSearchParams(
        (current) =>
          applySpaceFilters(current, { ...spaceFiltersFromSearchParams(current), ...change, page: 1 }),
        { replace: true },
      ),
    [setSearchParams],
  );
  const setPage = useCallback(
    (page: number) =>
      setSearchParams((current) =>
        applySpaceFilters(current, { ...spaceFiltersFromSearchParams(current), page }),
      ),
    [setSearchParams],
  );
  const clearFilters = useCallback(
    () => setSearchParams((current) => applySpaceFilters(current, emptySpaceFilters), { replace: true }),
    [setSearchParams],
  );

  return { filters, setFilters, setPage, clearFilters };
}
