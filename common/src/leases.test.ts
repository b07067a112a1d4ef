import { describe, expect, it } from 'vitest';
import { currentRentPsf } from './leases';

const lease = { baseRentPsf: 30, escalationPct: 3, startDate: '2022-03-01', endDate: '2027-02-28' };

describe('currentRentPsf', () => {
  it('is the base rent during the first lease year', () => {
    expect(currentRentPsf(lease, '2023-02-28')).toBe(30);
  });

  it('compounds the escalation once per completed lease year', () => {
    expect(currentRentPsf(lease, '2023-03-01')).toBe(30.9);
    expect(currentRentPsf(lease, '2024-06-15')).toBe(31.83);
  });

  it('stops escalating at the end of the lease', () => {
    expect(currentRentPsf(lease, '2030-01-01')).toBe(currentRentPsf(lease, '2027-02-28'));
  });
});
