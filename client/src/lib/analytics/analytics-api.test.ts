import { describe, expect, it } from 'vitest';
import {
  compChartFilterNames,
  emptyLeaseCompFilters,
  leaseCompFilterError,
  leaseCompFiltersFromSearchParams,
  leaseCompFiltersToQuery,
} from '@/lib/lease-comps/lease-comp-filters';
import {
  analyticsScopeFromSearchParams,
  analyticsScopeToQuery,
  pipelineAnalyticsQuery,
} from './analytics-api';
import { scopedPath } from './use-analytics-scope';

describe('analytics scope in the URL and the API query', () => {
  it('reads the four names and leaves out values the API would refuse', () => {
    const scope = analyticsScopeFromSearchParams(
      new URLSearchParams('building=12&assetManager=3&market=%20Boston%20&asOf=2026-02-28&other=1'),
    );
    expect(scope).toEqual({ building: 12, assetManager: 3, market: 'Boston', asOf: '2026-02-28' });
    expect(
      analyticsScopeFromSearchParams(
        new URLSearchParams('building=0&assetManager=x&market=&asOf=2026-13-01'),
      ),
    ).toEqual({ building: null, assetManager: null, market: null, asOf: null });
    expect(
      analyticsScopeFromSearchParams(new URLSearchParams(`market=${'m'.repeat(101)}`)).market,
    ).toBeNull();
  });

  it('writes only what is set, under the same names', () => {
    expect(
      analyticsScopeToQuery({ building: 12, assetManager: null, market: 'Boston', asOf: null }).toString(),
    ).toBe('building=12&market=Boston');
    expect(scopedPath('/rent-roll', { building: 4 })).toBe('/rent-roll?building=4');
    expect(scopedPath('/heatmap', {})).toBe('/heatmap');
  });

  it("sends the pipeline's period as from/to and never the as-of day", () => {
    const query = pipelineAnalyticsQuery(
      { building: 2, assetManager: null, market: null, asOf: '2026-01-01' },
      { from: '2025-01-01', to: null },
    );
    expect(Object.fromEntries(query)).toEqual({ building: '2', from: '2025-01-01' });
  });

  it('keeps the comp filters under comp* names in the URL and the lease-comps names in the API', () => {
    const params = new URLSearchParams(
      'compBuilding=7&compType=renewal&compFrom=2024-01-01&compTo=2025-12-31&compMinSf=1000&compMaxSf=x&building=1',
    );
    const filters = leaseCompFiltersFromSearchParams(params, compChartFilterNames);
    expect(filters).toEqual({
      buildingId: 7,
      type: 'renewal',
      from: '2024-01-01',
      to: '2025-12-31',
      minSf: '1000',
      maxSf: '',
    });
    expect(leaseCompFiltersToQuery(filters, compChartFilterNames).toString()).toBe(
      'compBuilding=7&compType=renewal&compFrom=2024-01-01&compTo=2025-12-31&compMinSf=1000',
    );
    expect(leaseCompFiltersToQuery(filters).toString()).toBe(
      'buildingId=7&type=renewal&from=2024-01-01&to=2025-12-31&minSf=1000',
    );
    expect(
      leaseCompFiltersFromSearchParams(new URLSearchParams('compType=lease'), compChartFilterNames),
    ).toEqual(emptyLeaseCompFilters);
  });

  it('refuses contradictory comp filters before asking the API', () => {
    expect(leaseCompFilterError({ ...emptyLeaseCompFilters, from: '2025-02-01', to: '2025-01-01' })).toMatch(
      /start date/,
    );
    expect(leaseCompFilterError({ ...emptyLeaseCompFilters, minSf: '5000', maxSf: '400' })).toMatch(
      /minimum size/,
    );
    expect(leaseCompFilterError({ ...emptyLeaseCompFilters, minSf: '400', maxSf: '5000' })).toBeNull();
  });
});
