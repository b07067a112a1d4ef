import type { PlacedLease } from '@common/spaces';
import { plural } from '@common/words';
import { ArrowRight, FileText } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatShortDate } from '@/lib/format-date';
import { formatNumber, formatPercent, formatRentPsf } from '@/lib/format-number';
import { leaseTypeLabel } from '@/lib/lease-labels';
import { usePropertyLeases } from '@/lib/properties/get-property-leases';
import { LeaseStatusBadge } from './lease-status-badge';
import { TabError } from './tab-error';
import { TableSkeleton } from './table-skeleton';

export type PropertyLeasesTabProps = { propertyId: number };

/** Every lease in the building, with a way to the Lease Documents screen. */
export function PropertyLeasesTab({ propertyId }: PropertyLeasesTabProps) {
  const leases = usePropertyLeases(propertyId);
  return (
    <Card>
      <CardHeader className="sm:flex-row sm:items-start sm:justify-between">
        <div>
          <CardTitle>Leases</CardTitle>
          <CardDescription>
            {leases.data
              ? `${plural(leases.data.length, 'lease')} in this building.`
              : 'Leases in this building.'}
          </CardDescription>
        </div>
        <Button asChild size="sm" className="self-start">
          <Link to="/leases">
            Go to Leases
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        {leases.isPending ? (
          <TableSkeleton label="Loading leases…" />
        ) : leases.isError ? (
          <TabError what="leases" onRetry={() => leases.refetch()} />
        ) : leases.data.length === 0 ? (
          <EmptyState icon={FileText} title="No leases recorded for this building." />
        ) : (
          <LeasesTable leases={leases.data} />
        )}
      </CardContent>
    </Card>
  );
}

function LeasesTable({ leases }: { leases: PlacedLease[] }) {
  return (
    <Table containerClassName="-mx-5 w-auto px-2" aria-label="Leases">
      <TableHeader>
        <TableRow>
          <TableHead>Tenant</TableHead>
          <TableHead>Suite</TableHead>
          <TableHead className="text-right">RSF</TableHead>
          <TableHead>Start</TableHead>
          <TableHead>End</TableHead>
          <TableHead className="text-right">Rent $/SF/yr</TableHead>
          <TableHead className="text-right">Escalation</TableHead>
          <TableHead>Type</TableHead>
          <TableHead>Status</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {leases.map((lease) => (
          <TableRow key={lease.id}>
            <TableCell className="min-w-48">
              <Link to={`/tenants/${lease.tenant.id}`} className="font-medium text-primary hover:underline">
                {lease.tenant.name}
              </Link>
              {lease.isSublease ? <p className="text-muted-foreground text-xs">Sublease</p> : null}
            </TableCell>
            <TableCell className="whitespace-nowrap">
              <Link to={`/spaces/${lease.spaceId}`} className="hover:underline">
                {lease.suite}
              </Link>
              <span className="ml-1 text-muted-foreground text-xs">Fl {lease.floorNumber}</span>
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatNumber(lease.rentableSf)}</TableCell>
            <TableCell className="tabular-nums">{formatShortDate(lease.startDate)}</TableCell>
            <TableCell className="tabular-nums">{formatShortDate(lease.endDate)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatRentPsf(lease.baseRentPsf)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatPercent(lease.escalationPct, 2)}</TableCell>
            <TableCell className="whitespace-nowrap">{leaseTypeLabel(lease.leaseType)}</TableCell>
            <TableCell>
              <LeaseStatusBadge status={lease.status} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
