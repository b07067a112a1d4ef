import type { LeaseSummary } from '@common/spaces';
import { History } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatShortDate } from '@/lib/format-date';
import { formatPercent, formatRentPsf } from '@/lib/format-number';
import { leaseStatusBadge, leaseTypeLabel } from '@/lib/lease-labels';

/** Newest start first, whatever order the server sent. */
export const newestFirst = (leases: LeaseSummary[]) =>
  [...leases].sort((a, b) => b.startDate.localeCompare(a.startDate) || b.id - a.id);

export type SpaceLeasesCardProps = { leases: LeaseSummary[] };

/** Every lease the suite has had, newest first. */
export function SpaceLeasesCard({ leases }: SpaceLeasesCardProps) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>Lease History</CardTitle>
        <CardDescription>Every lease of this suite, newest first.</CardDescription>
      </CardHeader>
      <CardContent>
        {leases.length === 0 ? (
          <EmptyState icon={History} title="This suite has no lease on record." />
        ) : (
          <Table containerClassName="-mx-5 w-auto px-2" aria-label="Lease history">
            <TableHeader>
              <TableRow>
                <TableHead>Tenant</TableHead>
                <TableHead>Start</TableHead>
                <TableHead>End</TableHead>
                <TableHead className="text-right">Rent $/SF/yr</TableHead>
                <TableHead className="text-right">Escalation</TableHead>
                <TableHead>Type</TableHead>
                <TableHead>Status</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {newestFirst(leases).map((lease) => {
                const status = leaseStatusBadge(lease.status);
                return (
                  <TableRow key={lease.id}>
                    <TableCell className="min-w-44">
                      <Link
                        to={`/tenants/${lease.tenant.id}`}
                        className="font-medium text-primary hover:underline"
                      >
                        {lease.tenant.name}
                      </Link>
                      {lease.isSublease ? <p className="text-muted-foreground text-xs">Sublease</p> : null}
                    </TableCell>
                    <TableCell className="tabular-nums">{formatShortDate(lease.startDate)}</TableCell>
                    <TableCell className="tabular-nums">{formatShortDate(lease.endDate)}</TableCell>
                    <TableCell className="text-right tabular-nums">
                      {formatRentPsf(lease.baseRentPsf)}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">
                      {formatPercent(lease.escalationPct, 2)}
                    </TableCell>
                    <TableCell className="whitespace-nowrap">{leaseTypeLabel(lease.leaseType)}</TableCell>
                    <TableCell>
                      <Badge variant={status.variant}>{status.label}</Badge>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
