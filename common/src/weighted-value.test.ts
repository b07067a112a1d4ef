import { describe, expect, it } from 'vitest';
import { weightedValue } from './weighted-value';

describe('weightedValue', () => {
  it('is the potential value times the probability', () => {
    expect(weightedValue({ potentialValue: 1_200_000, probability: 35 })).toBe(420_000);
    expect(weightedValue({ potentialValue: 250_000, probability: 100 })).toBe(250_000);
  });

  it('is nothing for a deal without a potential value, or at 0 %', () => {
    expect(weightedValue({ potentialValue: null, probability: 90 })).toBe(0);
    expect(weightedValue({ potentialValue: 800_000, probability: 0 })).toBe(0);
  });

  it('is to the cent, half a cent rounding up', () => {
    expect(weightedValue({ potentialValue: 12_345.67, probability: 35 })).toBe(4320.98);
    expect(weightedValue({ potentialValue: 0.1, probability: 5 })).toBe(0.01);
    expect(weightedValue({ potentialValue: 0.3, probability: 15 })).toBe(0.05);
  });
});
