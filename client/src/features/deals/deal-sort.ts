import { type DealSortField, dealSortFields } from '@common/deal-filters';

/**
 * The pipeline's order, kept in the URL as the API's `sort` and `dir`. None in the URL is the
 * server's default: newest activity first.
 */
export type SortDir = 'asc' | 'desc';
export type DealSort = { field: DealSortField; dir: SortDir };

export const defaultSort: DealSort = { field: 'lastActivity', dir: 'desc' };

/** The direction a column sorts in when first picked: newest activity first, anything else A→Z. */
export const firstDir = (field: DealSortField): SortDir => (field === 'lastActivity' ? 'desc' : 'asc');

const isSortField = (value: string | null): value is DealSortField =>
  value !== null && (dealSortFields as readonly string[]).includes(value);

/** The URL's order; null when it names none (or one the API would refuse). */
export function sortFromSearchParams(params: URLSearchParams): DealSort | null {
  const field = params.get('sort');
  if (!isSortField(field)) return null;
  const dir = params.get('dir');
  return { field, dir: dir === 'asc' || dir === 'desc' ? dir : firstDir(field) };
}

/** The order a click on a column's header asks for: the other way round when it already sorts by it. */
export function nextSort(current: DealSort | null, field: DealSortField): DealSort {
  const shown = current ?? defaultSort;
  if (shown.field === field) return { field, dir: shown.dir === 'asc' ? 'desc' : 'asc' };
  return { field, dir: firstDir(field) };
}

/** The URL's search params with the order replaced (null removes it). */
export function applySort(params: URLSearchParams, sort: DealSort | null): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('sort');
  next.delete('dir');
  if (sort) {
    next.set('sort', sort.field);
    next.set('dir', sort.dir);
  }
  return next;
}

/** The `aria-sort` of a column's header. */
export function ariaSortOf(sort: DealSort | null, field: DealSortField): 'ascending' | 'descending' | 'none' {
  const shown = sort ?? defaultSort;
  if (shown.field !== field) return 'none';
  return shown.dir === 'asc' ? 'ascending' : 'descending';
}
