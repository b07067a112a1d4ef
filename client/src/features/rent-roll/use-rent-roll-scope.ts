import { useCallback, useMemo } from 'react';
import { pageFromSearchParams, pageParam, useSetPage } from '@/lib/paging';
import { useUrlSearchParams } from '@/lib/use-url-search-params';
import {
  emptyRentRollScope,
  type RentRollScope,
  rentRollScopeFromSearchParams,
  rentRollScopeToQuery,
} from './rent-roll-scope';

/**
 * The rent roll's building, as-of day and page, read from and written to the URL. A scope change
 * replaces the history entry and goes back to the first page.
 */
export function useRentRollScope() {
  const [searchParams, setSearchParams] = useUrlSearchParams();
  const scope = useMemo(() => rentRollScopeFromSearchParams(searchParams), [searchParams]);
  const page = pageFromSearchParams(searchParams);
  const setPage = useSetPage();

  const setScope = useCallback(
    (change: Partial<RentRollScope>) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          const query = rentRollScopeToQuery({ ...rentRollScopeFromSearchParams(current), ...change });
          for (const name of ['building', 'asOf'] as const) {
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
  const clearScope = useCallback(() => setScope(emptyRentRollScope), [setScope]);
  return { scope, setScope, clearScope, page, setPage };
}
