/** Lease record statuses. At most one lease per space is `active` at a time. */
export const leaseStatuses = ['active', 'expired', 'pending', 'terminated'] as const;
export type LeaseStatus = (typeof leaseStatuses)[number];
