import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  applyLeaseFilters,
  emptyLeaseFilters,
  type LeaseFilters,
  leaseFiltersFromSearchParams,
  leasePageFromSearchParams,
} from './lease-filters';

/**
 * The Lease Documents filters, the page (`?page=`) and the open lease (`?leaseId=`), read from and
 * written to the URL.
 */
export function useLeaseFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => leaseFiltersFromSearchParams(searchParams), [searchParams]);
  const leaseId = Number(searchParams.get('leaseId')) || null;
  const page = leasePageFromSearchParams(searchParams);

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

  // A page is a Back-button step; a page past the end (a stale link) is replaced, not stacked.
  const setPage = useCallback(
    (next: number, options: { replace?: boolean } = {}) =>
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        if (next > 1) params.set('page', String(next));
        else params.delete('page');
        return params;
      }, options),
    [setSearchParams],
  );

  return { filters, setFilters, clearFilters, page, setPage, leaseId, setLeaseId };
}
