import type { SpaceListItem } from '@common/spaces';
import type { KeyboardEvent, MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { formatNumber, formatRentPsf, missingValue } from '@/lib/format-number';
import { humanize } from '@/lib/lease-labels';
import { availabilityText } from './space-availability';
import { SpaceStatusBadge } from './space-status-badge';

export type SpacesTableProps = {
  items: SpaceListItem[] | undefined;
  isFetching?: boolean;
};

export const spacePath = (id: number) => `/spaces/${id}`;

/** One row per suite; a click, or Enter on a focused row, opens the suite. */
export function SpacesTable({ items, isFetching = false }: SpacesTableProps) {
  const navigate = useNavigate();
  const handleRowClick = (event: MouseEvent<HTMLTableRowElement>, id: number) => {
    // Links in the row (suite, building) do their own job, ctrl-click included.
    if ((event.target as HTMLElement).closest('a')) return;
    navigate(spacePath(id));
  };
  const handleRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, id: number) => {
    if (event.key === 'Enter' && event.target === event.currentTarget) navigate(spacePath(id));
  };

  return (
    <>
      {items ? <SpaceCards items={items} /> : null}
      <Table
        containerClassName={items ? 'hidden md:block' : undefined}
        aria-label="Available spaces"
        aria-busy={!items || isFetching}
        className={cn(isFetching && 'opacity-60')}
      >
        <TableHeader>
          <TableRow>
            <TableHead className="min-w-52">Building</TableHead>
            <TableHead>Suite</TableHead>
            <TableHead className="text-right">Floor</TableHead>
            <TableHead className="text-right">Size (sf)</TableHead>
            <TableHead>Type</TableHead>
            <TableHead className="text-right">Asking $/SF/yr</TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="min-w-44">Availability</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {items
            ? items.map((space) => (
                <TableRow
                  key={space.id}
                  tabIndex={0}
                  onClick={(event) => handleRowClick(event, space.id)}
                  onKeyDown={(event) => handleRowKeyDown(event, space.id)}
                  className="cursor-pointer hover:bg-slate-50 focus-visible:bg-primary-soft focus-visible:outline-2 focus-visible:outline-primary focus-visible:-outline-offset-2"
                >
                  <TableCell>
                    <Link
                      to={`/properties/${space.property.id}`}
                      tabIndex={-1}
                      className="font-medium text-foreground hover:text-primary hover:underline"
                    >
                      {space.property.name}
                    </Link>
                    <p className="text-muted-foreground text-xs">
                      {space.property.city}, {space.property.state}
                    </p>
                  </TableCell>
                  <TableCell>
                    <Link
                      to={spacePath(space.id)}
                      tabIndex={-1}
                      className="font-medium hover:text-primary hover:underline"
                    >
                      {space.suite}
                    </Link>
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{space.floorNumber}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatNumber(space.rentableSf)}</TableCell>
                  <TableCell>{humanize(space.spaceType)}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {space.askingRentPsf === null ? missingValue : formatRentPsf(space.askingRentPsf)}
                  </TableCell>
                  <TableCell>
                    <SpaceStatusBadge status={space.status} />
                  </TableCell>
                  <TableCell className="whitespace-nowrap">
                    <Availability space={space} />
                  </TableCell>
                </TableRow>
              ))
            : Array.from({ length: 6 }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
                <TableRow key={index}>
                  {Array.from({ length: 8 }, (_, cell) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
                    <TableCell key={cell}>
                      <Skeleton className="h-4 w-full min-w-10" />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
        </TableBody>
      </Table>
    </>
  );
}

function Availability({ space }: { space: SpaceListItem }) {
  const { text, detail } = availabilityText(space);
  return (
    <>
      <span className="tabular-nums">{text}</span>
      {detail ? <p className="max-w-56 truncate text-muted-foreground text-xs">{detail}</p> : null}
    </>
  );
}

/** Phones: one card per suite instead of a wide table. */
function SpaceCards({ items }: { items: SpaceListItem[] }) {
  return (
    <ul aria-label="Available spaces" className="flex flex-col divide-y divide-border md:hidden">
      {items.map((space) => {
        const { text, detail } = availabilityText(space);
        return (
          <li key={space.id}>
            <Link to={spacePath(space.id)} className="flex flex-col gap-1.5 px-5 py-3 hover:bg-slate-50">
              <span className="flex items-start justify-between gap-3">
                <span className="min-w-0">
                  <span className="block font-medium text-foreground">Suite {space.suite}</span>
                  <span className="block truncate text-muted-foreground text-xs">
                    {space.property.name} · Floor {space.floorNumber}
                  </span>
                </span>
                <SpaceStatusBadge status={space.status} />
              </span>
              <span className="flex flex-wrap gap-x-3 text-foreground text-sm tabular-nums">
                <span>{formatNumber(space.rentableSf)} sf</span>
                <span>{humanize(space.spaceType)}</span>
                <span>
                  {space.askingRentPsf === null
                    ? 'No asking rent'
                    : `${formatRentPsf(space.askingRentPsf)}/SF/yr`}
                </span>
              </span>
              <span className="text-muted-foreground text-xs">
                {text}
                {detail ? ` · ${detail}` : ''}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
