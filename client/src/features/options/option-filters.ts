import { type OptionType, optionTypes } from '@common/option-types';
import {
  type OptionSortField,
  type OptionStatusFilter,
  optionSortFields,
  optionStatusFilters,
} from '@common/options';
import { plural } from '@common/words';

/**
 * The Options screen's filters, kept in the URL under the API's own parameter names, so the URL's
 * query is the API's query. The status defaults to 'active' and is then left out of the URL;
 * a value the API would reject (typed in by hand) is ignored.
 */
export type OptionFilterValues = {
  status: OptionStatusFilter;
  types: OptionType[];
  assetManagerId: number | null;
  propertyId: number | null;
  keyword: string;
  flagged: boolean;
  conflicts: boolean;
  /** "My dates": only the options the signed-in user owns. */
  mine: boolean;
  /** The list's order (a column header sets it); not a filter, so 'Clear' keeps it. */
  sort: OptionSortField;
  dir: 'asc' | 'desc';
};

export const defaultOptionFilters: OptionFilterValues = {
  status: 'active',
  types: [],
  assetManagerId: null,
  propertyId: null,
  keyword: '',
  flagged: false,
  conflicts: false,
  mine: false,
  sort: 'noticeStart',
  dir: 'asc',
};

/** A select item may not have an empty value: "no filter" is this sentinel. */
export const allOption = 'all';

const recordId = /^[1-9]\d{0,8}$/;
const idParam = (value: string | null) => (value && recordId.test(value) ? Number(value) : null);

export function optionFiltersFromSearchParams(params: URLSearchParams): OptionFilterValues {
  const status = params.get('status') ?? '';
  const types = (params.get('types') ?? '').split(',');
  return {
    status: (optionStatusFilters as readonly string[]).includes(status)
      ? (status as OptionStatusFilter)
      : defaultOptionFilters.status,
    // In the checklist's order, each once.
    types: optionTypes.filter((type) => types.includes(type)),
    assetManagerId: idParam(params.get('assetManagerId')),
    propertyId: idParam(params.get('propertyId')),
    keyword: (params.get('keyword') ?? '').slice(0, 200),
    flagged: params.get('flagged') === 'true',
    conflicts: params.get('conflicts') === 'true',
    mine: params.get('mine') === 'true',
    sort: (optionSortFields as readonly string[]).includes(params.get('sort') ?? '')
      ? (params.get('sort') as OptionSortField)
      : defaultOptionFilters.sort,
    dir: params.get('dir') === 'desc' ? 'desc' : 'asc',
  };
}

/** The query for the API and the URL: only the filters that differ from the defaults. */
export function optionFiltersToQuery(filters: OptionFilterValues): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.status !== defaultOptionFilters.status) query.set('status', filters.status);
  if (filters.types.length > 0) query.set('types', filters.types.join(','));
  if (filters.assetManagerId !== null) query.set('assetManagerId', String(filters.assetManagerId));
  if (filters.propertyId !== null) query.set('propertyId', String(filters.propertyId));
  if (filters.keyword.trim()) query.set('keyword', filters.keyword.trim());
  if (filters.flagged) query.set('flagged', 'true');
  if (filters.conflicts) query.set('conflicts', 'true');
  if (filters.mine) query.set('mine', 'true');
  if (filters.sort !== defaultOptionFilters.sort) query.set('sort', filters.sort);
  if (filters.dir !== defaultOptionFilters.dir) query.set('dir', filters.dir);
  return query;
}

/** The n of 'Clear (n)': how many filters differ from the defaults (the order is not a filter). */
export const activeOptionFilterCount = (filters: OptionFilterValues): number =>
  optionFiltersToQuery({ ...filters, sort: defaultOptionFilters.sort, dir: defaultOptionFilters.dir }).size;

/**
 * A click on a sortable header: the same column flips its direction, another column starts
 * ascending (the nearest deadline, or owners A to Z, first).
 */
export function nextOptionSort(
  current: Pick<OptionFilterValues, 'sort' | 'dir'>,
  column: OptionSortField,
): Pick<OptionFilterValues, 'sort' | 'dir'> {
  if (current.sort !== column) return { sort: column, dir: 'asc' };
  return { sort: column, dir: current.dir === 'asc' ? 'desc' : 'asc' };
}

/** The filters of the 'All filters' dialog only (the bar shows the others). */
export const moreOptionFilterCount = (filters: OptionFilterValues): number =>
  [filters.propertyId !== null, filters.keyword.trim() !== '', filters.flagged, filters.conflicts].filter(
    Boolean,
  ).length;

/** Writes the filters into the URL's params, keeping the other params (the open option). */
export function applyOptionFilters(current: URLSearchParams, filters: OptionFilterValues): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of [
    'status',
    'types',
    'assetManagerId',
    'propertyId',
    'keyword',
    'flagged',
    'conflicts',
    'mine',
    'sort',
    'dir',
  ])
    next.delete(name);
  for (const [name, value] of optionFiltersToQuery(filters)) next.set(name, value);
  return next;
}

/** 'Option Type' with none checked, the name with one, 'n types' with more. */
export function optionTypesButtonLabel(types: readonly OptionType[]): string {
  if (types.length === 0) return 'Option Type';
  if (types.length === 1) return types[0] as string;
  return plural(types.length, 'type');
}
