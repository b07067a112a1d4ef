import type { LeaseComp } from '@common/listings';
import { FileBarChart } from 'lucide-react';
import { LeaseCompBadge } from '@/components/lease-comps/lease-comp-badge';
import { expenseBasisLabel, formatLeaseTerm } from '@/components/lease-comps/lease-comp-display';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { UnavailableCard } from '@/components/ui/unavailable-card';
import { formatShortDate } from '@/lib/format-date';
import { formatNumber, formatRentPsf, missingValue } from '@/lib/format-number';
import { useLeaseComps } from './api/get-lease-comps';

export type LeaseCompsCardProps = { buildingId: number };

/** The property's Overview: recent lease transactions in the building. */
export function LeaseCompsCard({ buildingId }: LeaseCompsCardProps) {
  const comps = useLeaseComps(buildingId);
  if (comps.isError) return <UnavailableCard title="Lease comparables unavailable" />;
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>Lease Comparables</CardTitle>
        <CardDescription>Recent transactions in this building. Rates in $/SF/yr.</CardDescription>
      </CardHeader>
      <CardContent>
        {comps.isPending ? (
          <CompsSkeleton />
        ) : comps.data.length === 0 ? (
          <EmptyState icon={FileBarChart} title="No recent lease comparables available for this building." />
        ) : (
          <CompsTable comps={comps.data} />
        )}
      </CardContent>
    </Card>
  );
}

function CompsTable({ comps }: { comps: LeaseComp[] }) {
  return (
    <Table containerClassName="-mx-5 w-auto px-2" aria-label="Lease comparables">
      <TableHeader>
        <TableRow>
          <TableHead>Tenant</TableHead>
          <TableHead>Suite</TableHead>
          <TableHead className="text-right">RSF</TableHead>
          <TableHead>Type</TableHead>
          <TableHead>Term</TableHead>
          <TableHead className="text-right">Starting</TableHead>
          <TableHead className="text-right">Average</TableHead>
          <TableHead className="text-right">Effective</TableHead>
          <TableHead>Date</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {comps.map((comp) => {
          const basis = expenseBasisLabel(comp);
          return (
            <TableRow key={comp.comp_id}>
              <TableCell className="min-w-40 font-medium">{comp.tenant_name}</TableCell>
              <TableCell>{comp.suite ?? missingValue}</TableCell>
              <TableCell className="text-right tabular-nums">{formatNumber(comp.rentable_sf)}</TableCell>
              <TableCell>
                <LeaseCompBadge type={comp.lease_type} />
              </TableCell>
              <TableCell className="whitespace-nowrap">{formatLeaseTerm(comp.term_months)}</TableCell>
              <TableCell className="text-right tabular-nums">
                {formatRentPsf(comp.rate.starting_psf)}
              </TableCell>
              <TableCell className="text-right tabular-nums">
                {formatRentPsf(comp.rate.average_psf)}
              </TableCell>
              <TableCell className="whitespace-nowrap text-right tabular-nums">
                {formatRentPsf(comp.rate.effective_psf)}
                {basis ? <span className="ml-1 text-muted-foreground text-xs">{basis}</span> : null}
              </TableCell>
              <TableCell className="tabular-nums">{formatShortDate(comp.transaction_date)}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

function CompsSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-3">
      {Array.from({ length: 4 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
        <Skeleton key={index} className="h-8 w-full" />
      ))}
      <span className="sr-only">Loading lease comparables…</span>
    </div>
  );
}
