import { leaseTypeLabels, leaseTypes } from '@common/lease-types';
import type { RentRollRow } from '@common/tenants';
import { plural } from '@common/words';
import { Fragment } from 'react';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { formatShortDate } from '@/lib/format-date';
import { formatRentPsf, missingValue } from '@/lib/format-number';

function leaseTypeLabel(value: string | null): string {
  const known = leaseTypes.find((type) => type === value);
  return known ? leaseTypeLabels[known] : (value ?? missingValue);
}

function leaseDates(row: RentRollRow): string {
  if (!row.leaseStart && !row.leaseEnd) return missingValue;
  const start = row.leaseStart ? formatShortDate(row.leaseStart) : '?';
  const end = row.leaseEnd ? formatShortDate(row.leaseEnd) : '?';
  return `${start} – ${end}`;
}

const columnCount = 9;

export type RentRollPreviewTableProps = { rows: RentRollRow[] };

/** The preview of a rent roll: one row per file line, rows with errors highlighted with their messages. */
export function RentRollPreviewTable({ rows }: RentRollPreviewTableProps) {
  return (
    <Table
      containerClassName="max-h-80 overflow-y-auto rounded-lg border border-border"
      aria-label="Rent roll preview"
    >
      <TableHeader className="sticky top-0 z-10">
        <TableRow>
          <TableHead>Line</TableHead>
          <TableHead>Tenant</TableHead>
          <TableHead>Result</TableHead>
          <TableHead>Industry</TableHead>
          <TableHead>Property</TableHead>
          <TableHead>Suite</TableHead>
          <TableHead>Lease</TableHead>
          <TableHead className="text-right">Rent ($/SF/yr)</TableHead>
          <TableHead>Type</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => {
          const hasErrors = row.errors.length > 0;
          return (
            <Fragment key={row.line}>
              <TableRow
                className={cn(hasErrors && 'border-b-0 bg-red-50/70')}
                aria-invalid={hasErrors || undefined}
              >
                <TableCell className="text-muted-foreground tabular-nums">{row.line}</TableCell>
                <TableCell className="max-w-56 font-medium">
                  <span className="block truncate" title={row.tenantName}>
                    {row.tenantName || missingValue}
                  </span>
                </TableCell>
                <TableCell>
                  {hasErrors ? (
                    <Badge variant="danger">{plural(row.errors.length, 'error')}</Badge>
                  ) : (
                    <div className="flex flex-nowrap gap-1">
                      <Badge variant={row.tenantAction === 'create' ? 'success' : 'neutral'}>
                        {row.tenantAction === 'create' ? 'New tenant' : 'Existing tenant'}
                      </Badge>
                      {row.createsLease ? <Badge variant="primary">New lease</Badge> : null}
                    </div>
                  )}
                </TableCell>
                <TableCell className="whitespace-nowrap">{row.industry ?? missingValue}</TableCell>
                <TableCell className="whitespace-nowrap">{row.propertyName ?? missingValue}</TableCell>
                <TableCell>{row.suite ?? missingValue}</TableCell>
                <TableCell className="whitespace-nowrap tabular-nums">{leaseDates(row)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatRentPsf(row.baseRentPsf)}</TableCell>
                <TableCell className="whitespace-nowrap">{leaseTypeLabel(row.leaseType)}</TableCell>
              </TableRow>
              {hasErrors ? (
                <TableRow className="bg-red-50/70">
                  <TableCell colSpan={columnCount} className="pt-0">
                    <ul
                      className="flex flex-col gap-0.5 text-destructive text-xs"
                      aria-label={`Errors on line ${row.line}`}
                    >
                      {row.errors.map((message) => (
                        <li key={message}>{message}</li>
                      ))}
                    </ul>
                  </TableCell>
                </TableRow>
              ) : null}
            </Fragment>
          );
        })}
      </TableBody>
    </Table>
  );
}
