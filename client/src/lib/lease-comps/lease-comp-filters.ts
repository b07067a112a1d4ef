import { isReportDay } from '@common/calendar-days';
import { type CompLeaseType, compLeaseTypes } from '@common/lease-types';

/**
 * The Lease Comps filters (the comps list and the analytics comps chart). Lease Comps keeps them in
 * the URL under the API's own parameter names, so its URL's query is the API's query; a screen with
 * filters of its own keeps them under prefixed names (compFilterNames('comp')). A value the API would
 * reject (typed in by hand) is ignored.
 */
export type LeaseCompFilterValues = {
  buildingId: number | null;
  type: CompLeaseType | null;
  /** yyyy-MM-dd or empty. */
  from: string;
  to: string;
  /** Kept as typed (digits only) so the boxes do not fight the user. */
  minSf: string;
  maxSf: string;
};

export const emptyLeaseCompFilters: LeaseCompFilterValues = {
  buildingId: null,
  type: null,
  from: '',
  to: '',
  minSf: '',
  maxSf: '',
};

/** A select item may not have an empty value: "no filter" is this sentinel. */
export const allOption = 'all';

const wholeNumber = /^\d{1,8}$/;

/** The query names of each filter. */
export type LeaseCompFilterNames = Record<keyof LeaseCompFilterValues, string>;

/** The API's names (buildingId, type, from, to, minSf, maxSf). */
export const apiCompFilterNames: LeaseCompFilterNames = {
  buildingId: 'buildingId',
  type: 'type',
  from: 'from',
  to: 'to',
  minSf: 'minSf',
  maxSf: 'maxSf',
};

/** Names under a prefix, for a screen with filters of its own: 'comp' → compBuilding, compType, compFrom… */
export const compFilterNames = (prefix: string): LeaseCompFilterNames => ({
  buildingId: `${prefix}Building`,
  type: `${prefix}Type`,
  from: `${prefix}From`,
  to: `${prefix}To`,
  minSf: `${prefix}MinSf`,
  maxSf: `${prefix}MaxSf`,
});

/** The analytics comps chart's names: compBuilding, compType, compFrom, compTo, compMinSf, compMaxSf. */
export const compChartFilterNames = compFilterNames('comp');

export function leaseCompFiltersFromSearchParams(
  params: URLSearchParams,
  names: LeaseCompFilterNames = apiCompFilterNames,
): LeaseCompFilterValues {
  const building = params.get(names.buildingId) ?? '';
  const type = params.get(names.type) ?? '';
  const text = (name: 'from' | 'to' | 'minSf' | 'maxSf', valid: (value: string) => boolean) => {
    const value = params.get(names[name]) ?? '';
    return valid(value) ? value : '';
  };
  return {
    buildingId: /^[1-9]\d{0,8}$/.test(building) ? Number(building) : null,
    type: (compLeaseTypes as readonly string[]).includes(type) ? (type as CompLeaseType) : null,
    from: text('from', isReportDay),
    to: text('to', isReportDay),
    minSf: text('minSf', (value) => wholeNumber.test(value)),
    maxSf: text('maxSf', (value) => wholeNumber.test(value)),
  };
}

/** The query for the API (and Lease Comps' URL), or under `names`: only the filters that are set. */
export function leaseCompFiltersToQuery(
  filters: LeaseCompFilterValues,
  names: LeaseCompFilterNames = apiCompFilterNames,
): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.buildingId !== null) query.set(names.buildingId, String(filters.buildingId));
  if (filters.type) query.set(names.type, filters.type);
  for (const name of ['from', 'to', 'minSf', 'maxSf'] as const) {
    if (filters[name]) query.set(names[name], filters[name]);
  }
  return query;
}

/** Why the filters cannot be sent (the API would answer 400), or null. */
export function leaseCompFilterError(filters: LeaseCompFilterValues): string | null {
  if (filters.from && filters.to && filters.from > filters.to)
    return 'The start date must not be after the end date.';
  if (filters.minSf && filters.maxSf && Number(filters.minSf) > Number(filters.maxSf)) {
    return 'The minimum size must not exceed the maximum size.';
  }
  return null;
}

export function hasActiveLeaseCompFilters(filters: LeaseCompFilterValues): boolean {
  return leaseCompFiltersToQuery(filters).size > 0;
}

export const isWholeNumberInput = (text: string) => text === '' || wholeNumber.test(text);
