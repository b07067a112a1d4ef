import type { PropertyFigures } from '@common/properties';
import { vacancyPct } from '@common/properties';
import { combineWalt } from '@common/walt';
import { formatNumber, formatPercent, formatSquareFeet, formatYears } from '@/lib/format-number';

/** The figure columns the Assets, Markets and Cities tables share, in display order. */
export type FigureColumn = {
  key: keyof PropertyFigures;
  /** The column's header text. */
  header: string;
  /** A longer name for screen readers and tooltips. */
  description: string;
  format: (figures: PropertyFigures) => string;
  /** A second, smaller line under the figure. */
  detail?: (figures: PropertyFigures) => string;
  /** Read from the suites: a building without suites has no such figure (see noSuitesRecorded). */
  fromSuites?: boolean;
};

const sf = (key: keyof PropertyFigures) => (figures: PropertyFigures) =>
  formatSquareFeet(figures[key] as number);
const count = (key: keyof PropertyFigures) => (figures: PropertyFigures) =>
  formatNumber(figures[key] as number);

/**
 * What the suite figures of a building without suites on record say instead of numbers: such a
 * building is not 0 % vacant (nor 100 % leased), it has nothing on record.
 */
export const noSuitesRecorded = 'No floors or suites recorded';

export const sizeColumns: FigureColumn[] = [
  { key: 'totalSf', header: 'Size', description: 'Rentable square feet', format: sf('totalSf') },
  {
    key: 'vacancyPct',
    header: 'Vacancy',
    description: 'Vacant share of the suites’ rentable square feet',
    format: (figures) => formatPercent(figures.vacancyPct),
    fromSuites: true,
  },
  {
    key: 'availableSf',
    header: 'Total Avail',
    description: 'Square feet that can be marketed: vacant, or expiring with nothing signed after',
    format: sf('availableSf'),
    fromSuites: true,
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
    description: 'Square feet of leases ending in the next 10 months, not renewed or re-let',
    format: sf('rollingSf10Mo'),
  },
  {
    key: 'walt',
    header: 'WALT',
    description: 'Weighted average lease term remaining, in years: by area, and by rent below',
    format: (figures) => formatYears(figures.walt.byArea),
    detail: (figures) => (figures.walt.byRent === null ? '' : `${figures.walt.byRent.toFixed(1)} by rent`),
  },
];

/** The figures of several rows summed; the vacancy and WALT are recomputed from the sums, not averaged. */
export function sumFigures(rows: readonly PropertyFigures[]): PropertyFigures {
  const total: PropertyFigures = {
    totalSf: 0,
    leasedSf: 0,
    vacantSf: 0,
    vacancyPct: 0,
    availableSf: 0,
    activeDeals: 0,
    doneDeals: 0,
    units: 0,
    rollingSf10Mo: 0,
    walt: combineWalt(rows.map((row) => row.walt)),
  };
  for (const row of rows) {
    total.totalSf += row.totalSf;
    total.leasedSf += row.leasedSf;
    total.vacantSf += row.vacantSf;
    total.availableSf += row.availableSf;
    total.activeDeals += row.activeDeals;
    total.doneDeals += row.doneDeals;
    total.units += row.units;
    total.rollingSf10Mo += row.rollingSf10Mo;
  }
  total.vacancyPct = vacancyPct(total.vacantSf, total.leasedSf + total.vacantSf);
  return total;
}
