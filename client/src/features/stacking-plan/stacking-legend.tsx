import type { StackingFloor } from '@common/stacking-plan';
import { TriangleAlert } from 'lucide-react';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { fillStyle, type LegendEntry } from './segment-colours';
import { compactDate, squareFeet } from './segment-label';

export type ColourLegendProps = {
  entries: LegendEntry[];
  title: string;
  /** Some suite shows the option-conflict triangle: explain it too. */
  showConflicts: boolean;
};

/**
 * The key: industries (or expiry years) present, Pre-leased, Vacant (hatched, as its suites), any
 * Unassigned area and the conflict mark.
 */
export function ColourLegend({ entries, title, showConflicts }: ColourLegendProps) {
  return (
    <section aria-label={title} className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
      <h2 className="font-medium text-slate-700">{title}</h2>
      <ul className="flex flex-wrap gap-x-4 gap-y-2">
        {entries.map((entry) => (
          <li key={entry.key} className="flex items-center gap-1.5 text-slate-700">
            <span
              aria-hidden="true"
              data-swatch={entry.key}
              className="print-exact size-3.5 rounded-sm border border-slate-300"
              style={fillStyle({ colour: entry.colour, hatched: entry.hatched === true })}
            />
            {entry.label}
          </li>
        ))}
        {showConflicts ? (
          <li className="flex items-center gap-1.5 text-slate-700">
            <TriangleAlert aria-hidden="true" className="size-3.5 fill-amber-300 text-slate-900" />
            Option conflict
          </li>
        ) : null}
      </ul>
    </section>
  );
}

export type TenantRow = {
  key: number;
  floor: number;
  suite: string;
  tenant: string;
  sf: number;
  /** Starting rent, $/RSF/yr. */
  baseRentPsf: number;
  /** Rent escalated to today (inPlaceRentPsf), $/RSF/yr. */
  inPlaceRentPsf: number;
  startDate: string;
  endDate: string;
};

/** One row per tenant-occupied suite, highest floor first (in the plan's order). */
export function tenantRows(floors: readonly StackingFloor[]): TenantRow[] {
  return floors.flatMap((floor) =>
    floor.spaces.flatMap((space) =>
      space.lease
        ? [
            {
              key: space.id,
              floor: floor.number,
              suite: space.suite,
              tenant: space.lease.tenant.name,
              sf: space.rentableSf,
              baseRentPsf: space.lease.baseRentPsf,
              inPlaceRentPsf: space.lease.inPlaceRentPsf,
              startDate: space.lease.startDate,
              endDate: space.lease.endDate,
            },
          ]
        : [],
    ),
  );
}

export const leaseDates = (row: Pick<TenantRow, 'startDate' | 'endDate'>) =>
  `${compactDate(row.startDate)} – ${compactDate(row.endDate)}`;

const cell = 'px-3 py-2.5 align-middle text-foreground first:pl-4 last:pr-4';

export type TenantLegendTableProps = { rows: TenantRow[]; emptyText: string };

/**
 * A legend row per tenant with suite, sf, base rent beside the rent in place today, and
 * lease dates (MM/dd/yy).
 */
export function TenantLegendTable({ rows, emptyText }: TenantLegendTableProps) {
  if (rows.length === 0) return <p className="text-muted-foreground text-sm">{emptyText}</p>;
  return (
    <Table aria-label="Tenants">
      <TableHeader>
        <TableRow>
          <TableHead>Tenant</TableHead>
          <TableHead>Floor</TableHead>
          <TableHead>Suite</TableHead>
          <TableHead className="text-right">Size</TableHead>
          <TableHead className="text-right">Base rent</TableHead>
          <TableHead className="text-right">In-place rent</TableHead>
          <TableHead>Lease dates</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {/* Plain cells with fixed classes: a tower lists over a thousand tenants. */}
        {rows.map((row) => (
          <tr key={row.key} className="border-border border-b">
            <td className={`${cell} min-w-40 font-medium`}>{row.tenant}</td>
            <td className={cell}>{row.floor}</td>
            <td className={cell}>{row.suite}</td>
            <td className={`${cell} whitespace-nowrap text-right`}>{squareFeet(row.sf)}</td>
            <td className={`${cell} whitespace-nowrap text-right`}>${row.baseRentPsf.toFixed(2)}</td>
            <td className={`${cell} whitespace-nowrap text-right`}>${row.inPlaceRentPsf.toFixed(2)}</td>
            <td className={`${cell} whitespace-nowrap`}>{leaseDates(row)}</td>
          </tr>
        ))}
      </TableBody>
    </Table>
  );
}
