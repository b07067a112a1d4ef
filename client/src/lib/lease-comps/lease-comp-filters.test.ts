import { describe, expect, it } from 'vitest';
import {
  emptyLeaseCompFilters,
  hasActiveLeaseCompFilters,
  leaseCompFilterError,
  leaseCompFiltersFromSearchParams,
  leaseCompFiltersToQuery,
} from '@/lib/lease-comps/lease-comp-filters';

describe('lease comp filters', () => {
  it('reads the URL and writes back only the filters that are set', () => {
    const filters = leaseCompFiltersFromSearchParams(
      new URLSearchParams('buildingId=3&type=renewal&from=2025-01-01&minSf=2000'),
    );
    expect(filters).toEqual({
      ...emptyLeaseCompFilters,
      buildingId: 3,
      type: 'renewal',
      from: '2025-01-01',
      minSf: '2000',
    });
    expect(leaseCompFiltersToQuery(filters).toString()).toBe(
      'buildingId=3&type=renewal&from=2025-01-01&minSf=2000',
    );
    expect(hasActiveLeaseCompFilters(filters)).toBe(true);
    expect(hasActiveLeaseCompFilters(emptyLeaseCompFilters)).toBe(false);
  });

  it('ignores values the API would reject', () => {
    const filters = leaseCompFiltersFromSearchParams(
      new URLSearchParams('buildingId=abc&type=sublease&from=yesterday&maxSf=-4'),
    );
    expect(filters).toEqual(emptyLeaseCompFilters);
  });

  it('explains a reversed date or size range', () => {
    expect(leaseCompFilterError({ ...emptyLeaseCompFilters, from: '2025-06-01', to: '2025-01-01' })).toBe(
      'The start date must not be after the end date.',
    );
    expect(leaseCompFilterError({ ...emptyLeaseCompFilters, minSf: '5000', maxSf: '900' })).toBe(
      'The minimum size must not exceed the maximum size.',
    );
    expect(
      leaseCompFilterError({ ...emptyLeaseCompFilters, from: '2025-01-01', to: '2025-01-01' }),
    ).toBeNull();
  });
});
