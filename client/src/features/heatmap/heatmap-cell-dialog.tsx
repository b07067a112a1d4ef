import { plural } from '@common/words';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { formatMediumDate, formatShortDate } from '@/lib/format-date';
import { formatMoney, formatNumber } from '@/lib/format-number';
import { phoneQuery, useMediaQuery } from '@/lib/use-media-query';
import { useHeatmapCellLeases } from './api/get-heatmap';
import type { OpenedCell } from './heatmap-grid';
import { shareText } from './heatmap-text';

export type HeatmapCellDialogProps = {
  opened: OpenedCell | null;
  /** The day the grid's figures were taken on: the leases are read on the same day. */
  asOf: string;
  onClose: () => void;
};

const linkClass = 'font-medium text-foreground hover:text-primary hover:underline';

/** The leases behind one cell: tenant, suite, RSF, end and annual rent, each linking to its lease. */
export function HeatmapCellDialog({ opened, asOf, onClose }: HeatmapCellDialogProps) {
  const leases = useHeatmapCellLeases(
    opened
      ? { building: opened.building.id, start: opened.quarter.start, end: opened.quarter.end, asOf }
      : null,
  );
  const items = leases.data?.items;
  const isPhone = useMediaQuery(phoneQuery);

  return (
    <Dialog open={opened !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {opened ? (
        <DialogContent className="sm:max-w-3xl">
          <DialogHeader>
            <DialogTitle>
              {opened.building.name}, {opened.quarter.label}
            </DialogTitle>
            <DialogDescription>
              {plural(opened.cell.leases, 'lease')} ending {formatMediumDate(opened.quarter.start)} –{' '}
              {formatMediumDate(opened.quarter.end)}: {formatNumber(opened.cell.rsf)} RSF,{' '}
              {shareText(opened.cell.share)} of the building's {formatNumber(opened.building.totalRsf)} RSF.
            </DialogDescription>
          </DialogHeader>
          {leases.isError ? (
            <div className="flex flex-col items-start gap-2 text-sm">
              <p>The leases could not be loaded.</p>
              <Button variant="outline" size="sm" onClick={() => leases.refetch()}>
                Try again
              </Button>
            </div>
          ) : !items ? (
            <div className="flex flex-col gap-2" aria-busy="true">
              <span className="sr-only">Loading the leases</span>
              <Skeleton className="h-8 w-full" />
              <Skeleton className="h-8 w-full" />
            </div>
          ) : items.length === 0 ? (
            <p className="text-muted-foreground text-sm">No leases end in this quarter any more.</p>
          ) : isPhone ? (
            <ul aria-label="Leases" className="divide-y divide-border border-border border-y text-sm">
              {items.map((lease) => (
                <li key={lease.leaseId} className="flex flex-col gap-0.5 py-2.5">
                  <div className="flex items-start justify-between gap-2">
                    <Link to={`/tenants/${lease.tenantId}`} className={linkClass}>
                      {lease.tenantName}
                    </Link>
                    <Link
                      to={`/leases?leaseId=${lease.leaseId}`}
                      aria-label={`Lease #${lease.leaseId}, ${lease.tenantName}`}
                      className={linkClass}
                    >
                      #{lease.leaseId}
                    </Link>
                  </div>
                  <p className="text-muted-foreground tabular-nums">
                    Suite {lease.suite} · {formatNumber(lease.rsf)} RSF · ends{' '}
                    {formatShortDate(lease.endDate)}
                  </p>
                  <p className="tabular-nums">{formatMoney(lease.annualRent)} a year</p>
                </li>
              ))}
            </ul>
          ) : (
            <Table aria-label="Leases">
              <TableHeader>
                <TableRow>
                  <TableHead>Tenant</TableHead>
                  <TableHead>Suite</TableHead>
                  <TableHead className="text-right">RSF</TableHead>
                  <TableHead>End</TableHead>
                  <TableHead className="text-right">Annual rent</TableHead>
                  <TableHead>Lease</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {items.map((lease) => (
                  <TableRow key={lease.leaseId}>
                    <TableCell className="min-w-36">
                      <Link to={`/tenants/${lease.tenantId}`} className={linkClass}>
                        {lease.tenantName}
                      </Link>
                    </TableCell>
                    <TableCell>{lease.suite}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatNumber(lease.rsf)}</TableCell>
                    <TableCell className="tabular-nums">{formatShortDate(lease.endDate)}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatMoney(lease.annualRent)}</TableCell>
                    <TableCell>
                      <Link
                        to={`/leases?leaseId=${lease.leaseId}`}
                        aria-label={`Lease #${lease.leaseId}, ${lease.tenantName}`}
                        className={linkClass}
                      >
                        #{lease.leaseId}
                      </Link>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
              {items.length > 1 ? (
                <TableFooter>
                  <TableRow>
                    <TableCell colSpan={2}>Total</TableCell>
                    <TableCell className="text-right tabular-nums">
                      {formatNumber(items.reduce((sum, lease) => sum + lease.rsf, 0))}
                    </TableCell>
                    <TableCell />
                    <TableCell className="text-right tabular-nums">
                      {formatMoney(items.reduce((sum, lease) => sum + lease.annualRent, 0))}
                    </TableCell>
                    <TableCell />
                  </TableRow>
                </TableFooter>
              ) : null}
            </Table>
          )}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
