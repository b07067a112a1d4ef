import type { PropertyTenant } from '@common/tenants';
import { plural } from '@common/words';
import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatShortDate } from '@/lib/format-date';
import { formatNumber, formatRentPsf } from '@/lib/format-number';
import { leaseTypeLabel } from '@/lib/lease-labels';
import { usePropertyTenants } from './api/get-property-tenants';
import { LeaseStatusBadge } from './lease-status-badge';
import { TabError } from './tab-error';
import { TableSkeleton } from './table-skeleton';

export type PropertyTenantsTabProps = { propertyId: number };

/** The building's tenants and their leases here. */
export function PropertyTenantsTab({ propertyId }: PropertyTenantsTabProps) {
  const tenants = usePropertyTenants(propertyId);
  return (
    <Card>
      <CardHeader className="sm:flex-row sm:items-start sm:justify-between">
        <div>
          <CardTitle>Tenants</CardTitle>
          <CardDescription>
            {tenants.data
              ? `${plural(tenants.data.length, 'tenant')} with leases in this building.`
              : 'Tenants with leases in this building.'}
          </CardDescription>
        </div>
        <Button asChild variant="outline" size="sm" className="self-start">
          <Link to={`/stacking-plan?building=${propertyId}`}>View on Stacking Plan</Link>
        </Button>
      </CardHeader>
      <CardContent>
        {tenants.isPending ? (
          <TableSkeleton label="Loading tenants…" />
        ) : tenants.isError ? (
          <TabError what="tenants" onRetry={() => tenants.refetch()} />
        ) : tenants.data.length === 0 ? (
          <EmptyState icon={Users} title="No tenants in this building yet." />
        ) : (
          <TenantsTable tenants={tenants.data} />
        )}
      </CardContent>
    </Card>
  );
}

function TenantsTable({ tenants }: { tenants: PropertyTenant[] }) {
  return (
    <Table containerClassName="-mx-5 w-auto px-2" aria-label="Tenants">
      <TableHeader>
        <TableRow>
          <TableHead>Tenant</TableHead>
          <TableHead>Suite</TableHead>
          <TableHead className="text-right">RSF</TableHead>
          <TableHead>Term</TableHead>
          <TableHead className="text-right">Rent $/SF/yr</TableHead>
          <TableHead>Type</TableHead>
          <TableHead>Status</TableHead>
        </TableRow>
      </TableHeader>
      {tenants.map((tenant) => (
        // One row group per tenant: its name spans the rows of its leases here.
        <TableBody key={tenant.id} className="border-border border-b last:border-0">
          {tenant.leases.length === 0 ? (
            <TableRow className="border-0">
              <TableCell>
                <Link to={`/tenants/${tenant.id}`} className="font-medium text-primary hover:underline">
                  {tenant.name}
                </Link>
              </TableCell>
              <TableCell colSpan={6} className="text-muted-foreground">
                No lease on record here.
              </TableCell>
            </TableRow>
          ) : null}
          {tenant.leases.map((lease, index) => (
            <TableRow key={lease.id} className="border-0">
              {index === 0 ? (
                <TableCell rowSpan={tenant.leases.length} className="min-w-48 align-top">
                  <Link to={`/tenants/${tenant.id}`} className="font-medium text-primary hover:underline">
                    {tenant.name}
                  </Link>
                  {tenant.industry ? (
                    <p className="text-muted-foreground text-xs">{tenant.industry}</p>
                  ) : null}
                </TableCell>
              ) : null}
              <TableCell className="whitespace-nowrap">
                {lease.suite}
                <span className="ml-1 text-muted-foreground text-xs">Fl {lease.floorNumber}</span>
              </TableCell>
              <TableCell className="text-right tabular-nums">{formatNumber(lease.rentableSf)}</TableCell>
              <TableCell className="whitespace-nowrap tabular-nums">
                {formatShortDate(lease.startDate)} – {formatShortDate(lease.endDate)}
              </TableCell>
              <TableCell className="text-right tabular-nums">{formatRentPsf(lease.baseRentPsf)}</TableCell>
              <TableCell className="whitespace-nowrap">
                {leaseTypeLabel(lease.leaseType)}
                {lease.isSublease ? (
                  <span className="ml-1 text-muted-foreground text-xs">(sublease)</span>
                ) : null}
              </TableCell>
              <TableCell>
                <LeaseStatusBadge status={lease.status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      ))}
    </Table>
  );
}
