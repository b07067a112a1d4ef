import type { LeaseListItem } from '@common/leases';
import type { KeyboardEvent, MouseEvent } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { formatShortDate } from '@/lib/format-date';
import { formatNumber, formatRentPsf } from '@/lib/format-number';
import { leaseStatusBadge, leaseTypeLabel } from '@/lib/lease-labels';

export type LeasesTableProps = {
  items: LeaseListItem[] | undefined;
  isFetching?: boolean;
  onOpen: (id: number) => void;
};

const linkClass = 'font-medium text-foreground hover:text-primary hover:underline';

/** One row per lease; a click, or Enter on a focused row, opens the lease. */
export function LeasesTable({ items, isFetching = false, onOpen }: LeasesTableProps) {
  const handleRowClick = (event: MouseEvent<HTMLTableRowElement>, id: number) => {
    // The tenant and property links do their own job, ctrl-click included.
    if ((event.target as HTMLElement).closest('a')) return;
    onOpen(id);
  };
  const handleRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, id: number) => {
    if (event.key === 'Enter' && event.target === event.currentTarget) onOpen(id);
  };

  return (
    <Table aria-label="Leases" aria-busy={!items || isFetching} className={cn(isFetching && 'opacity-60')}>
      <TableHeader>
        <TableRow>
          <TableHead className="min-w-44">Tenant</TableHead>
          <TableHead className="min-w-44">Property</TableHead>
          <TableHead>Suite</TableHead>
          <TableHead className="text-right">Size (sf)</TableHead>
          <TableHead>Start</TableHead>
          <TableHead>End</TableHead>
          <TableHead className="text-right">Rent $/SF/yr</TableHead>
          <TableHead>Type</TableHead>
          <TableHead>Status</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {(items ?? []).map((lease) => {
          const badge = leaseStatusBadge(lease.status);
          return (
            <TableRow
              key={lease.id}
              tabIndex={0}
              aria-label={`${lease.tenant.name}, ${lease.property.name} suite ${lease.suite}`}
              onClick={(event) => handleRowClick(event, lease.id)}
              onKeyDown={(event) => handleRowKeyDown(event, lease.id)}
              className="cursor-pointer hover:bg-slate-50 focus-visible:bg-primary-soft focus-visible:outline-2 focus-visible:outline-primary focus-visible:-outline-offset-2"
            >
              <TableCell>
                <Link to={`/tenants/${lease.tenant.id}`} className={linkClass}>
                  {lease.tenant.name}
                </Link>
              </TableCell>
              <TableCell>
                <Link to={`/properties/${lease.property.id}`} className={linkClass}>
                  {lease.property.name}
                </Link>
              </TableCell>
              <TableCell>{lease.suite}</TableCell>
              <TableCell className="text-right tabular-nums">{formatNumber(lease.squareFeet)}</TableCell>
              <TableCell className="tabular-nums">{formatShortDate(lease.startDate)}</TableCell>
              <TableCell className="tabular-nums">{formatShortDate(lease.endDate)}</TableCell>
              <TableCell className="text-right tabular-nums">{formatRentPsf(lease.baseRentPsf)}</TableCell>
              <TableCell>{leaseTypeLabel(lease.leaseType)}</TableCell>
              <TableCell>
                <Badge variant={badge.variant}>{badge.label}</Badge>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
