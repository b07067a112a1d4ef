import { type RentRollRow, rentRollColumns } from '@common/analytics';
import { toCsv } from '@common/csv';
import { suiteStatusLabels } from '@common/lease-lifecycle';
import { rentRollCsvCells } from '@common/rent-roll';
import writeXlsxFile, { type Cell, type Row } from 'write-excel-file/node';

/** CSV with a BOM, so spreadsheet programs read UTF-8 names correctly (as every export). */
export function rentRollCsv(rows: readonly RentRollRow[]): string {
  return `\uFEFF${toCsv([rentRollColumns, ...rows.map(rentRollCsvCells)])}`;
}

const dateFormat = 'yyyy-mm-dd';
const rsfFormat = '#,##0';
const rateFormat = '#,##0.00';
const moneyFormat = '"$"#,##0.00';

/** A calendar day as the spreadsheet's date: midnight UTC, which the writer turns into a whole serial day. */
const dateCell = (day: string | null): Cell =>
  day === null ? null : { value: new Date(`${day}T00:00:00Z`), type: Date, format: dateFormat };
const numberCell = (value: number | null, format: string): Cell =>
  value === null ? null : { value, type: Number, format };

/** Widths in characters, so every column's usual contents show without widening. */
const columnWidths = [28, 10, 30, 10, 12, 12, 12, 14, 16, 12, 50];

/**
 * The rent roll as a real .xlsx: numbers as numbers, dates as dates, each with its format, a bold
 * header row that stays in view (frozen) while the rows scroll, and sensible column widths.
 */
export async function rentRollXlsx(rows: readonly RentRollRow[]): Promise<Buffer> {
  const header: Row = rentRollColumns.map((title) => ({ value: title, fontWeight: 'bold' }));
  const body: Row[] = rows.map((row) => [
    row.buildingName,
    row.suite,
    row.tenantName,
    numberCell(row.rsf, rsfFormat),
    dateCell(row.startDate),
    dateCell(row.endDate),
    numberCell(row.baseRentPsf, rateFormat),
    numberCell(row.inPlaceRentPsf, rateFormat),
    numberCell(row.annualRent, moneyFormat),
    suiteStatusLabels[row.status],
    row.options,
  ]);
  return writeXlsxFile([header, ...body], {
    sheet: 'Rent roll',
    stickyRowsCount: 1,
    columns: columnWidths.map((width) => ({ width })),
  }).toBuffer();
}
