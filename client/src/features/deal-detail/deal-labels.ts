import type { DealType } from '@common/deal-stages';
import type { LeaseTermKind } from '@common/lease-term-kinds';

/** How a deal's type reads on badges and in the Overview (spec §3: 'Renewal' or 'New Deal'). */
export const dealTypeLabels: Record<DealType, string> = {
  new: 'New Deal',
  renewal: 'Renewal',
  expansion: 'Expansion',
};

/** The Proposals comparison's columns, left to right: where the deal started, then the offers. */
export const proposalColumns: { kind: LeaseTermKind; label: string }[] = [
  { kind: 'previous', label: 'Previous Lease' },
  { kind: 'budget', label: 'Budget' },
  { kind: 'landlord', label: 'Landlord Proposal' },
  { kind: 'proposal', label: 'Tenant Proposal' },
];
