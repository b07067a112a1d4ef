import { useCallback, useEffect, useMemo, useState } from 'react';
import { textDebounceMs } from '@/lib/use-debounced-text';
import { useUrlSearchParams } from '@/lib/use-url-search-params';
import {
  applyFilters,
  applyView,
  type DealFilters,
  type DealView,
  emptyDealFilters,
  filtersFromSearchParams,
  viewFromSearchParams,
} from './deal-filters';
import { applySort, type DealSort, sortFromSearchParams } from './deal-sort';
import { applyViewQuery } from './pipeline-query';

/** How long the address bar waits after the last keystroke before it takes the typed keyword. */
export const keywordUrlDelayMs = textDebounceMs;

/** A keyword typed but not yet in the URL, and the URL's keyword it was typed over. */
type TypedKeyword = { keyword: string; over: string };

/**
 * The pipeline's filters and view (table or board), read from and written to the URL. A typed keyword
 * applies at once (the list asks the server on every keystroke; react-query aborts the superseded
 * request) and reaches the URL `keywordUrlDelayMs` after the last keystroke: a history write per
 * keystroke re-renders the whole route and browsers cap them (Safari: 100 per 30 s).
 */
export function useDealFilters() {
  const [searchParams, setSearchParams] = useUrlSearchParams();
  const urlFilters = useMemo(() => filtersFromSearchParams(searchParams), [searchParams]);
  const view = viewFromSearchParams(searchParams);
  const sortParam = searchParams.get('sort');
  const dirParam = searchParams.get('dir');
  // Rebuilt only when the URL's order changes, so the rows' memoised handlers stay put.
  // biome-ignore lint/correctness/useExhaustiveDependencies: sortParam and dirParam are what it reads.
  const sort = useMemo(() => sortFromSearchParams(searchParams), [sortParam, dirParam]);

  const [typed, setTyped] = useState<TypedKeyword | null>(null);
  // Any change of the URL's keyword (ours landing, Back, a link) supersedes what was typed over it.
  const stale = typed !== null && typed.over !== urlFilters.keyword;
  if (stale) setTyped(null);
  const pending = typed !== null && !stale && typed.keyword !== urlFilters.keyword ? typed.keyword : null;
  const filters = useMemo(
    () => (pending === null ? urlFilters : { ...urlFilters, keyword: pending }),
    [urlFilters, pending],
  );

  useEffect(() => {
    if (pending === null) return;
    const timer = setTimeout(
      () =>
        setSearchParams(
          (current) => applyFilters(current, { ...filtersFromSearchParams(current), keyword: pending }),
          { replace: true },
        ),
      keywordUrlDelayMs,
    );
    return () => clearTimeout(timer);
  }, [pending, setSearchParams]);

  /** The keyword as typed: the screen follows it now, the URL after a pause. */
  const setKeyword = useCallback(
    (keyword: string) => setTyped({ keyword, over: urlFilters.keyword }),
    [urlFilters.keyword],
  );

  // Replace, not push: each pick should not become a Back-button step. A keyword not yet in the URL
  // goes with it, and an explicit keyword (a chip removed) shows at once like a typed one.
  const setFilters = useCallback(
    (change: Partial<DealFilters>) => {
      if (change.keyword !== undefined) setTyped({ keyword: change.keyword, over: urlFilters.keyword });
      setSearchParams(
        (current) =>
          applyFilters(current, {
            ...filtersFromSearchParams(current),
            ...(pending === null ? {} : { keyword: pending }),
            ...change,
          }),
        { replace: true },
      );
    },
    [setSearchParams, pending, urlFilters.keyword],
  );
  const clearFilters = useCallback(() => {
    setTyped({ keyword: '', over: urlFilters.keyword });
    setSearchParams((current) => applyFilters(current, emptyDealFilters), { replace: true });
  }, [setSearchParams, urlFilters.keyword]);
  const setView = useCallback(
    (next: DealView) => setSearchParams((current) => applyView(current, next), { replace: true }),
    [setSearchParams],
  );
  const setSort = useCallback(
    (next: DealSort | null) => setSearchParams((current) => applySort(current, next), { replace: true }),
    [setSearchParams],
  );
  /** Shows a saved view: its filters and sort replace the current ones (the table or board stays). */
  const applySavedQuery = useCallback(
    (query: string) => {
      const keyword = new URLSearchParams(query).get('keyword') ?? '';
      setTyped({ keyword, over: urlFilters.keyword });
      setSearchParams((current) => applyViewQuery(current, query), { replace: true });
    },
    [setSearchParams, urlFilters.keyword],
  );

  return {
    filters,
    /** The filters as the URL has them: the keyword as of the last pause in typing. */
    committedFilters: urlFilters,
    view,
    setKeyword,
    setFilters,
    clearFilters,
    setView,
    sort,
    setSort,
    applySavedQuery,
  };
}
