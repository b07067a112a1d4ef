import { toCsv } from '@common/csv';
import type { LeaseCompItem } from '@common/lease-comps';

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
  'Date',
];

/** CSV with a BOM, so spreadsheet programs read UTF-8 names correctly (as the Assets export). */
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
    item.transactionDate,
  ]);
  return `\uFEFF${toCsv([header, ...rows])}`;
}
