import type { LeaseSummary, PlacedLease } from '@common/spaces';
import { floors, leases, properties, spaces, tenants } from '../../db/schema';

/** Columns of a lease with its occupant; join `tenants` on the lease's tenant. */
export const leaseSummaryColumns = {
  id: leases.id,
  tenantId: tenants.id,
  tenantName: tenants.name,
  startDate: leases.startDate,
  endDate: leases.endDate,
  baseRentPsf: leases.baseRentPsf,
  escalationPct: leases.escalationPct,
  leaseType: leases.leaseType,
  status: leases.status,
  isSublease: leases.isSublease,
};

/** …and where it is; join `spaces`, `floors` and `properties` too. */
export const placedLeaseColumns = {
  ...leaseSummaryColumns,
  propertyId: properties.id,
  propertyName: properties.name,
  spaceId: spaces.id,
  suite: spaces.suite,
  floorNumber: floors.number,
  rentableSf: spaces.rentableSf,
};

type SummaryRow = { [K in keyof typeof leaseSummaryColumns]: (typeof leaseSummaryColumns)[K]['_']['data'] };
type PlacedRow = SummaryRow & {
  propertyId: number;
  propertyName: string;
  spaceId: number;
  suite: string;
  floorNumber: number;
  rentableSf: number;
};

export function toLeaseSummary({ tenantId, tenantName, ...row }: SummaryRow): LeaseSummary {
  return { ...row, tenant: { id: tenantId, name: tenantName } };
}

export function toPlacedLease(row: PlacedRow): PlacedLease {
  const { propertyId, propertyName, spaceId, suite, floorNumber, rentableSf, ...lease } = row;
  return {
    ...toLeaseSummary(lease),
    property: { id: propertyId, name: propertyName },
    spaceId,
    suite,
    floorNumber,
    rentableSf,
  };
}
