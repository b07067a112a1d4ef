import type { PropertyFigures } from '@common/properties';
import { formatNumber, formatPercent, formatSquareFeet } from '@/lib/format-number';

/** The figure columns the Assets, Markets and Cities tables share, in the spec's order (§2.11). */
export type FigureColumn = {
  key: keyof PropertyFigures;
  /** The spec's header text. */
  header: string;
  /** A longer name for screen readers and tooltips. */
  description: string;
  format: (figures: PropertyFigures) => string;
};

const sf = (key: keyof PropertyFigures) => (figures: PropertyFigures) => formatSquareFeet(figures[key]);
const count = (key: keyof PropertyFigures) => (figures: PropertyFigures) => formatNumber(figures[key]);

/** What a figure of a building without suites on record says instead of a number. */
export const noSuitesRecorded = 'No suites';

export const sizeColumns: FigureColumn[] = [
  { key: 'totalSf', header: 'Size', description: 'Rentable square feet', format: sf('totalSf') },
  {
    key: 'vacancyPct',
    header: 'Vacancy',
    description: 'Vacant share of rentable square feet',
    // A building without suites is not 0 % vacant (nor 100 % leased): it has nothing on record.
    format: (figures) => (figures.units === 0 ? noSuitesRecorded : formatPercent(figures.vacancyPct)),
  },
  {
    key: 'availableSf',
    header: 'Total Avail',
    description: 'Square feet listed as available',
    format: sf('availableSf'),
  },
];

export const activityColumns: FigureColumn[] = [
  {
    key: 'activeDeals',
    header: 'Active Deals',
    description: 'Deals in progress',
    format: count('activeDeals'),
  },
  { key: 'doneDeals', header: 'Done', description: 'Deals done', format: count('doneDeals') },
  { key: 'units', header: 'Units', description: 'Suites', format: count('units') },
  {
    key: 'rollingSf10Mo',
    header: '10 Mo. T. Roll',
    description: 'Square feet of leases ending in the next 10 months',
    format: sf('rollingSf10Mo'),
  },
];

/** vacant ÷ total × 100, one decimal, as the API computes it per building. */
export function vacancyPct(vacantSf: number, totalSf: number): number {
  return totalSf > 0 ? Math.round((vacantSf / totalSf) * 1000) / 10 : 0;
}

/** The figures of several rows summed; the vacancy is recomputed from the sums, not averaged. */
export function sumFigures(rows: readonly PropertyFigures[]): PropertyFigures {
  const total: PropertyFigures = {
    totalSf: 0,
    vacantSf: 0,
    vacancyPct: 0,
    availableSf: 0,
    activeDeals: 0,
    doneDeals: 0,
    units: 0,
    rollingSf10Mo: 0,
  };
  for (const row of rows) {
    total.totalSf += row.totalSf;
    total.vacantSf += row.vacantSf;
    total.availableSf += row.availableSf;
    total.activeDeals += row.activeDeals;
    total.doneDeals += row.doneDeals;
    total.units += row.units;
    total.rollingSf10Mo += row.rollingSf10Mo;
  }
  total.vacancyPct = vacancyPct(total.vacantSf, total.totalSf);
  return total;
}
