import type { PropertyFigures } from '@common/properties';
import { vacancyPct } from '@common/properties';
import { describe, expect, it } from 'vitest';
import { formatYears } from '@/lib/format-number';
import { activityColumns, sizeColumns, sumFigures } from './property-figures';

const building = (
  leasedSf: number,
  vacantSf: number,
  walt: PropertyFigures['walt'] = { inPlaceSf: leasedSf, inPlaceRent: 30 * leasedSf, byArea: 3, byRent: 3 },
): PropertyFigures => ({
  totalSf: leasedSf + vacantSf,
  leasedSf,
  vacantSf,
  vacancyPct: vacancyPct(vacantSf, leasedSf + vacantSf),
  availableSf: vacantSf,
  activeDeals: 2,
  doneDeals: 1,
  units: 4,
  rollingSf10Mo: 1000,
  walt,
});

describe('property figures', () => {
  it('recomputes the vacancy from the summed suite areas instead of averaging percentages', () => {
    const total = sumFigures([building(90_000, 10_000), building(5_000, 5_000)]);
    expect(total).toMatchObject({
      totalSf: 110_000,
      leasedSf: 95_000,
      vacantSf: 15_000,
      activeDeals: 4,
      units: 8,
    });
    expect(total.vacancyPct).toBe(13.6);
  });

  it('shows 0% vacancy for rows without area rather than dividing by zero', () => {
    expect(vacancyPct(0, 0)).toBe(0);
    expect(sumFigures([]).vacancyPct).toBe(0);
  });

  it('weights each building’s WALT by its area and by its rent in the total', () => {
    const total = sumFigures([
      building(10_000, 0, { inPlaceSf: 10_000, inPlaceRent: 100_000, byArea: 2, byRent: 1 }),
      building(30_000, 0, { inPlaceSf: 30_000, inPlaceRent: 300_000, byArea: 6, byRent: 5 }),
      building(0, 8_000, { inPlaceSf: 0, inPlaceRent: 0, byArea: null, byRent: null }),
    ]);
    expect(total.walt.byArea).toBeCloseTo(5, 10);
    expect(total.walt.byRent).toBeCloseTo(4, 10);
  });

  it('formats areas in square feet, the vacancy as a percentage and WALT in years', () => {
    const figures = building(186_000, 40_000, { inPlaceSf: 1, inPlaceRent: 1, byArea: 4.26, byRent: 3.94 });
    expect(sizeColumns.map((column) => column.format(figures))).toEqual(['226,000 sf', '17.7%', '40,000 sf']);
    const walt = activityColumns.find((column) => column.key === 'walt');
    expect(walt?.format(figures)).toBe('4.3 yrs');
    expect(walt?.detail?.(figures)).toBe('3.9 by rent');
    expect(formatYears(null)).toBe('—');
  });
});
