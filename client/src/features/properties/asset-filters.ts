import { type AssetClass, type AssetType, assetClasses, assetTypes } from '@common/property-classes';
import { pageParam } from '@/lib/paging';

/**
 * The Assets screen's filters, kept in the URL (shareable, survive a reload). The search-param names
 * are the API's, so the same string serves the list, the aggregates and the CSV export.
 */
export type AssetFilters = {
  keyword: string;
  assetClass: AssetClass | null;
  assetType: AssetType | null;
  assetManagerId: number | null;
};

export const emptyAssetFilters: AssetFilters = {
  keyword: '',
  assetClass: null,
  assetType: null,
  assetManagerId: null,
};

export const assetViews = ['assets', 'markets', 'cities'] as const;
export type AssetView = (typeof assetViews)[number];

/** A Radix select item may not have an empty value: "no filter" is this sentinel. */
export const allOption = 'all';

const filterParamNames = ['keyword', 'assetClass', 'assetType', 'assetManagerId'] as const;
const viewParam = 'view';

/** Rows per page of the Assets table. */
export const assetsPageSize = 50;

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

/** Reads the filters from the URL; a value the API would reject (typed in by hand) is ignored. */
export function filtersFromSearchParams(params: URLSearchParams): AssetFilters {
  const assetClass = params.get('assetClass');
  const assetType = params.get('assetType');
  const managerId = params.get('assetManagerId');
  return {
    keyword: (params.get('keyword') ?? '').slice(0, 200),
    assetClass: isOneOf(assetClasses, assetClass) ? assetClass : null,
    assetType: isOneOf(assetTypes, assetType) ? assetType : null,
    assetManagerId: managerId && /^[1-9]\d{0,8}$/.test(managerId) ? Number(managerId) : null,
  };
}

/** The API query for the filters: only the ones that are set, the keyword trimmed. */
export function filtersToQuery(filters: AssetFilters): URLSearchParams {
  const query = new URLSearchParams();
  const keyword = filters.keyword.trim();
  if (keyword) query.set('keyword', keyword);
  if (filters.assetClass) query.set('assetClass', filters.assetClass);
  if (filters.assetType) query.set('assetType', filters.assetType);
  if (filters.assetManagerId !== null) query.set('assetManagerId', String(filters.assetManagerId));
  return query;
}

/** `path` with the filters as its query string (no '?' when none is set). */
export function withFilters(path: string, filters: AssetFilters, extra: Record<string, string> = {}): string {
  const query = filtersToQuery(filters);
  for (const [name, value] of Object.entries(extra)) query.set(name, value);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** The filters as stable query-key parts: equal filters give equal keys. */
export function filtersKey(filters: AssetFilters): Record<string, string> {
  return Object.fromEntries(filtersToQuery(filters));
}

export const hasActiveFilters = (filters: AssetFilters): boolean => filtersToQuery(filters).size > 0;

/**
 * The URL's search params with the filters replaced (other params, such as the tab, are kept). When
 * a filter changes, so do the rows: the table goes back to its first page.
 */
export function applyFilters(params: URLSearchParams, filters: AssetFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of filterParamNames) next.delete(name);
  // The keyword is kept as typed (not trimmed) so the box does not fight the user while typing.
  if (filters.keyword) next.set('keyword', filters.keyword);
  for (const [name, value] of filtersToQuery({ ...filters, keyword: '' })) next.set(name, value);
  if (filterParamNames.some((name) => next.get(name) !== params.get(name))) next.delete(pageParam);
  return next;
}

export function viewFromSearchParams(params: URLSearchParams): AssetView {
  const view = params.get(viewParam);
  return isOneOf(assetViews, view) ? view : 'assets';
}

export function applyView(params: URLSearchParams, view: AssetView): URLSearchParams {
  const next = new URLSearchParams(params);
  if (view === 'assets') next.delete(viewParam);
  else next.set(viewParam, view);
  return next;
}

export const assetClassLabels: Record<AssetClass, string> = {
  office: 'Office',
  medical: 'Medical',
  retail: 'Retail',
};

export const assetTypeLabels: Record<AssetType, string> = {
  core: 'Core',
  valueadd: 'Value-add',
  opportunistic: 'Opportunistic',
};
