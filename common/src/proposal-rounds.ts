/**
 * A deal's proposal rounds: dated, complete sets of lease terms, each from one side of the
 * negotiation. `previous` is the lease being renewed and `budget` the landlord's underwriting; the
 * landlord's offers and the tenant's counters alternate between them.
 */
export const proposalSides = ['landlord', 'tenant', 'budget', 'previous'] as const;
export type ProposalSide = (typeof proposalSides)[number];

export const proposalSideLabels: Record<ProposalSide, string> = {
  landlord: 'Landlord offer',
  tenant: 'Tenant counter',
  budget: 'Budget',
  previous: 'Previous lease',
};

/**
 * Where a round stands in approval: `pending` once submitted, then `approved` or `rejected` by the
 * building's asset manager or an admin. A round never submitted has no status (null).
 */
export const approvalStatuses = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];

export const approvalStatusLabels: Record<ApprovalStatus, string> = {
  pending: 'Approval pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** Why a deal cannot move past LOI while the organisation's approval gate is on. */
export const approvalGateMessage =
  'This deal needs an approved proposal before it moves past LOI. Submit a proposal round for approval first.';
