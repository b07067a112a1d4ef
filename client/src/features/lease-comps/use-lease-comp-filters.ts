import { useCallback, useMemo, useRef } from 'react';
import {
  emptyLeaseCompFilters,
  type LeaseCompFilterValues,
  leaseCompFiltersFromSearchParams,
  leaseCompFiltersToQuery,
} from '@/lib/lease-comps/lease-comp-filters';
import { useUrlSearchParams } from '@/lib/use-url-search-params';

/** The Lease Comps filters, read from and written to the URL. */
export function useLeaseCompFilters() {
  const [searchParams, setSearchParams] = useUrlSearchParams();
  const filters = useMemo(() => leaseCompFiltersFromSearchParams(searchParams), [searchParams]);
  // The filters each write builds on. Two size boxes may apply before the URL re-renders, and a
  // debounced box may call a setter from an earlier render whose `searchParams` is stale, so writes
  // build on the last one we made, not on what a render saw. When the URL changes (our write landing,
  // or a link elsewhere), it becomes the base again.
  const latest = useRef(searchParams);
  const seen = useRef(searchParams.toString());
  if (searchParams.toString() !== seen.current) {
    seen.current = searchParams.toString();
    latest.current = searchParams;
  }

  // Replace, not push: each pick should not become a Back-button step.
  const write = useCallback(
    (next: URLSearchParams) => {
      latest.current = next;
      setSearchParams(next, { replace: true });
    },
    [setSearchParams],
  );
  const setFilters = useCallback(
    (change: Partial<LeaseCompFilterValues>) =>
      write(leaseCompFiltersToQuery({ ...leaseCompFiltersFromSearchParams(latest.current), ...change })),
    [write],
  );
  const clearFilters = useCallback(() => write(leaseCompFiltersToQuery(emptyLeaseCompFilters)), [write]);
  return { filters, setFilters, clearFilters };
}
