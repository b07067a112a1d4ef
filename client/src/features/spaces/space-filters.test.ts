import { describe, expect, it } from 'vitest';
import {
  applySpaceFilters,
  emptySpaceFilters,
  hasActiveSpaceFilters,
  isNumberInput,
  sizeRangeError,
  spaceFiltersFromSearchParams,
  spaceFiltersToQuery,
} from './space-filters';

describe('space filters', () => {
  it('reads the filters from the URL', () => {
    const filters = spaceFiltersFromSearchParams(
      new URLSearchParams(
        'keyword=tower&minSf=1000&maxSf=5000&maxRate=45.5&spaceType=office&availability=vacant&propertyId=2&page=3',
      ),
    );
    expect(filters).toEqual({
      keyword: 'tower',
      minSf: '1000',
      maxSf: '5000',
      maxRate: '45.5',
      spaceType: 'office',
      availability: 'vacant',
      propertyId: 2,
      page: 3,
    });
  });

  it('ignores values the API would reject', () => {
    const filters = spaceFiltersFromSearchParams(
      new URLSearchParams(
        'minSf=-5&maxSf=abc&maxRate=1e3&spaceType=castle&availability=occupied&propertyId=0&page=0',
      ),
    );
    expect(filters).toEqual(emptySpaceFilters);
  });

  it('sends only the filters that are set, with the page window', () => {
    const query = spaceFiltersToQuery({
      ...emptySpaceFilters,
      keyword: '  chelsea ',
      spaceType: 'retail',
      page: 2,
    });
    expect(Object.fromEntries(query)).toEqual({
      keyword: 'chelsea',
      spaceType: 'retail',
      limit: '50',
      offset: '50',
    });
    expect(Object.fromEntries(spaceFiltersToQuery(emptySpaceFilters))).toEqual({ limit: '50', offset: '0' });
    expect(spaceFiltersToQuery({ ...emptySpaceFilters, maxRate: '42.' }).get('maxRate')).toBe('42');
  });

  it('treats availability all as no filter', () => {
    expect(hasActiveSpaceFilters(emptySpaceFilters)).toBe(false);
    expect(hasActiveSpaceFilters({ ...emptySpaceFilters, page: 4 })).toBe(false);
    expect(hasActiveSpaceFilters({ ...emptySpaceFilters, availability: 'upcoming' })).toBe(true);
  });

  it('flags a min size above the max size', () => {
    expect(sizeRangeError({ minSf: '5000', maxSf: '1000' })).toBe('Min size must not exceed max size');
    expect(sizeRangeError({ minSf: '1000', maxSf: '1000' })).toBeNull();
    expect(sizeRangeError({ minSf: '', maxSf: '1000' })).toBeNull();
  });

  it('writes the filters to the URL and keeps other parameters', () => {
    const params = applySpaceFilters(new URLSearchParams('view=cards&keyword=old&page=4'), {
      ...emptySpaceFilters,
      minSf: '2000',
      propertyId: 5,
    });
    expect(params.toString()).toBe('view=cards&minSf=2000&propertyId=5');
  });

  it('accepts only plain numbers in the number boxes', () => {
    expect(isNumberInput('1200', false)).toBe(true);
    expect(isNumberInput('', false)).toBe(true);
    expect(isNumberInput('12.5', false)).toBe(false);
    expect(isNumberInput('-3', false)).toBe(false);
    expect(isNumberInput('42.5', true)).toBe(true);
    expect(isNumberInput('42.', true)).toBe(true);
    expect(isNumberInput('42.555', true)).toBe(false);
    expect(isNumberInput('4e2', true)).toBe(false);
  });
});
