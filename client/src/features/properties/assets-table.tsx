import type { PropertyFigures, PropertyListItem } from '@common/properties';
import type { KeyboardEvent, MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
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
import { formatNumber, missingValue } from '@/lib/format-number';
import { FigureCells } from './figure-cells';
import { FigureHeader } from './figure-header';
import { activityColumns, sizeColumns } from './property-figures';

export type AssetsTableProps = {
  /** One page of rows. */
  items: PropertyListItem[] | undefined;
  /** The '#' of the page's first row: numbering runs on across pages. */
  firstRowNumber?: number;
  /** The Total row's figures; none, no row (a page's own sum would be mistaken for the total). */
  totals?: PropertyFigures | null;
  /** Rows for the current filters or page are on their way (the previous ones may still show). */
  isFetching?: boolean;
};

/**
 * Enough two-line placeholder rows to reach past the bottom of a desktop screen: the rows that arrive
 * then take their place without moving what is below the table (the footer) into view and out again.
 */
const skeletonRows = 12;
const columnCount = 4 + sizeColumns.length + activityColumns.length;

export const propertyPath = (id: number) => `/properties/${id}`;

/** One row per building; a click, or Enter on a focused row, opens the building. */
export function AssetsTable({
  items,
  firstRowNumber = 1,
  totals = null,
  isFetching = false,
}: AssetsTableProps) {
  const navigate = useNavigate();

  const handleRowClick = (event: MouseEvent<HTMLTableRowElement>, id: number) => {
    // The name is a link of its own; let it (and a ctrl-click on it) do its job.
    if ((event.target as HTMLElement).closest('a')) return;
    navigate(propertyPath(id));
  };
  const handleRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, id: number) => {
    if (event.key === 'Enter' && event.target === event.currentTarget) navigate(propertyPath(id));
  };

  return (
    <Table
      aria-busy={!items || isFetching}
      className={isFetching ? 'opacity-60 transition-opacity' : undefined}
    >
      <TableHeader>
        <TableRow>
          <TableHead className="w-10 text-right">#</TableHead>
          <TableHead className="min-w-52">Asset</TableHead>
          {sizeColumns.map((column) => (
            <FigureHeader key={column.key} column={column} />
          ))}
          <TableHead>Market</TableHead>
          {activityColumns.map((column) => (
            <FigureHeader key={column.key} column={column} />
          ))}
          <TableHead className="min-w-32">Customer</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items
          ? items.map((item, index) => (
              <TableRow
                key={item.id}
                tabIndex={0}
                onClick={(event) => handleRowClick(event, item.id)}
                onKeyDown={(event) => handleRowKeyDown(event, item.id)}
                className="cursor-pointer hover:bg-slate-50 focus-visible:bg-primary-soft focus-visible:outline-2 focus-visible:outline-primary focus-visible:-outline-offset-2"
              >
                <TableCell className="text-right text-muted-foreground tabular-nums">
                  {formatNumber(firstRowNumber + index)}
                </TableCell>
                <TableCell>
                  <Link
                    to={propertyPath(item.id)}
                    tabIndex={-1}
                    className="font-medium text-foreground hover:text-primary hover:underline"
                  >
                    {item.name}
                  </Link>
                  <div className="text-muted-foreground text-xs">
                    {item.address}, {item.city}, {item.state}
                  </div>
                </TableCell>
                <FigureCells columns={sizeColumns} figures={item} />
                <TableCell className="min-w-24">{item.market}</TableCell>
                <FigureCells columns={activityColumns} figures={item} />
                <TableCell>{item.ownerName ?? missingValue}</TableCell>
              </TableRow>
            ))
          : Array.from({ length: skeletonRows }, (_, row) => (
              // Keys unlike the rows' ids, so a row never reuses a placeholder's element.
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
              <TableRow key={`placeholder-${row}`}>
                {Array.from({ length: columnCount }, (_, cell) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity.
                  <TableCell key={cell}>
                    <Skeleton className={cell === 1 ? 'h-4 w-40' : 'h-4 w-full min-w-8'} />
                    {cell === 1 ? <Skeleton className="mt-1.5 h-3 w-32" /> : null}
                  </TableCell>
                ))}
              </TableRow>
            ))}
      </TableBody>
      {totals ? (
        <TableFooter>
          <TableRow>
            <TableCell />
            <TableHead scope="row" className="text-foreground normal-case tracking-normal text-sm">
              Total
            </TableHead>
            <FigureCells columns={sizeColumns} figures={totals} />
            <TableCell />
            <FigureCells columns={activityColumns} figures={totals} />
            <TableCell />
          </TableRow>
        </TableFooter>
      ) : null}
    </Table>
  );
}
