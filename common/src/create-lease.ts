import { addDays } from './calendar-days';
import type { DealStage } from './deal-stages';
import { currentLease, effectiveEnd, type LeaseFacts, renewalOf } from './lease-lifecycle';

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

/**
 * The lease a renewal deal renews: the tenant's current lease of the suite (started, not terminated,
 * not past its end unless held over; the latest start), if any.
 */
export function renewedLease(
  suiteLeases: readonly LeaseFacts[],
  tenantId: number,
  today: string,
): LeaseFacts | undefined {
  return currentLease(
    suiteLeases.filter((lease) => lease.tenantId === tenantId),
    today,
  );
}

/**
 * The renewal lease already signed for `renewed` and not yet tied to a deal: the tenant's next lease
 * of the suite (winning the deal links it rather than writing a second one).
 */
export function signedRenewalOf<Lease extends LeaseFacts & { opportunityId: number | null }>(
  renewed: LeaseFacts,
  suiteLeases: readonly Lease[],
  today: string,
): Lease | undefined {
  return suiteLeases
    .filter((lease) => lease.opportunityId === null && renewalOf(renewed, [lease], today))
    .sort((a, b) => a.startDate.localeCompare(b.startDate))[0];
}

/**
 * When a deal's lease starts: a renewal runs on from the lease it renews, the day after that lease's
 * last day (for a tenant holding over, that day is in the past); any other lease starts on the
 * deal's expected close date, or today.
 */
export function wonLeaseStart(
  deal: { expectedCloseDate: string | null },
  renewed: Pick<LeaseFacts, 'endDate' | 'terminatedOn'> | undefined,
  today: string,
): string {
  return renewed ? addDays(effectiveEnd(renewed), 1) : (deal.expectedCloseDate ?? today);
}
