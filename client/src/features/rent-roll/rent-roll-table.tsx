import { type RentRollRow, rentRollColumns } from '@common/analytics';
import { Link } from 'react-router';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format-number';
import {
  dateText,
  linkClass,
  moneyText,
  OptionsText,
  rentText,
  StatusBadge,
  TenantLink,
} from './rent-roll-cells';

export type RentRollTableProps = {
  rows: RentRollRow[];
  isFetching: boolean;
  /** False when one building is chosen: its name is the filter's, not repeated on every row. */
  showBuilding: boolean;
};

/** Eleven columns fit a laptop's width with narrower gutters than the default. */
const gutter = 'px-2';
/** Headers that read better on two lines than as one wide column. */
const wrapped = 'whitespace-normal leading-tight';
const numeric = 'px-2 text-right tabular-nums whitespace-nowrap';

/**
 * The rent roll's columns (rentRollColumns, as the exports head them; Building only over several
 * buildings), one row per suite.
 */
export function RentRollTable({ rows, isFetching, showBuilding }: RentRollTableProps) {
  const [building, suite, tenant, rsf, start, end, baseRent, inPlaceRent, annualRent, status, options] =
    rentRollColumns;
  return (
    <Table aria-label="Rent roll" aria-busy={isFetching} className={cn(isFetching && 'opacity-60')}>
      <TableHeader>
        <TableRow>
          {showBuilding ? <TableHead className={cn(gutter, wrapped)}>{building}</TableHead> : null}
          <TableHead className={gutter}>{suite}</TableHead>
          <TableHead className={gutter}>{tenant}</TableHead>
          <TableHead className={cn(gutter, 'text-right')}>{rsf}</TableHead>
          <TableHead className={gutter}>{start}</TableHead>
          <TableHead className={gutter}>{end}</TableHead>
          <TableHead className={cn(gutter, wrapped, 'min-w-24 text-right')}>{baseRent}</TableHead>
          <TableHead className={cn(gutter, wrapped, 'min-w-24 text-right')}>{inPlaceRent}</TableHead>
          <TableHead className={cn(gutter, wrapped, 'min-w-20 text-right')}>{annualRent}</TableHead>
          <TableHead className={gutter}>{status}</TableHead>
          <TableHead className={gutter}>{options}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.spaceId}>
            {showBuilding ? (
              <TableCell className="min-w-28 px-2">
                <Link to={`/properties/${row.buildingId}`} className={linkClass}>
                  {row.buildingName}
                </Link>
              </TableCell>
            ) : null}
            <TableCell className={gutter}>
              <Link to={`/spaces/${row.spaceId}`} className={linkClass}>
                {row.suite}
              </Link>
            </TableCell>
            <TableCell className="min-w-28 px-2">
              <TenantLink row={row} />
            </TableCell>
            <TableCell className={numeric}>{formatNumber(row.rsf)}</TableCell>
            <TableCell className="px-2 tabular-nums">{dateText(row.startDate)}</TableCell>
            <TableCell className="px-2 tabular-nums">{dateText(row.endDate)}</TableCell>
            <TableCell className={numeric}>{rentText(row.baseRentPsf)}</TableCell>
            <TableCell className={numeric}>{rentText(row.inPlaceRentPsf)}</TableCell>
            <TableCell className={numeric}>{moneyText(row.annualRent)}</TableCell>
            <TableCell className={gutter}>
              <StatusBadge status={row.status} />
            </TableCell>
            <TableCell className="min-w-36 px-2 text-xs">
              <OptionsText options={row.options} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
