import { useCallback, useMemo } from 'react';
import { useUrlSearchParams } from '@/lib/use-url-search-params';
import {
  applyFilters,
  filtersFromSearchParams,
  type TenantDirectoryFilters,
} from './tenant-directory-filters';

/** The directory's tab and search, read from and written to the URL. */
export function useTenantDirectoryFilters() {
  const [searchParams, setSearchParams] = useUrlSearchParams();
  const filters = useMemo(() => filtersFromSearchParams(searchParams), [searchParams]);

  // Replace, not push: a keystroke or a tab click should not become a Back-button step.
  const setFilters = useCallback(
    (change: Partial<TenantDirectoryFilters>) =>
      setSearchParams(
        (current) => applyFilters(current, { ...filtersFromSearchParams(current), ...change }),
        {
          replace: true,
        },
      ),
    [setSearchParams],
  );

  return { filters, setFilters };
}
