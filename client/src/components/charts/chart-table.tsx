import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { type ChartTable, formattedCells } from './chart-data';

export type ChartDataTableProps<Row> = { table: ChartTable<Row>; className?: string };

// The first column names the row (a year, a building): it stays in view while the numbers scroll on a phone.
const stickyFirst = 'first:sticky first:left-0 first:z-10 first:bg-card';

/** A chart's numbers as a table: scrolls inside its card, its first column stuck to the left. */
export function ChartDataTable<Row>({ table, className }: ChartDataTableProps<Row>) {
  return (
    <Table containerClassName={cn('max-h-[28rem] overflow-y-auto', className)}>
      <caption className="sr-only">{table.caption}</caption>
      <TableHeader className="sticky top-0 z-20">
        <TableRow>
          {table.columns.map((column) => (
            <TableHead
              key={column.header}
              className={cn(stickyFirst, 'first:bg-slate-50', column.numeric && 'text-right')}
            >
              {column.header}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {table.rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are the chart's data points, in order
          <TableRow key={index}>
            {formattedCells(table, row).map((cell, column) => (
              <ChartCell
                key={table.columns[column]?.header}
                numeric={table.columns[column]?.numeric}
                first={column === 0}
              >
                {cell}
              </ChartCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
      {table.footer !== undefined ? (
        <TableFooter>
          <TableRow>
            {formattedCells(table, table.footer).map((cell, column) => (
              <ChartCell
                key={table.columns[column]?.header}
                numeric={table.columns[column]?.numeric}
                first={column === 0}
                footer
              >
                {cell}
              </ChartCell>
            ))}
          </TableRow>
        </TableFooter>
      ) : null}
    </Table>
  );
}

type ChartCellProps = { numeric?: boolean; first: boolean; footer?: boolean; children: string };

function ChartCell({ numeric, first, footer, children }: ChartCellProps) {
  const className = cn(
    'whitespace-nowrap',
    stickyFirst,
    footer && 'first:bg-slate-50',
    numeric && 'text-right tabular-nums',
  );
  // The first cell heads its row, so a screen reader names each number by its row and column.
  return first ? (
    <th scope="row" className={cn('px-3 py-2.5 pl-4 text-left font-medium text-foreground', className)}>
      {children}
    </th>
  ) : (
    <TableCell className={className}>{children}</TableCell>
  );
}
