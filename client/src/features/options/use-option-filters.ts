import { useCallback, useMemo } from 'react';
import { useUrlSearchParams } from '@/lib/use-url-search-params';
import {
  applyOptionFilters,
  defaultOptionFilters,
  type OptionFilterValues,
  optionFiltersFromSearchParams,
} from './option-filters';

/** The Options filters and the open option (`?option=`), read from and written to the URL. */
export function useOptionFilters() {
  const [searchParams, setSearchParams] = useUrlSearchParams();
  const filters = useMemo(() => optionFiltersFromSearchParams(searchParams), [searchParams]);
  const optionParam = searchParams.get('option') ?? '';
  const openOptionId = /^[1-9]\d{0,8}$/.test(optionParam) ? Number(optionParam) : null;

  // Replace, not push: each pick should not become a Back-button step.
  const setFilters = useCallback(
    (change: Partial<OptionFilterValues>) =>
      setSearchParams(
        (current) => applyOptionFilters(current, { ...optionFiltersFromSearchParams(current), ...change }),
        { replace: true },
      ),
    [setSearchParams],
  );
  // Clearing the filters keeps the order the list is sorted in.
  const clearFilters = useCallback(
    () =>
      setSearchParams(
        (current) => {
          const { sort, dir } = optionFiltersFromSearchParams(current);
          return applyOptionFilters(current, { ...defaultOptionFilters, sort, dir });
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  const setOpenOptionId = useCallback(
    (id: number | null) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete('option');
        else next.set('option', String(id));
        return next;
      }),
    [setSearchParams],
  );
  return { filters, setFilters, clearFilters, openOptionId, setOpenOptionId };
}
