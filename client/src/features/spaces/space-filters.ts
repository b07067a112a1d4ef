import { type SpaceType, spaceTypes } from '@common/space-types';
import { spaceAvailabilities } from '@common/spaces';
import { pageFromSearchParams } from '@/lib/paging';

/**
 * The Available Spaces filters, kept in the URL under the API's own parameter names, so the URL's
 * query is (nearly) the API's query. A value the API would reject (typed in by hand) is ignored.
 */
export type SpaceAvailability = (typeof spaceAvailabilities)[number];

export type SpaceFilters = {
  keyword: string;
  /** Kept as typed (digits only) so the boxes do not fight the user. */
  minSf: string;
  maxSf: string;
  maxRate: string;
  spaceType: SpaceType | null;
  availability: SpaceAvailability;
  propertyId: number | null;
  /** 1-based page of the table. */
  page: number;
};

export const emptySpaceFilters: SpaceFilters = {
  keyword: '',
  minSf: '',
  maxSf: '',
  maxRate: '',
  spaceType: null,
  availability: 'all',
  propertyId: null,
  page: 1,
};

export const spacesPageSize = 50;

/** A Radix select item may not have an empty value: "no filter" is this sentinel. */
export const allOption = 'all';

const paramNames = [
  'keyword',
  'minSf',
  'maxSf',
  'maxRate',
  'spaceType',
  'availability',
  'propertyId',
  'page',
];

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

const wholeNumber = (value: string | null) => (value && /^\d{1,8}$/.test(value) ? value : '');
// A trailing point ('42.') is kept: it is what the user is typing; the API is sent the number.
const decimal = (value: string | null) => (value && /^\d{1,6}(\.\d{0,2})?$/.test(value) ? value : '');

export function spaceFiltersFromSearchParams(params: URLSearchParams): SpaceFilters {
  const spaceType = params.get('spaceType');
  const availability = params.get('availability');
  const propertyId = params.get('propertyId');
  return {
    keyword: (params.get('keyword') ?? '').slice(0, 200),
    minSf: wholeNumber(params.get('minSf')),
    maxSf: wholeNumber(params.get('maxSf')),
    maxRate: decimal(params.get('maxRate')),
    spaceType: isOneOf(spaceTypes, spaceType) ? spaceType : null,
    availability: isOneOf(spaceAvailabilities, availability) ? availability : 'all',
    propertyId: propertyId && /^[1-9]\d{0,8}$/.test(propertyId) ? Number(propertyId) : null,
    page: pageFromSearchParams(params),
  };
}

/** 'Min size must not exceed max size' when both are set the wrong way round, else null. */
export function sizeRangeError(filters: Pick<SpaceFilters, 'minSf' | 'maxSf'>): string | null {
  if (filters.minSf === '' || filters.maxSf === '') return null;
  return Number(filters.minSf) > Number(filters.maxSf) ? 'Min size must not exceed max size' : null;
}

/** The GET /api/spaces query: only what is set, plus the page window. */
export function spaceFiltersToQuery(filters: SpaceFilters): URLSearchParams {
  const query = new URLSearchParams();
  const keyword = filters.keyword.trim();
  if (keyword) query.set('keyword', keyword);
  if (filters.minSf) query.set('minSf', filters.minSf);
  if (filters.maxSf) query.set('maxSf', filters.maxSf);
  if (filters.maxRate) query.set('maxRate', String(Number(filters.maxRate)));
  if (filters.spaceType) query.set('spaceType', filters.spaceType);
  if (filters.availability !== 'all') query.set('availability', filters.availability);
  if (filters.propertyId !== null) query.set('propertyId', String(filters.propertyId));
  query.set('limit', String(spacesPageSize));
  query.set('offset', String((filters.page - 1) * spacesPageSize));
  return query;
}

/** True when any filter narrows the list (the page does not count). */
export function hasActiveSpaceFilters(filters: SpaceFilters): boolean {
  const query = spaceFiltersToQuery(filters);
  query.delete('limit');
  query.delete('offset');
  return query.size > 0;
}

/**
 * The URL's params with the filters replaced. A change to any filter but the page goes back to
 * page 1, so the user never lands past the end of a shorter list.
 */
export function applySpaceFilters(params: URLSearchParams, filters: SpaceFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of paramNames) next.delete(name);
  if (filters.keyword) next.set('keyword', filters.keyword);
  if (filters.minSf) next.set('minSf', filters.minSf);
  if (filters.maxSf) next.set('maxSf', filters.maxSf);
  if (filters.maxRate) next.set('maxRate', filters.maxRate);
  if (filters.spaceType) next.set('spaceType', filters.spaceType);
  if (filters.availability !== 'all') next.set('availability', filters.availability);
  if (filters.propertyId !== null) next.set('propertyId', String(filters.propertyId));
  if (filters.page > 1) next.set('page', String(filters.page));
  return next;
}

/** Whether what the user typed in a number box may stand: digits, and for a rate up to 2 decimals. */
export function isNumberInput(value: string, allowDecimals: boolean): boolean {
  const pattern = allowDecimals ? /^\d{0,6}(\.\d{0,2})?$/ : /^\d{0,8}$/;
  return pattern.test(value);
}
