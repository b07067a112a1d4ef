import { TableHead } from '@/components/ui/table';
import type { FigureColumn } from './property-figures';

/** A right-aligned figure column's header; the abbreviation is explained on hover. */
export function FigureHeader({ column }: { column: FigureColumn }) {
  return (
    <TableHead className="text-right">
      <abbr title={column.description} className="no-underline">
        {column.header}
      </abbr>
    </TableHead>
  );
}
