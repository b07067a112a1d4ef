import { dealPath } from '@common/deal-paths';
import { dealStageLabels } from '@common/deal-stages';
import type { TenantDetail } from '@common/tenants';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatMediumDate, formatRelativeTime } from '@/lib/format-date';
import { formatNumber, formatRentPsf } from '@/lib/format-number';

const dealTypeLabels: Record<TenantDetail['deals'][number]['dealType'], string> = {
  new: 'New Deal',
  renewal: 'Renewal',
  expansion: 'Expansion',
};

export type TenantDealsTableProps = { deals: TenantDetail['deals'] };

/** The deals naming a tenant: stage, space wanted, proposed rent ('—' when none) and last activity. */
export function TenantDealsTable({ deals }: TenantDealsTableProps) {
  return (
    <Table aria-label="Deals">
      <TableHeader>
        <TableRow>
          <TableHead>Deal</TableHead>
          <TableHead>Property</TableHead>
          <TableHead>Stage</TableHead>
          <TableHead className="text-right">Size (SF)</TableHead>
          <TableHead className="text-right">Proposed rent ($/SF/yr)</TableHead>
          <TableHead>Last activity</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {deals.map((deal) => (
          <TableRow key={deal.id}>
            <TableCell className="whitespace-nowrap font-medium">
              <Link to={dealPath(deal.id)} className="text-primary underline-offset-4 hover:underline">
                {deal.title}
              </Link>
              <span className="block font-normal text-muted-foreground text-xs">
                {dealTypeLabels[deal.dealType]}
              </span>
            </TableCell>
            <TableCell className="whitespace-nowrap">
              <Link
                to={`/properties/${deal.property.id}`}
                className="text-primary underline-offset-4 hover:underline"
              >
                {deal.property.name}
              </Link>
              {deal.suite ? <span className="text-muted-foreground"> · Suite {deal.suite}</span> : null}
            </TableCell>
            <TableCell>
              <Badge
                variant={deal.stage === 'dead' ? 'danger' : deal.stage === 'deal' ? 'success' : 'neutral'}
              >
                {dealStageLabels[deal.stage]}
              </Badge>
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatNumber(deal.squareFeetNeeded)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatRentPsf(deal.proposedRent)}</TableCell>
            <TableCell className="whitespace-nowrap">
              <time dateTime={deal.lastActivityAt} title={formatMediumDate(deal.lastActivityAt)}>
                {formatRelativeTime(deal.lastActivityAt)}
              </time>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
