import { toCsv } from '@common/csv';
import type { PropertyListItem } from '@common/properties';

/** The Assets table's columns plus the address; areas are rentable square feet (RSF), and the header says so. */
const header = [
  '#',
  'Asset',
  'Address',
  'City',
  'State',
  'ZIP Code',
  'Market',
  'Asset Class',
  'Asset Type',
  'Asset Manager',
  'Size (RSF)',
  'Vacant (RSF)',
  'Vacancy %',
  'Total Avail (RSF)',
  'Active Deals',
  'Done',
  'Units',
  '10 Mo. T. Roll (RSF)',
  'Customer',
];

export const propertiesExportFileName = 'properties-export.csv';

/** CSV with a BOM, so spreadsheet programs read the UTF-8 names (é, ñ) correctly. */
export function propertiesCsv(items: PropertyListItem[]): string {
  const rows = items.map((item, index) => [
    index + 1,
    item.name,
    item.address,
    item.city,
    item.state,
    item.zipCode,
    item.market,
    item.assetClass,
    item.assetType,
    item.assetManager?.fullName,
    item.totalSf,
    item.vacantSf,
    item.vacancyPct,
    item.availableSf,
    item.activeDeals,
    item.doneDeals,
    item.units,
    item.rollingSf10Mo,
    item.ownerName,
  ]);
  return `\uFEFF${toCsv([header, ...rows])}`;
}
