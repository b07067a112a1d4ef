import type { RentRollRow } from '@common/analytics';
import { Link } from 'react-router';
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

export type RentRollCardsProps = { rows: RentRollRow[]; isFetching: boolean };

/** The rent roll on a phone: a card per suite in the page's own scroll, every column of the table. */
export function RentRollCards({ rows, isFetching }: RentRollCardsProps) {
  return (
    <ul
      aria-label="Rent roll"
      aria-busy={isFetching}
      className={cn('divide-y divide-border', isFetching && 'opacity-60')}
    >
      {rows.map((row) => (
        <li key={row.spaceId} className="flex flex-col gap-2 px-4 py-3 text-sm">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <Link to={`/spaces/${row.spaceId}`} className={cn(linkClass, 'block')}>
                Suite {row.suite}
              </Link>
              <Link
                to={`/properties/${row.buildingId}`}
                className="block truncate text-muted-foreground text-xs hover:underline"
              >
                {row.buildingName}
              </Link>
            </div>
            <StatusBadge status={row.status} />
          </div>
          <p>
            <TenantLink row={row} />
          </p>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-xs">
            <dt className="text-muted-foreground">RSF</dt>
            <dd className="tabular-nums">{formatNumber(row.rsf)}</dd>
            <dt className="text-muted-foreground">Term</dt>
            <dd className="tabular-nums">
              {dateText(row.startDate)} – {dateText(row.endDate)}
            </dd>
            <dt className="text-muted-foreground">Base / in-place rent</dt>
            <dd className="tabular-nums">
              {rentText(row.baseRentPsf)} / {rentText(row.inPlaceRentPsf)} per RSF/yr
            </dd>
            <dt className="text-muted-foreground">Annual rent</dt>
            <dd className="tabular-nums">{moneyText(row.annualRent)}</dd>
            <dt className="text-muted-foreground">Options</dt>
            <dd className="break-words">
              <OptionsText options={row.options} />
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
