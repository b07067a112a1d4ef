import type { DealStage } from './deal-stages';

/*
 * 'Create Lease' (POST /api/opportunities/:id/lease) turns a won deal into its space's lease. The same
 * rule decides whether the server accepts it and whether the screen's button is enabled, and its
 * messages are both the server's 409 and the button's reason.
 */

export const createLeaseMessages = {
  notWon: 'Only a Closed Won deal can become a lease',
  alreadyCreated: 'A lease has already been created from this deal',
  noTenant: 'Link the deal to a tenant before creating its lease',
  noSpace: 'Choose the deal’s space before creating its lease',
  noTerms: 'Add the proposal lease terms before creating the lease',
  spaceLeased: 'The space already has a lease for those dates',
} as const;

export type CreateLeaseReadiness = {
  stage: DealStage;
  /** The lease already created from the deal, if any. */
  leaseId: number | null;
  hasTenant: boolean;
  hasSpace: boolean;
  hasProposalTerms: boolean;
};

/** Why the deal cannot become a lease yet (the first reason, in the order a user fixes them), or null. */
export function createLeaseBlocker(deal: CreateLeaseReadiness): string | null {
  if (deal.stage !== 'deal') return createLeaseMessages.notWon;
  if (deal.leaseId !== null) return createLeaseMessages.alreadyCreated;
  if (!deal.hasTenant) return createLeaseMessages.noTenant;
  if (!deal.hasSpace) return createLeaseMessages.noSpace;
  if (!deal.hasProposalTerms) return createLeaseMessages.noTerms;
  return null;
}
