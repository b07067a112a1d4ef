import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../calendar-days';
import {
  confidenceScore,
  factor,
  groupThousands,
  leaseTermYears,
  potentialValue,
  remainingYears,
} from './confidence';

describe('confidence score', () => {
  it('is round(100 × Σ weight × value) over the named factors', () => {
    const factors = [factor('A', 0.5, 0.8), factor('B', 0.3, 0.5), factor('C', 0.2, 0)];
    expect(confidenceScore(factors)).toBe(55);
    expect(confidenceScore([factor('A', 0.35, 0.75), factor('B', 0.65, 0.333)])).toBe(
      Math.round(26.25 + 21.645),
    );
  });

  it('clamps factor values to 0–1, so the score stays within 0–100', () => {
    expect(factor('Over', 1, 1.7).value).toBe(1);
    expect(factor('Under', 1, -0.4).value).toBe(0);
    expect(confidenceScore([factor('Over', 1, 3)])).toBe(100);
    expect(confidenceScore([factor('Under', 1, -3)])).toBe(0);
  });

  it('keeps an explanation when one is given', () => {
    expect(factor('Size fit', 0.4, 0.5, 'Suite 3,000 RSF')).toEqual({
      name: 'Size fit',
      weight: 0.4,
      value: 0.5,
      explanation: 'Suite 3,000 RSF',
    });
  });

  it('refuses weights that do not sum to 1', () => {
    expect(() => confidenceScore([factor('A', 0.5, 1), factor('B', 0.4, 1)])).toThrow(/sum to 1/);
  });
});

describe('value and date math', () => {
  it('values rent × RSF × years in whole dollars', () => {
    expect(potentialValue(30, 2000, 5)).toBe(300_000);
    expect(potentialValue(34.78, 2000, 5)).toBe(347_800);
    expect(potentialValue(12.5, 1000, 0.5)).toBe(6250);
  });

  it('groups thousands as en-US does', () => {
    for (const value of [0, 7, 999, 1000, 12_345, 1_234_567, -45_000, 2499.6]) {
      expect(groupThousands(value)).toBe(Math.round(value).toLocaleString('en-US'));
    }
  });

  it('counts calendar days and whole term years', () => {
    expect(daysBetween('2026-01-15', '2026-07-14')).toBe(180);
    expect(addDays('2026-01-15', 180)).toBe('2026-07-14');
    expect(leaseTermYears({ startDate: '2021-01-15', endDate: '2026-04-15' })).toBe(5);
    expect(leaseTermYears({ startDate: '2026-01-01', endDate: '2026-03-01' })).toBe(1);
    expect(remainingYears({ endDate: '2027-01-15' }, '2026-01-15')).toBe(1);
    expect(remainingYears({ endDate: '2025-01-15' }, '2026-01-15')).toBe(0);
  });
});
