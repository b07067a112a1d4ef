import type { LeaseSummary } from '@common/spaces';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DescriptionItem, DescriptionList } from '@/components/ui/description-list';
import { formatShortDate } from '@/lib/format-date';
import { formatPercent, formatRentPsf } from '@/lib/format-number';
import { leaseStatusBadge, leaseTypeLabel } from '@/lib/lease-labels';

export type CurrentLeaseCardProps = {
  lease: LeaseSummary | null;
  /** A signed lease that has not started yet, if any. */
  pending: LeaseSummary | null;
};

/** The active lease of the suite, or a note that there is none. */
export function CurrentLeaseCard({ lease, pending }: CurrentLeaseCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Current Lease</CardTitle>
      </CardHeader>
      <CardContent>
        {lease ? (
          <DescriptionList className="sm:grid-cols-2 xl:grid-cols-1">
            <DescriptionItem label="Tenant">
              <Link to={`/tenants/${lease.tenant.id}`} className="font-medium text-primary hover:underline">
                {lease.tenant.name}
              </Link>
              {lease.isSublease ? (
                <span className="ml-1 text-muted-foreground text-xs">(sublease)</span>
              ) : null}
            </DescriptionItem>
            <DescriptionItem label="Term">
              {formatShortDate(lease.startDate)} – {formatShortDate(lease.endDate)}
            </DescriptionItem>
            <DescriptionItem label="Base Rent">
              {formatRentPsf(lease.baseRentPsf)}/SF/yr · {formatPercent(lease.escalationPct, 2)} escalation
            </DescriptionItem>
            <DescriptionItem label="Type">{leaseTypeLabel(lease.leaseType)}</DescriptionItem>
            <DescriptionItem label="Status">
              <Badge variant={leaseStatusBadge(lease.status).variant}>
                {leaseStatusBadge(lease.status).label}
              </Badge>
            </DescriptionItem>
          </DescriptionList>
        ) : (
          <div className="flex flex-col gap-2 text-sm">
            <p className="text-muted-foreground">No active lease: this suite is vacant.</p>
            {pending ? (
              <p>
                Signed:{' '}
                <Link
                  to={`/tenants/${pending.tenant.id}`}
                  className="font-medium text-primary hover:underline"
                >
                  {pending.tenant.name}
                </Link>{' '}
                from {formatShortDate(pending.startDate)}.
              </p>
            ) : null}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
