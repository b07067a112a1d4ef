import { describe, expect, it } from 'vitest';
import { pageWindow } from '@/lib/paging';
import {
  applyFilters,
  applyView,
  assetsPageSize,
  emptyAssetFilters,
  filtersFromSearchParams,
  filtersKey,
  hasActiveFilters,
  viewFromSearchParams,
  withFilters,
} from './asset-filters';

describe('asset filters in the URL', () => {
  it('reads every filter from the search params', () => {
    const params = new URLSearchParams('keyword=tower&assetClass=office&assetType=core&assetManagerId=2');
    expect(filtersFromSearchParams(params)).toEqual({
      keyword: 'tower',
      assetClass: 'office',
      assetType: 'core',
      assetManagerId: 2,
    });
  });

  it('ignores values the API would reject', () => {
    const params = new URLSearchParams('assetClass=castle&assetType=all&assetManagerId=abc');
    expect(filtersFromSearchParams(params)).toEqual(emptyAssetFilters);
    expect(filtersFromSearchParams(new URLSearchParams('assetManagerId=0')).assetManagerId).toBeNull();
  });

  it('writes only the filters that are set and keeps other params such as the tab', () => {
    const next = applyFilters(new URLSearchParams('view=markets&assetClass=retail'), {
      ...emptyAssetFilters,
      assetManagerId: 7,
    });
    expect(next.toString()).toBe('view=markets&assetManagerId=7');
  });

  it('builds API paths with the trimmed keyword and no empty params', () => {
    const filters = { ...emptyAssetFilters, keyword: '  down town ', assetType: 'valueadd' as const };
    expect(withFilters('/api/properties', filters)).toBe(
      '/api/properties?keyword=down+town&assetType=valueadd',
    );
    expect(withFilters('/api/properties', emptyAssetFilters)).toBe('/api/properties');
    expect(withFilters('/api/properties/aggregates', emptyAssetFilters, { by: 'city' })).toBe(
      '/api/properties/aggregates?by=city',
    );
  });

  it('gives equal keys to filters that send the same query', () => {
    expect(filtersKey({ ...emptyAssetFilters, keyword: ' ' })).toEqual(filtersKey(emptyAssetFilters));
    expect(hasActiveFilters({ ...emptyAssetFilters, keyword: ' ' })).toBe(false);
    expect(hasActiveFilters({ ...emptyAssetFilters, assetClass: 'medical' })).toBe(true);
  });

  it('keeps the tab in the URL, omitting the default Assets tab', () => {
    expect(viewFromSearchParams(new URLSearchParams('view=cities'))).toBe('cities');
    expect(viewFromSearchParams(new URLSearchParams('view=nope'))).toBe('assets');
    expect(applyView(new URLSearchParams('view=cities&keyword=a'), 'assets').toString()).toBe('keyword=a');
  });

  it('goes back to page 1 when a filter changes, and only then', () => {
    const params = new URLSearchParams('assetClass=office&page=4&view=assets');
    const same = { ...emptyAssetFilters, assetClass: 'office' as const };
    expect(applyFilters(params, same).get('page')).toBe('4');
    expect(applyFilters(params, { ...same, keyword: 'tower' }).get('page')).toBeNull();
    expect(applyFilters(params, emptyAssetFilters).toString()).toBe('view=assets');
  });

  it('asks the API for 50 rows a page', () => {
    expect(
      withFilters(
        '/api/properties',
        { ...emptyAssetFilters, assetType: 'core' },
        pageWindow(2, assetsPageSize),
      ),
    ).toBe('/api/properties?assetType=core&limit=50&offset=50');
  });
});
