import { describe, expect, it } from 'vitest';
import {
  activeOptionFilterCount,
  applyOptionFilters,
  defaultOptionFilters,
  nextOptionSort,
  optionFiltersFromSearchParams,
  optionFiltersToQuery,
  optionTypesButtonLabel,
} from './option-filters';

describe('option filters', () => {
  it('defaults to active options and leaves the default out of the URL', () => {
    expect(optionFiltersFromSearchParams(new URLSearchParams())).toEqual(defaultOptionFilters);
    expect(optionFiltersToQuery(defaultOptionFilters).toString()).toBe('');
    expect(activeOptionFilterCount(defaultOptionFilters)).toBe(0);
  });

  it('reads the URL and writes back only the filters that differ from the defaults', () => {
    const filters = optionFiltersFromSearchParams(
      new URLSearchParams('status=all&types=ROFR,Renewal&assetManagerId=2&flagged=true&conflicts=false'),
    );
    expect(filters).toEqual({
      ...defaultOptionFilters,
      status: 'all',
      types: ['ROFR', 'Renewal'],
      assetManagerId: 2,
      flagged: true,
    });
    expect(optionFiltersToQuery(filters).toString()).toBe(
      'status=all&types=ROFR%2CRenewal&assetManagerId=2&flagged=true',
    );
    expect(activeOptionFilterCount(filters)).toBe(4);
  });

  it('ignores values the API would reject', () => {
    expect(
      optionFiltersFromSearchParams(
        new URLSearchParams('status=done&types=Castle&assetManagerId=0&propertyId=x'),
      ),
    ).toEqual(defaultOptionFilters);
  });

  it('keeps the open option when the filters change', () => {
    const next = applyOptionFilters(new URLSearchParams('option=7&status=expired'), {
      ...defaultOptionFilters,
      types: ['ROFO'],
    });
    expect(next.toString()).toBe('option=7&types=ROFO');
  });

  it('names the type button by what is checked', () => {
    expect(optionTypesButtonLabel([])).toBe('Option Type');
    expect(optionTypesButtonLabel(['ROFO'])).toBe('ROFO');
    expect(optionTypesButtonLabel(['ROFO', 'ROFR'])).toBe('2 types');
  });

  it('keeps My dates and the order in the URL; the order is not counted as a filter', () => {
    const filters = optionFiltersFromSearchParams(new URLSearchParams('mine=true&sort=owner&dir=desc'));
    expect(filters).toEqual({ ...defaultOptionFilters, mine: true, sort: 'owner', dir: 'desc' });
    expect(optionFiltersToQuery(filters).toString()).toBe('mine=true&sort=owner&dir=desc');
    expect(activeOptionFilterCount(filters)).toBe(1);
    expect(optionFiltersFromSearchParams(new URLSearchParams('sort=rent&dir=up'))).toEqual(
      defaultOptionFilters,
    );
  });

  it('flips the direction on the same column and starts another column ascending', () => {
    expect(nextOptionSort({ sort: 'noticeStart', dir: 'asc' }, 'daysToDeadline')).toEqual({
      sort: 'daysToDeadline',
      dir: 'asc',
    });
    expect(nextOptionSort({ sort: 'daysToDeadline', dir: 'asc' }, 'daysToDeadline')).toEqual({
      sort: 'daysToDeadline',
      dir: 'desc',
    });
    expect(nextOptionSort({ sort: 'daysToDeadline', dir: 'desc' }, 'owner')).toEqual({
      sort: 'owner',
      dir: 'asc',
    });
  });
});
