import { describe, expect, it } from 'vitest';
import { largeSize, largeSizeAt } from '.';

describe('the large data set at a scale', () => {
  it('is the 1× set at scale 1', () => {
    expect(largeSizeAt(1)).toEqual(largeSize);
  });

  it('multiplies every count and keeps the shape of a building', () => {
    const size = largeSizeAt(10);
    expect(size).toMatchObject({
      buildings: 10_000,
      tenants: 100_000,
      deals: 500_000,
      activeLeases: 140_000,
      expiredLeases: 160_000,
      options: 200_000,
      floorsPerBuilding: largeSize.floorsPerBuilding,
      suitesPerFloor: largeSize.suitesPerFloor,
      commentsPerDeal: largeSize.commentsPerDeal,
    });
    // Leases fit the suites: one active per suite at most, the expired ones on suites of their own or
    // before the active ones.
    const suites = size.buildings * size.floorsPerBuilding * size.suitesPerFloor;
    expect(size.activeLeases).toBeLessThanOrEqual(suites);
    expect(size.expiredLeases).toBeLessThanOrEqual(suites);
    expect(size.options).toBeLessThanOrEqual(size.activeLeases + size.expiredLeases);
  });

  it('refuses a scale that is not a whole number of at least 1', () => {
    for (const scale of [0, -1, 1.5, Number.NaN]) expect(() => largeSizeAt(scale)).toThrow(/whole number/);
  });
});
