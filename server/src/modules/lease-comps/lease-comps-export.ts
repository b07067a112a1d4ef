import { toCsv } from '@common/csv';
import { expenseBasisLabels } from '@common/expense-bases';
import type { LeaseCompItem } from '@common/lease-comps';

/** The screen's columns: the basis says whether a comp's rates include operating expenses. */
const header = [
  'Building',
  'Tenant',
  'Suite',
  'RSF',
  'Type',
  'Term (months)',
  'Starting $/SF/yr',
  'Average $/SF/yr',
  'Effective $/SF/yr',
  'Basis',
  'Date',
];

/**
 * CSV with a BOM, so spreadsheet programs read UTF-8 names correctly (as the Assets export). Dates are
 * yyyy-mm-dd, with the four-digit year, as in every export.
 */
export function leaseCompsCsv(items: LeaseCompItem[]): string {
  const rows = items.map((item) => [
    item.buildingName,
    item.tenantName,
    item.suite,
    item.rentableSf,
    item.leaseType,
    item.termMonths,
    item.startingPsf.toFixed(2),
    item.averagePsf.toFixed(2),
    item.effectivePsf.toFixed(2),
    expenseBasisLabels[item.expenseBasis],
    item.transactionDate,
  ]);
  return `\uFEFF${toCsv([header, ...rows])}`;
}
