/**
 * Which set of lease terms a row holds for a deal: the tenant's `proposal` (the one the lease terms form
 * edits), the `previous` lease being renewed, the landlord's `budget`, or the `landlord`'s counter-proposal.
 */
export const leaseTermKinds = ['proposal', 'previous', 'budget', 'landlord'] as const;
export type LeaseTermKind = (typeof leaseTermKinds)[number];
