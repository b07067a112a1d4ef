import { describe, expect, it } from 'vitest';
import { completedLeaseYears, inPlaceRentPsf } from './rent';

const lease = { baseRentPsf: 30, escalationPct: 3, startDate: '2022-03-01', endDate: '2027-02-28' };

describe('inPlaceRentPsf', () => {
  it('is the starting rent before the lease starts and during its first year', () => {
    expect(inPlaceRentPsf(lease, '2021-06-01')).toBe(30);
    expect(inPlaceRentPsf(lease, '2022-03-01')).toBe(30);
    expect(inPlaceRentPsf(lease, '2023-02-28')).toBe(30);
  });

  it('compounds the escalation once per completed lease year, from the anniversary on', () => {
    expect(inPlaceRentPsf(lease, '2023-03-01')).toBe(30.9);
    expect(inPlaceRentPsf(lease, '2024-06-15')).toBe(31.83);
    expect(inPlaceRentPsf(lease, '2026-03-01')).toBe(Math.round(30 * 1.03 ** 4 * 100) / 100);
  });

  it('stops escalating at the end of the lease', () => {
    expect(inPlaceRentPsf(lease, '2030-01-01')).toBe(inPlaceRentPsf(lease, '2027-02-28'));
    expect(inPlaceRentPsf(lease, '2030-01-01')).toBe(33.77);
  });

  it('is the starting rent throughout when nothing escalates', () => {
    expect(inPlaceRentPsf({ ...lease, escalationPct: 0 }, '2026-12-31')).toBe(30);
  });
});

describe('completedLeaseYears', () => {
  it('counts whole years, a 29 February start completing its year on 1 March', () => {
    const leap = { startDate: '2024-02-29', endDate: '2030-02-28' };
    expect(completedLeaseYears(leap, '2025-02-28')).toBe(0);
    expect(completedLeaseYears(leap, '2025-03-01')).toBe(1);
    expect(completedLeaseYears(leap, '2028-02-29')).toBe(4);
    expect(completedLeaseYears(leap, '2020-01-01')).toBe(0);
  });
});
