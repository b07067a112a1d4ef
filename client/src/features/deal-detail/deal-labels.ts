import type { LeaseTermKind } from '@common/lease-term-kinds';

/** The Proposals comparison's columns, left to right: where the deal started, then the offers. */
export const proposalColumns: { kind: LeaseTermKind; label: string }[] = [
  { kind: 'previous', label: 'Previous Lease' },
  { kind: 'budget', label: 'Budget' },
  { kind: 'landlord', label: 'Landlord Proposal' },
  { kind: 'proposal', label: 'Tenant Proposal' },
];
