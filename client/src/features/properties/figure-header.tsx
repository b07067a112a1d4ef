import { TableHead } from '@/components/ui/table';
import type { FigureColumn } from './property-figures';

/**
 * A right-aligned figure column's header; the abbreviation is explained on hover. A two-word header
 * may wrap, so the column is as wide as its figures rather than its name.
 */
export function FigureHeader({ column }: { column: FigureColumn }) {
  return (
    <TableHead className="whitespace-normal text-balance text-right leading-4">
      <abbr title={column.description} className="no-underline">
        {column.header}
      </abbr>
    </TableHead>
  );
}
