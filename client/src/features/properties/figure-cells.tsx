import type { PropertyFigures } from '@common/properties';
import { TableCell } from '@/components/ui/table';
import { type FigureColumn, noSuitesRecorded } from './property-figures';

const figureCell = 'whitespace-nowrap text-right tabular-nums';

/**
 * The cells of `columns` for one row. Without suites on record, the suite figures are one cell
 * saying so (it spans them, and wraps, so the words never widen the table); a figure with a detail
 * shows it as a smaller second line.
 */
export function FigureCells({ columns, figures }: { columns: FigureColumn[]; figures: PropertyFigures }) {
  const noSuites = figures.units === 0;
  const suiteColumns = columns.filter((column) => column.fromSuites);
  return columns.map((column) => {
    if (noSuites && column.fromSuites) {
      if (column !== suiteColumns[0]) return null;
      return (
        <TableCell
          key={column.key}
          colSpan={suiteColumns.length}
          className="whitespace-normal text-center text-muted-foreground text-xs leading-4"
        >
          {noSuitesRecorded}
        </TableCell>
      );
    }
    const detail = column.detail?.(figures);
    return (
      <TableCell key={column.key} className={figureCell}>
        {column.format(figures)}
        {detail ? <div className="text-muted-foreground text-xs">{detail}</div> : null}
      </TableCell>
    );
  });
}
