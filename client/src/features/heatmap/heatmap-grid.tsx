import type { HeatmapResponse } from '@common/analytics';
import { readableTextOn, shareColour } from '@common/palettes';
import { Link } from 'react-router';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { formatMediumDate } from '@/lib/format-date';
import { formatNumber } from '@/lib/format-number';
import { cellLabel, shareText } from './heatmap-text';

export type HeatmapBuilding = HeatmapResponse['buildings'][number];
export type HeatmapQuarter = HeatmapResponse['quarters'][number];
export type HeatmapCell = HeatmapBuilding['cells'][number];

/** A cell the grid opens: its building, its quarter and its figures. */
export type OpenedCell = { building: HeatmapBuilding; quarter: HeatmapQuarter; cell: HeatmapCell };

export type HeatmapGridProps = {
  quarters: HeatmapQuarter[];
  /** The buildings of this page. */
  buildings: HeatmapBuilding[];
  isFetching: boolean;
  onOpen: (opened: OpenedCell) => void;
};

const cellBox =
  'flex h-11 w-full min-w-16 items-center justify-center rounded-sm text-sm tabular-nums ring-1 ring-black/5 ring-inset';

/**
 * Buildings (rows, each linking to its property) × the quarters (columns). Each cell prints its share
 * of the building's RSF expiring and is coloured by its share bin; a cell with leases is a button
 * that opens them. The building column stays put while the quarters scroll sideways on a phone.
 */
export function HeatmapGrid({ quarters, buildings, isFetching, onOpen }: HeatmapGridProps) {
  return (
    <Table
      aria-label="Expiring RSF by building and quarter"
      aria-busy={isFetching}
      className={cn('border-separate border-spacing-0', isFetching && 'opacity-60')}
    >
      <TableHeader>
        <TableRow>
          <TableHead className="sticky left-0 z-10 min-w-32 bg-slate-50 sm:min-w-48">Building</TableHead>
          {quarters.map((quarter, index) => (
            <TableHead key={quarter.start} className="px-1 text-center first:pl-4 last:pr-4">
              <span className="block">{quarter.label}</span>
              {index === 0 ? (
                <span className="block font-normal text-[11px] normal-case tracking-normal">
                  from {formatMediumDate(quarter.start).replace(/, \d{4}$/, '')}
                </span>
              ) : null}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {buildings.map((building) => (
          <tr key={building.id}>
            <th
              scope="row"
              className="sticky left-0 z-10 border-border border-b bg-card py-1.5 pr-2 pl-4 text-left font-normal shadow-[1px_0_0_var(--color-border)] sm:pr-3"
            >
              <Link
                to={`/properties/${building.id}`}
                title={building.name}
                className="block max-w-28 truncate font-medium text-foreground hover:text-primary hover:underline sm:max-w-48"
              >
                {building.name}
              </Link>
              <span className="block text-muted-foreground text-xs tabular-nums">
                {formatNumber(building.totalRsf)} RSF
              </span>
            </th>
            {building.cells.map((cell, index) => {
              const quarter = quarters[index];
              if (!quarter) return null;
              const fill = shareColour(cell.share);
              const style = { backgroundColor: fill, color: readableTextOn(fill) };
              return (
                <td key={quarter.start} className="border-border border-b px-0.5 py-1.5 last:pr-4">
                  {cell.leases > 0 ? (
                    <button
                      type="button"
                      aria-label={cellLabel(building.name, quarter.label, cell)}
                      onClick={() => onOpen({ building, quarter, cell })}
                      className={cn(
                        cellBox,
                        'print-exact cursor-pointer font-semibold hover:brightness-95 focus-visible:outline-2 focus-visible:outline-slate-900 focus-visible:outline-offset-1',
                      )}
                      style={style}
                    >
                      {shareText(cell.share)}
                    </button>
                  ) : (
                    <span className={cn(cellBox, 'print-exact')} style={style}>
                      {shareText(cell.share)}
                    </span>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </TableBody>
    </Table>
  );
}
