import type { PropertyFigures } from '@common/properties';
import { describe, expect, it } from 'vitest';
import { noSuitesRecorded, sizeColumns, sumFigures, vacancyPct } from './property-figures';

const building = (totalSf: number, vacantSf: number): PropertyFigures => ({
  totalSf,
  vacantSf,
  vacancyPct: vacancyPct(vacantSf, totalSf),
  availableSf: vacantSf,
  activeDeals: 2,
  doneDeals: 1,
  units: 4,
  rollingSf10Mo: 1000,
});

describe('property figures', () => {
  it('recomputes the vacancy from the summed areas instead of averaging percentages', () => {
    const total = sumFigures([building(100_000, 10_000), building(10_000, 5_000)]);
    expect(total).toMatchObject({ totalSf: 110_000, vacantSf: 15_000, activeDeals: 4, units: 8 });
    expect(total.vacancyPct).toBe(13.6);
  });

  it('shows 0% vacancy for a building without area rather than dividing by zero', () => {
    expect(vacancyPct(0, 0)).toBe(0);
    expect(sumFigures([]).vacancyPct).toBe(0);
  });

  it('says a building without suites has none recorded instead of a vacancy of 0 %', () => {
    const empty = { ...building(10_000, 0), units: 0, availableSf: 0, rollingSf10Mo: 0 };
    const vacancy = sizeColumns.find((column) => column.key === 'vacancyPct');
    expect(vacancy?.format(empty)).toBe(noSuitesRecorded);
    expect(vacancy?.format(building(10_000, 0))).toBe('0%');
  });

  it('formats areas in square feet and the vacancy as a percentage', () => {
    const figures = building(226_000, 40_000);
    expect(sizeColumns.map((column) => column.format(figures))).toEqual(['226,000 sf', '17.7%', '40,000 sf']);
  });
});
