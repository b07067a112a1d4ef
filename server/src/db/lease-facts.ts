import type { LeaseFacts } from '@common/lease-lifecycle';
import type { Lease } from './schema';

/** A lease row as the pure rules read it. */
export function toLeaseFacts(row: Lease): LeaseFacts {
  return {
    id: row.id,
    tenantId: row.tenantId,
    spaceId: row.spaceId,
    startDate: row.startDate,
    endDate: row.endDate,
    recordStatus: row.status,
    terminatedOn: row.terminatedOn,
  };
}
