import { type CsvCell, toCsv } from '@common/csv';

/*
 * What a chart shows, as numbers: the table a chart card swaps the chart for, and the CSV it exports.
 * Both come from the same rows, so the table, the CSV and the chart never disagree. Pure (no chart
 * library), so tests and the table view load without it.
 */

export type ChartCellValue = string | number | null;

export type ChartTableColumn<Row> = {
  /** The column's heading, with its unit: 'RSF (sf)', 'Annual rent ($)', 'Share of RSF (%)'. */
  header: string;
  /** The cell's value as the data holds it. */
  value: (row: Row) => ChartCellValue;
  /** How the table shows it (default: the value as text, '—' when missing). */
  format?: (value: ChartCellValue, row: Row) => string;
  /** What the CSV holds (default: the value itself, unformatted, so a spreadsheet can sum it). */
  csv?: (row: Row) => CsvCell;
  /** Numbers are right-aligned. */
  numeric?: boolean;
};

export type ChartTable<Row> = {
  /** Says what the table lists, for screen readers (its caption). */
  caption: string;
  columns: ChartTableColumn<Row>[];
  rows: Row[];
  /** A last row of totals (shown in the table's footer and as the CSV's last line). */
  footer?: Row;
};

/** A row's cells as the table shows them. */
export function formattedCells<Row>(table: ChartTable<Row>, row: Row): string[] {
  return table.columns.map((column) => {
    const value = column.value(row);
    if (column.format) return column.format(value, row);
    return value === null ? '—' : String(value);
  });
}

/** The table as CSV: a header row of the column headings, then one line per row (and the totals). */
export function chartTableToCsv<Row>(table: ChartTable<Row>): string {
  const line = (row: Row) =>
    table.columns.map((column) => (column.csv ? column.csv(row) : column.value(row)));
  const rows = table.footer === undefined ? table.rows : [...table.rows, table.footer];
  return toCsv([table.columns.map((column) => column.header), ...rows.map(line)]);
}

/** One entry of a chart's legend (and of the exported image's legend). */
export type LegendItem = {
  name: string;
  colour: string /** A line series draws a stroke, not a swatch. */;
  line?: boolean;
};

/** A file name from a title: 'Lease expiration schedule' → 'lease-expiration-schedule'. */
export function chartFileName(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'chart';
}

/** A fraction (0–1) as a percentage number for a CSV cell, 2 decimals: 0.18345 → 18.35. */
export const csvPercent = (fraction: number | null | undefined): CsvCell =>
  fraction == null || Number.isNaN(fraction) ? null : Math.round(fraction * 10_000) / 100;

/** Money or square feet for a CSV cell, to the cent: avoids 1234.5600000001. */
export const csvAmount = (value: number | null | undefined): CsvCell =>
  value == null || Number.isNaN(value) ? null : Math.round(value * 100) / 100;

/**
 * Ticks for a time axis from `min` to `max` (ms): the first day of every 1, 3, 6, 12, 24 or 60 months,
 * whichever step gives at most `maxTicks`, aligned to the year (Jan, Apr, Jul, Oct for quarters).
 */
export function dateTicks(min: number, max: number, maxTicks = 8): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max) || max < min) return [];
  const start = new Date(min);
  const end = new Date(max);
  const months = (end.getFullYear() - start.getFullYear()) * 12 + end.getMonth() - start.getMonth() + 1;
  const step = [1, 3, 6, 12, 24, 60].find((candidate) => months / candidate <= maxTicks) ?? 120;
  const ticks: number[] = [];
  const first = new Date(start.getFullYear(), start.getMonth(), 1);
  for (let date = first; date.getTime() <= max; date = new Date(date.getFullYear(), date.getMonth() + 1, 1)) {
    const index = date.getFullYear() * 12 + date.getMonth();
    if (index % step === 0 && date.getTime() >= min) ticks.push(date.getTime());
  }
  return ticks;
}
