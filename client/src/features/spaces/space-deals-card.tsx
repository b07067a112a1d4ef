import { dealPath } from '@common/deal-paths';
import { dealStageLabels } from '@common/deal-stages';
import type { SpaceDeal } from '@common/spaces';
import { Handshake } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatRelativeTime } from '@/lib/format-date';
import { formatNumber, formatRentPsf } from '@/lib/format-number';
import { humanize } from '@/lib/lease-labels';

export type SpaceDealsCardProps = { deals: SpaceDeal[] };

/** Deals on the suite, most recent activity first. */
export function SpaceDealsCard({ deals }: SpaceDealsCardProps) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>Deals</CardTitle>
        <CardDescription>Prospects who have looked at this suite.</CardDescription>
      </CardHeader>
      <CardContent>
        {deals.length === 0 ? (
          <EmptyState icon={Handshake} title="No deals on this suite yet." />
        ) : (
          <Table containerClassName="-mx-5 w-auto px-2" aria-label="Deals">
            <TableHeader>
              <TableRow>
                <TableHead>Prospect</TableHead>
                <TableHead>Stage</TableHead>
                <TableHead>Type</TableHead>
                <TableHead className="text-right">Size (sf)</TableHead>
                <TableHead className="text-right">Proposed $/SF/yr</TableHead>
                <TableHead>Last Activity</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {deals.map((deal) => (
                <TableRow key={deal.id}>
                  <TableCell className="min-w-44">
                    <Link to={dealPath(deal.id)} className="font-medium text-primary hover:underline">
                      {deal.prospectName}
                    </Link>
                  </TableCell>
                  <TableCell>
                    <Badge
                      variant={
                        deal.stage === 'dead' ? 'danger' : deal.stage === 'deal' ? 'success' : 'primary'
                      }
                    >
                      {dealStageLabels[deal.stage]}
                    </Badge>
                  </TableCell>
                  <TableCell>{humanize(deal.dealType)}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {formatNumber(deal.squareFeetNeeded)}
                  </TableCell>
                  {/* A missing proposed rent is '—', never a made-up figure. */}
                  <TableCell className="text-right tabular-nums">
                    {formatRentPsf(deal.proposedRent)}
                  </TableCell>
                  <TableCell className="whitespace-nowrap">
                    {formatRelativeTime(deal.lastActivityAt)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
