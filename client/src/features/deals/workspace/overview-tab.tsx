import type { OpportunityDetail } from '@common/deal-detail';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@/components/ui/table';
import { formatMediumDate, formatRelativeTime } from '@/lib/format-date';
import {
  formatMoney,
  formatPercent,
  formatRentPsf,
  formatSquareFeet,
  missingValue,
} from '@/lib/format-number';
import { dealTypeLabels } from './deal-labels';
import { QuickActionsCard } from './quick-actions-card';
import { TenantCard } from './tenant-card';

export type OverviewTabProps = { deal: OpportunityDetail };

function suiteOf(space: OpportunityDetail['space']): string {
  if (!space) return missingValue;
  return `${space.name} · Floor ${space.floorNumber} · ${formatSquareFeet(space.squareFeet)}`;
}

function brokerOf({ brokerName, brokerCompany }: OpportunityDetail): string {
  const parts = [brokerName, brokerCompany].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : missingValue;
}

/**
 * The record's facts, one per row (all read from the deal record), beside the
 * tenant's card and the quick actions (Send Email, Schedule Meeting, Create Lease).
 */
export function OverviewTab({ deal }: OverviewTabProps) {
  const facts: [label: string, value: ReactNode][] = [
    [
      'Property',
      <Link
        key="property"
        to={`/properties/${deal.property.id}`}
        className="text-primary underline-offset-4 hover:underline"
      >
        {deal.property.name}
      </Link>,
    ],
    ['Address', `${deal.property.address}, ${deal.property.city}, ${deal.property.state}`],
    ['Suite', suiteOf(deal.space)],
    ['Size', formatSquareFeet(deal.squareFeetNeeded)],
    ['Deal type', dealTypeLabels[deal.dealType]],
    ['Proposed rent', deal.proposedRent == null ? missingValue : `${formatRentPsf(deal.proposedRent)}/SF/yr`],
    ['Broker', brokerOf(deal)],
    ['Deal lead', deal.lead?.fullName ?? missingValue],
    ['Expected close', deal.expectedCloseDate ? formatMediumDate(deal.expectedCloseDate) : missingValue],
    ['Probability', `${formatPercent(deal.probability, 0)}${deal.probabilityByHand ? ' (set by hand)' : ''}`],
    ['Potential value', formatMoney(deal.potentialValue)],
    ['Created', `${formatMediumDate(deal.createdAt)} by ${deal.createdBy.fullName}`],
    [
      'Last activity',
      `${formatMediumDate(deal.lastActivityAt)} (${formatRelativeTime(deal.lastActivityAt)})`,
    ],
  ];

  return (
    <div className="grid items-start gap-6 lg:grid-cols-3">
      <Card className="min-w-0 lg:col-span-2">
        <CardHeader>
          <CardTitle>{deal.title}</CardTitle>
          {deal.description ? (
            <p className="whitespace-pre-line text-muted-foreground text-sm">{deal.description}</p>
          ) : null}
        </CardHeader>
        <CardContent className="px-0 pb-2">
          <Table aria-label="Deal overview">
            <TableBody>
              {facts.map(([label, value]) => (
                <TableRow key={label}>
                  <TableHead
                    scope="row"
                    className="w-32 whitespace-normal normal-case tracking-normal sm:w-48"
                  >
                    {label}
                  </TableHead>
                  <TableCell className="break-words">{value}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      <aside aria-label="Tenant and actions" className="flex min-w-0 flex-col gap-6">
        <TenantCard tenant={deal.tenant} />
        <QuickActionsCard deal={deal} />
      </aside>
    </div>
  );
}
