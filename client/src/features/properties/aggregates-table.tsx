import type { AggregateDimension, PropertyAggregate } from '@common/properties';
import { Skeleton } from '@/components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { formatNumber } from '@/lib/format-number';
import { FigureCells } from './figure-cells';
import { FigureHeader } from './figure-header';
import { activityColumns, sizeColumns, sumFigures } from './property-figures';

export type AggregatesTableProps = {
  by: AggregateDimension;
  rows: PropertyAggregate[] | undefined;
  isFetching?: boolean;
};

const figureCell = 'whitespace-nowrap text-right tabular-nums';
const figureColumns = [...sizeColumns, ...activityColumns];
const skeletonRows = 4;

export const dimensionLabels: Record<AggregateDimension, string> = { market: 'Market', city: 'City' };

/** The Markets and Cities tabs: the Assets figures summed per market or per city. */
export function AggregatesTable({ by, rows, isFetching = false }: AggregatesTableProps) {
  const totals = rows && rows.length > 1 ? sumFigures(rows) : null;
  const totalProperties = rows?.reduce((sum, row) => sum + row.properties, 0) ?? 0;
  return (
    <Table
      aria-busy={!rows || isFetching}
      className={isFetching ? 'opacity-60 transition-opacity' : undefined}
    >
      <TableHeader>
        <TableRow>
          <TableHead className="min-w-44">{dimensionLabels[by]}</TableHead>
          <TableHead className="text-right">Properties</TableHead>
          {figureColumns.map((column) => (
            <FigureHeader key={column.key} column={column} />
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows
          ? rows.map((row) => (
              <TableRow key={row.name} className="hover:bg-slate-50">
                <TableHead
                  scope="row"
                  className="font-medium text-foreground text-sm normal-case tracking-normal"
                >
                  {row.name}
                </TableHead>
                <TableCell className={figureCell}>{formatNumber(row.properties)}</TableCell>
                <FigureCells columns={figureColumns} figures={row} />
              </TableRow>
            ))
          : Array.from({ length: skeletonRows }, (_, row) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
              <TableRow key={row}>
                {Array.from({ length: figureColumns.length + 2 }, (_, cell) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity.
                  <TableCell key={cell}>
                    <Skeleton className="h-4 w-full min-w-10" />
                  </TableCell>
                ))}
              </TableRow>
            ))}
      </TableBody>
      {totals ? (
        <TableFooter>
          <TableRow>
            <TableHead scope="row" className="text-foreground text-sm normal-case tracking-normal">
              Total
            </TableHead>
            <TableCell className={figureCell}>{formatNumber(totalProperties)}</TableCell>
            <FigureCells columns={figureColumns} figures={totals} />
          </TableRow>
        </TableFooter>
      ) : null}
    </Table>
  );
}
