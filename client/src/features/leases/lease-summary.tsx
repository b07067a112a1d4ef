import type { LeaseDetail } from '@common/leases';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { DescriptionItem, DescriptionList } from '@/components/ui/description-list';
import { formatShortDate } from '@/lib/format-date';
import { formatNumber, formatPercent, formatRentPsf } from '@/lib/format-number';
import { leaseStatusBadge, leaseTypeLabel } from '@/lib/lease-labels';

export type LeaseSummaryProps = { lease: LeaseDetail };

/** A lease's terms, as the detail dialog and the Renew screen show them. */
export function LeaseSummary({ lease }: LeaseSummaryProps) {
  const badge = leaseStatusBadge(lease.status);
  return (
    <DescriptionList>
      <DescriptionItem label="Tenant">
        <Link to={`/tenants/${lease.tenant.id}`} className="font-medium hover:text-primary hover:underline">
          {lease.tenant.name}
        </Link>
      </DescriptionItem>
      <DescriptionItem label="Property">
        <Link
          to={`/properties/${lease.property.id}`}
          className="font-medium hover:text-primary hover:underline"
        >
          {lease.property.name}
        </Link>
      </DescriptionItem>
      <DescriptionItem label="Suite">
        {lease.suite} (floor {lease.floorNumber})
      </DescriptionItem>
      <DescriptionItem label="Size">{formatNumber(lease.squareFeet)} sf</DescriptionItem>
      <DescriptionItem label="Term">
        {formatShortDate(lease.startDate)} – {formatShortDate(lease.endDate)}
      </DescriptionItem>
      <DescriptionItem label="Status">
        <Badge variant={badge.variant}>{badge.label}</Badge>
      </DescriptionItem>
      <DescriptionItem label="Lease type">{leaseTypeLabel(lease.leaseType)}</DescriptionItem>
      <DescriptionItem label="Escalation">{formatPercent(lease.escalationPct, 2)}</DescriptionItem>
      <DescriptionItem label="Base rent ($/SF/yr)">{formatRentPsf(lease.baseRentPsf)}</DescriptionItem>
      <DescriptionItem label="Current rent ($/SF/yr)">{formatRentPsf(lease.inPlaceRentPsf)}</DescriptionItem>
    </DescriptionList>
  );
}
