import { z } from 'zod';
import { leaseStatuses } from './lease-statuses';
import { leaseTypes } from './lease-types';
import { ownerFields } from './owners';
import { keywordParam, optionalParam, pageQuerySchema, recordIdSchema } from './properties';

/*
 * Contracts of /api/leases: the Lease Documents list, one lease, and "Renew" (a renewal deal
 * prefilled from the lease). `expiring` keeps active leases ending within that many days of today;
 * as on /spaces, an active lease already past its end date counts too (the tenant may leave any day).
 */

export const expiringWindows = ['30', '90', '180'] as const;
export type ExpiringWindow = (typeof expiringWindows)[number];

export const leaseSortFields = ['endDate', 'startDate', 'tenant', 'property'] as const;
export type LeaseSortField = (typeof leaseSortFields)[number];

export const leaseListQuerySchema = z
  .object({
    /** Tenant, property or suite. */
    keyword: keywordParam,
    expiring: optionalParam(z.enum(expiringWindows, 'Must be 30, 90 or 180')),
    /** A tenant id. */
    tenant: optionalParam(recordIdSchema),
    propertyId: optionalParam(recordIdSchema),
    status: optionalParam(z.enum(leaseStatuses, 'Must be active, expired, pending or terminated')),
    sort: optionalParam(z.enum(leaseSortFields, 'Unknown sort field')),
    dir: optionalParam(z.enum(['asc', 'desc'], 'Must be asc or desc')),
  })
  .extend(pageQuerySchema.shape);
export type LeaseListQuery = z.infer<typeof leaseListQuerySchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const nameRef = z.object({ id: z.number().int(), name: z.string() });

export const leaseListItemSchema = z.object({
  id: z.number().int(),
  tenant: nameRef,
  property: nameRef,
  suite: z.string(),
  floorNumber: z.number().int(),
  /** The suite's rentable square feet. */
  squareFeet: z.number().int(),
  startDate: isoDate,
  endDate: isoDate,
  /** Starting base rent, $/RSF/yr. */
  baseRentPsf: z.number(),
  leaseType: z.enum(leaseTypes),
  status: z.enum(leaseStatuses),
  escalationPct: z.number(),
  ...ownerFields,
});
export type LeaseListItem = z.infer<typeof leaseListItemSchema>;

export const leaseListResponseSchema = z.object({
  items: z.array(leaseListItemSchema),
  total: z.number().int(),
});
export type LeaseListResponse = z.infer<typeof leaseListResponseSchema>;

export const leaseDetailSchema = leaseListItemSchema.extend({
  spaceId: z.number().int(),
  /** Base rent escalated for every lease year completed by today, $/RSF/yr. */
  inPlaceRentPsf: z.number(),
  securityDeposit: z.number(),
  freeRentMonths: z.number(),
  tiPsf: z.number(),
  isSublease: z.boolean(),
});
export type LeaseDetail = z.infer<typeof leaseDetailSchema>;

export const renewLeaseResponseSchema = z.object({ opportunityId: z.number().int() });
export type RenewLeaseResponse = z.infer<typeof renewLeaseResponseSchema>;

export const leaseNotFoundMessage = 'Lease not found';
export const renewalExistsMessage = 'An open renewal deal already exists for this tenant and space';
export const renewalWonMessage = 'A renewal deal for this tenant and space has already been won';
export const leaseRenewedMessage =
  'This lease is already renewed: the tenant has signed a later lease of this space';
