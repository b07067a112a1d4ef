import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  emptyLeaseCompFilters,
  type LeaseCompFilterValues,
  leaseCompFiltersFromSearchParams,
  leaseCompFiltersToQuery,
} from './lease-comp-filters';

/** The Lease Comps filters, read from and written to the URL. */
export function useLeaseCompFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => leaseCompFiltersFromSearchParams(searchParams), [searchParams]);
  // Two size boxes may apply in the same tick, before the URL re-renders (`current` then still reads
  // as the params the last write started from): the second write must build on the first, or the first
  // filter is lost.
  const written = useRef<{ from: string; to: URLSearchParams } | null>(null);
  // Once the URL shows that write, it is done; a later change elsewhere (a sidebar link) must not
  // bring it back.
  if (written.current?.to.toString() === searchParams.toString()) written.current = null;

  // Replace, not push: each pick should not become a Back-button step.
  const setFilters = useCallback(
    (change: Partial<LeaseCompFilterValues>) =>
      setSearchParams(
        (current) => {
          const latest = written.current?.from === current.toString() ? written.current.to : current;
          const next = leaseCompFiltersToQuery({ ...leaseCompFiltersFromSearchParams(latest), ...change });
          written.current = { from: current.toString(), to: next };
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  const clearFilters = useCallback(() => {
    written.current = null;
    setSearchParams(leaseCompFiltersToQuery(emptyLeaseCompFilters), { replace: true });
  }, [setSearchParams]);
  return { filters, setFilters, clearFilters };
}
