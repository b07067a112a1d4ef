import { describe, expect, it } from 'vitest';
import {
  applyLeaseFilters,
  emptyLeaseFilters,
  leaseFiltersFromSearchParams,
  leasesShownText,
} from './lease-filters';

describe('lease filters in the URL', () => {
  it('reads keyword, expiring, status and tenant', () => {
    const params = new URLSearchParams('keyword=%20tower%20&expiring=90&status=active&tenant=7');
    expect(leaseFiltersFromSearchParams(params)).toEqual({
      keyword: 'tower',
      expiring: '90',
      status: 'active',
      tenant: 7,
    });
  });

  it('reads unknown values as no filter', () => {
    const params = new URLSearchParams('expiring=60&status=open&tenant=abc');
    expect(leaseFiltersFromSearchParams(params)).toEqual(emptyLeaseFilters);
  });

  it('writes the filters and keeps the open lease', () => {
    const next = applyLeaseFilters(new URLSearchParams('leaseId=4&expiring=30'), {
      ...emptyLeaseFilters,
      status: 'expired',
    });
    expect(next.toString()).toBe('leaseId=4&status=expired');
  });

  it('a filter change goes back to the first page', () => {
    const next = applyLeaseFilters(new URLSearchParams('page=4&leaseId=2'), {
      ...emptyLeaseFilters,
      keyword: 'acme',
    });
    expect(next.toString()).toBe('leaseId=2&keyword=acme');
  });
});

describe('lease pages', () => {
  it('says what the page shows', () => {
    expect(leasesShownText(1, 2, 2)).toBe('Showing 2 of 2 leases');
    expect(leasesShownText(1, 1, 1)).toBe('Showing 1 of 1 lease');
    expect(leasesShownText(1, 50, 30064)).toBe('Showing 1–50 of 30,064 leases');
    expect(leasesShownText(2, 50, 30064)).toBe('Showing 51–100 of 30,064 leases');
    expect(leasesShownText(602, 14, 30064)).toBe('Showing 30,051–30,064 of 30,064 leases');
    expect(leasesShownText(700, 0, 30064)).toBe('No leases on this page of 30,064');
  });
});
