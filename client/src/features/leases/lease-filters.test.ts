import { describe, expect, it } from 'vitest';
import { applyLeaseFilters, emptyLeaseFilters, leaseFiltersFromSearchParams } from './lease-filters';

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
});
