import { plural } from '@common/words';
import { useCallback, useEffect } from 'react';
import { formatNumber } from '@/lib/format-number';
import { useUrlSearchParams } from '@/lib/use-url-search-params';

/*
 * Server-paged tables (Assets, Lease Documents, Spaces): the 1-based page lives in the URL as
 * `?page=` (page 1 is left out), asks the API for one window of rows, and is named in the footer.
 */

export const pageParam = 'page';

/** The page in `params`; anything but a plain page number is page 1. */
export function pageFromSearchParams(params: URLSearchParams): number {
  const page = params.get(pageParam);
  return page && /^[1-9]\d{0,5}$/.test(page) ? Number(page) : 1;
}

/** `params` on `page` (page 1 is the default and is left out). */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set(pageParam, String(page));
  else next.delete(pageParam);
  return next;
}

/** How many pages `total` rows fill; an empty list is still one (empty) page. */
export const pageCountOf = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(total / pageSize));

/** The API's `limit` and `offset` for `page` (no offset on the first). */
export function pageWindow(page: number, pageSize: number): Record<string, string> {
  const offset = (page - 1) * pageSize;
  return offset > 0 ? { limit: String(pageSize), offset: String(offset) } : { limit: String(pageSize) };
}

/** 'Showing 51–100 of 30,064 leases', or 'No leases on this page of 30,064' past the rows. */
export function pageRangeText(
  page: number,
  pageSize: number,
  shown: number,
  total: number,
  noun: { one: string; many: string },
): string {
  if (shown === 0) return `No ${noun.many} on this page of ${formatNumber(total)}`;
  const first = (page - 1) * pageSize + 1;
  return `Showing ${formatNumber(first)}–${formatNumber(first + shown - 1)} of ${plural(total, noun.one, noun.many)}`;
}

/**
 * The page's setter: a new page is a Back-button step (and the router scrolls it to the top);
 * `replace` corrects a page past the end.
 */
export function useSetPage() {
  const [, setSearchParams] = useUrlSearchParams();
  return useCallback(
    (page: number, options: { replace?: boolean } = {}) =>
      setSearchParams((current) => withPage(current, page), options),
    [setSearchParams],
  );
}

/**
 * A page past the end (a stale link, or rows gone since) becomes the last page, once the list's own
 * answer (`settled`, not a placeholder) says how many pages there are.
 */
export function useLastPageWhenPastTheEnd(
  page: number,
  pageCount: number,
  settled: boolean,
  setPage: (page: number, options: { replace?: boolean }) => void,
) {
  const pastTheEnd = settled && page > pageCount;
  useEffect(() => {
    if (pastTheEnd) setPage(pageCount, { replace: true });
  }, [pastTheEnd, pageCount, setPage]);
}

/**
 * The rows of "Load more" pages, read one after another, each row once. A page is a window by
 * offset, so a row written between two loads can shift a row of one page into the next: it is kept
 * where it came first (and never given twice to a list keyed by it). Rows are told apart by their id,
 * or by `keyOf` for rows without one.
 */
export function rowsOfPages<T extends { id: number }>(pages: readonly { items: readonly T[] }[]): T[];
export function rowsOfPages<T>(pages: readonly { items: readonly T[] }[], keyOf: (row: T) => string): T[];
export function rowsOfPages<T>(
  pages: readonly { items: readonly T[] }[],
  keyOf: (row: T) => string | number = (row) => (row as { id: number }).id,
): T[] {
  const seen = new Set<string | number>();
  const rows: T[] = [];
  for (const page of pages) {
    for (const item of page.items) {
      const key = keyOf(item);
      if (seen.has(key)) continue;
      seen.add(key);
      rows.push(item);
    }
  }
  return rows;
}
