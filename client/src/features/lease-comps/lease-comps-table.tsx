import type { LeaseCompItem } from '@common/lease-comps';
import { LeaseCompBadge } from '@/components/lease-comps/lease-comp-badge';
import { expenseBasisLabel, formatLeaseTerm } from '@/components/lease-comps/lease-comp-display';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatShortDate } from '@/lib/format-date';
import { formatNumber, formatRentPsf, missingValue } from '@/lib/format-number';

export type LeaseCompsTableProps = { items: LeaseCompItem[] };

/** One row per comp; rates in $/SF/yr. */
export function LeaseCompsTable({ items }: LeaseCompsTableProps) {
  return (
    <Table aria-label="Lease comps">
      <TableHeader>
        <TableRow>
          <TableHead>Building</TableHead>
          <TableHead>Tenant</TableHead>
          <TableHead>Suite</TableHead>
          <TableHead className="text-right">RSF</TableHead>
          <TableHead>Type</TableHead>
          <TableHead>Term</TableHead>
          <TableHead className="text-right">Starting</TableHead>
          <TableHead className="text-right">Average</TableHead>
          <TableHead className="text-right">Effective</TableHead>
          <TableHead>Basis</TableHead>
          <TableHead>Date</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((comp) => (
          <TableRow key={comp.id}>
            <TableCell>{comp.buildingName}</TableCell>
            <TableCell className="font-medium">{comp.tenantName}</TableCell>
            <TableCell>{comp.suite ?? missingValue}</TableCell>
            <TableCell className="text-right tabular-nums">{formatNumber(comp.rentableSf)}</TableCell>
            <TableCell>
              <LeaseCompBadge type={comp.leaseType} />
            </TableCell>
            <TableCell>{formatLeaseTerm(comp.termMonths)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatRentPsf(comp.startingPsf)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatRentPsf(comp.averagePsf)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatRentPsf(comp.effectivePsf)}</TableCell>
            <TableCell>{expenseBasisLabel({ expense_basis: comp.expenseBasis })}</TableCell>
            <TableCell>{formatShortDate(comp.transactionDate)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
