import {
  applyFilters,
  type DealFilters,
  emptyDealFilters,
  filtersFromSearchParams,
  filtersToQuery,
} from './deal-filters';
import { applySort, type DealSort, sortFromSearchParams } from './deal-sort';

/**
 * The pipeline's filters and sort as one query string: what the list and the export ask the API for
 * and what a saved view keeps (`stage=loi&lead=me&sort=ner&dir=desc`).
 */
export function pipelineQuery(filters: DealFilters, sort: DealSort | null): URLSearchParams {
  return applySort(filtersToQuery(filters), sort);
}

/**
 * The URL's search params showing a saved view: its filters and sort replace the current ones; the
 * rest (table or board) stays. Values the pipeline would not take are dropped as on any URL.
 */
export function applyViewQuery(params: URLSearchParams, query: string): URLSearchParams {
  const view = new URLSearchParams(query);
  const cleared = applySort(applyFilters(params, emptyDealFilters), null);
  return applySort(applyFilters(cleared, filtersFromSearchParams(view)), sortFromSearchParams(view));
}

/** Whether two pipeline queries ask for the same deals in the same order, whatever the order of their parameters. */
export function sameQuery(a: string, b: string): boolean {
  const normal = (query: string) => {
    const params = new URLSearchParams(query);
    const filters = filtersFromSearchParams(params);
    return pipelineQuery(filters, sortFromSearchParams(params)).toString();
  };
  return normal(a) === normal(b);
}
