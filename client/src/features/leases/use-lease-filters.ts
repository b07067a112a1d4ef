import { useCallback, useMemo } from 'react';
import { pageFromSearchParams, useSetPage } from '@/lib/paging';
import { useUrlSearchParams } from '@/lib/use-url-search-params';
import {
  applyLeaseFilters,
  emptyLeaseFilters,
  type LeaseFilters,
  leaseFiltersFromSearchParams,
} from './lease-filters';

/**
 * The Lease Documents filters, the page (`?page=`) and the open lease (`?leaseId=`), read from and
 * written to the URL.
 */
export function useLeaseFilters() {
  const [searchParams, setSearchParams] = useUrlSearchParams();
  const filters = useMemo(() => leaseFiltersFromSearchParams(searchParams), [searchParams]);
  const leaseId = Number(searchParams.get('leaseId')) || null;
  const page = pageFromSearchParams(searchParams);
  const setPage = useSetPage();

  // Replace, not push: each keystroke or pick should not become a Back-button step.
  const setFilters = useCallback(
    (change: Partial<LeaseFilters>) =>
      setSearchParams(
        (current) => applyLeaseFilters(current, { ...leaseFiltersFromSearchParams(current), ...change }),
        { replace: true },
      ),
    [setSearchParams],
  );
  const clearFilters = useCallback(
    () => setSearchParams((current) => applyLeaseFilters(current, emptyLeaseFilters), { replace: true }),
    [setSearchParams],
  );
  const setLeaseId = useCallback(
    (id: number | null) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete('leaseId');
        else next.set('leaseId', String(id));
        return next;
      }),
    [setSearchParams],
  );

  return { filters, setFilters, clearFilters, page, setPage, leaseId, setLeaseId };
}
