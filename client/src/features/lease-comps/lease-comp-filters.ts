import { type CompLeaseType, compLeaseTypes } from '@common/lease-types';

/**
 * The Lease Comps filters, kept in the URL under the API's own parameter names, so the URL's query is
 * the API's query. A value the API would reject (typed in by hand) is ignored.
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

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const wholeNumber = /^\d{1,8}$/;

export function leaseCompFiltersFromSearchParams(params: URLSearchParams): LeaseCompFilterValues {
  const building = params.get('buildingId') ?? '';
  const type = params.get('type') ?? '';
  const text = (name: string, pattern: RegExp) => {
    const value = params.get(name) ?? '';
    return pattern.test(value) ? value : '';
  };
  return {
    buildingId: /^[1-9]\d{0,8}$/.test(building) ? Number(building) : null,
    type: (compLeaseTypes as readonly string[]).includes(type) ? (type as CompLeaseType) : null,
    from: text('from', isoDate),
    to: text('to', isoDate),
    minSf: text('minSf', wholeNumber),
    maxSf: text('maxSf', wholeNumber),
  };
}

/** The query for the API and the URL: only the filters that are set. */
export function leaseCompFiltersToQuery(filters: LeaseCompFilterValues): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.buildingId !== null) query.set('buildingId', String(filters.buildingId));
  if (filters.type) query.set('type', filters.type);
  for (const name of ['from', 'to', 'minSf', 'maxSf'] as const) {
    if (filters[name]) query.set(name, filters[name]);
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
