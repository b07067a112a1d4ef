import type { LeaseStatus } from '@common/lease-statuses';
import { leaseTypeLabels } from '@common/lease-types';
import type { PlacedLease } from '@common/spaces';
import { Link } from 'react-router';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatShortDate } from '@/lib/format-date';
import { formatNumber, formatRentPsf } from '@/lib/format-number';

const statusStyles: Record<LeaseStatus, { label: string; variant: BadgeVariant }> = {
  active: { label: 'Active', variant: 'success' },
  pending: { label: 'Pending', variant: 'primary' },
  expired: { label: 'Expired', variant: 'neutral' },
  terminated: { label: 'Terminated', variant: 'danger' },
};

export type TenantLeasesTableProps = { leases: PlacedLease[] };

/** A tenant's leases: where (property link, suite), how much space, when, at what rent and on what terms. */
export function TenantLeasesTable({ leases }: TenantLeasesTableProps) {
  return (
    <Table aria-label="Leases">
      <TableHeader>
        <TableRow>
          <TableHead>Property</TableHead>
          <TableHead>Suite</TableHead>
          <TableHead className="text-right">Size (SF)</TableHead>
          <TableHead>Start</TableHead>
          <TableHead>End</TableHead>
          <TableHead className="text-right">Rent ($/SF/yr)</TableHead>
          <TableHead>Type</TableHead>
          <TableHead>Status</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {leases.map((lease) => {
          const status = statusStyles[lease.status];
          return (
            <TableRow key={lease.id}>
              <TableCell className="whitespace-nowrap font-medium">
                <Link
                  to={`/properties/${lease.property.id}`}
                  className="text-primary underline-offset-4 hover:underline"
                >
                  {lease.property.name}
                </Link>
              </TableCell>
              <TableCell className="whitespace-nowrap">
                {lease.suite}
                <span className="text-muted-foreground"> · Floor {lease.floorNumber}</span>
              </TableCell>
              <TableCell className="text-right tabular-nums">{formatNumber(lease.rentableSf)}</TableCell>
              <TableCell className="tabular-nums">{formatShortDate(lease.startDate)}</TableCell>
              <TableCell className="tabular-nums">{formatShortDate(lease.endDate)}</TableCell>
              <TableCell className="text-right tabular-nums">{formatRentPsf(lease.baseRentPsf)}</TableCell>
              <TableCell className="whitespace-nowrap">
                {leaseTypeLabels[lease.leaseType]}
                {lease.isSublease ? <span className="text-muted-foreground"> (sublease)</span> : null}
              </TableCell>
              <TableCell>
                <Badge variant={status.variant}>{status.label}</Badge>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
