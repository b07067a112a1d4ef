import { addDays } from './calendar-days';
import type { LeaseStatus } from './lease-statuses';

/*
 * One rule for where a lease stands and what a suite is on a given day. Every screen, list, count,
 * export, AI rule and provider reads these (lists through the SQL functions `lease_lifecycle` and
 * `suite_status`, which state the same rules and are tested against these functions).
 *
 * Dates are 'yyyy-mm-dd', so string order is calendar order.
 */

/** How many days ahead a lease's end makes it "expiring" (and its suite marketable). */
export const expiryHorizonDays = 180;

export const leaseLifecycles = [
  'pending',
  'active',
  'expiring',
  'holdover',
  'renewed',
  'expired',
  'terminated',
] as const;
export type LeaseLifecycle = (typeof leaseLifecycles)[number];

export const suiteStatuses = ['occupied', 'vacant', 'pre-leased', 'expiring', 'renewed'] as const;
export type SuiteStatus = (typeof suiteStatuses)[number];

/** How screens and exports name a suite's status. */
export const suiteStatusLabels: Record<SuiteStatus, string> = {
  occupied: 'Occupied',
  vacant: 'Vacant',
  'pre-leased': 'Pre-leased',
  expiring: 'Expiring',
  renewed: 'Renewed',
};

/** What the rules read of a lease. */
export type LeaseFacts = {
  id: number;
  tenantId: number;
  spaceId: number;
  startDate: string;
  endDate: string;
  /**
   * As recorded. Only two records say more than the dates: 'terminated' (ended early by an option or
   * by hand) and 'active' past the end date (nobody closed it: the tenant holds over).
   */
  recordStatus: LeaseStatus;
  /** The day a termination takes effect; the lease ends then instead of at its end date. */
  terminatedOn: string | null;
};

/** The last day the lease runs: its end date, or its termination date when that is earlier. */
export function effectiveEnd(lease: Pick<LeaseFacts, 'endDate' | 'terminatedOn'>): string {
  return lease.terminatedOn !== null && lease.terminatedOn < lease.endDate
    ? lease.terminatedOn
    : lease.endDate;
}

/** Recorded terminated, or its termination date has come. */
export function isTerminated(lease: LeaseFacts, today: string): boolean {
  return lease.recordStatus === 'terminated' || (lease.terminatedOn !== null && lease.terminatedOn <= today);
}

/**
 * A renewal of `lease`: a later lease of the same tenant on the same suite that has not been
 * terminated. (A renewal deal's lease also links to the lease it follows; the rule does not need
 * the link, so a renewal entered by hand counts too.)
 */
export function renewalOf(lease: LeaseFacts, suiteLeases: readonly LeaseFacts[], today: string) {
  return suiteLeases.find(
    (other) =>
      other.id !== lease.id &&
      other.spaceId === lease.spaceId &&
      other.tenantId === lease.tenantId &&
      other.startDate > lease.startDate &&
      !isTerminated(other, today),
  );
}

/**
 * A lease on `today`:
 * - terminated: recorded so, or its termination date has come;
 * - pending: signed, not started;
 * - renewed: a renewal is signed (it supersedes this lease);
 * - holdover: past its end, still recorded active (the tenant has not left);
 * - expired: past its end;
 * - expiring: ends within the horizon;
 * - active: otherwise.
 * `suiteLeases` are the leases of the same suite (this one may be among them).
 */
export function leaseLifecycle(
  lease: LeaseFacts,
  suiteLeases: readonly LeaseFacts[],
  today: string,
  horizonDays = expiryHorizonDays,
): LeaseLifecycle {
  if (isTerminated(lease, today)) return 'terminated';
  if (lease.startDate > today) return 'pending';
  if (renewalOf(lease, suiteLeases, today)) return 'renewed';
  const end = effectiveEnd(lease);
  if (end < today) return lease.recordStatus === 'active' ? 'holdover' : 'expired';
  return end <= addDays(today, horizonDays) ? 'expiring' : 'active';
}

/**
 * The lease that has the suite today: started, not terminated, not past its end unless held over;
 * the latest start (then the highest id) when records overlap.
 */
export function currentLease(suiteLeases: readonly LeaseFacts[], today: string): LeaseFacts | undefined {
  let current: LeaseFacts | undefined;
  for (const lease of suiteLeases) {
    if (isTerminated(lease, today) || lease.startDate > today) continue;
    if (effectiveEnd(lease) < today && lease.recordStatus !== 'active') continue;
    if (
      !current ||
      lease.startDate > current.startDate ||
      (lease.startDate === current.startDate && lease.id > current.id)
    )
      current = lease;
  }
  return current;
}

/** The signed lease that starts next on the suite, if any. */
export function nextLease(suiteLeases: readonly LeaseFacts[], today: string): LeaseFacts | undefined {
  let next: LeaseFacts | undefined;
  for (const lease of suiteLeases) {
    if (isTerminated(lease, today) || lease.startDate <= today) continue;
    if (!next || lease.startDate < next.startDate) next = lease;
  }
  return next;
}

/**
 * A suite on `today`, from its leases:
 * - renewed: its current lease is renewed;
 * - occupied: its current lease is active (not ending within the horizon);
 * - pre-leased: vacant, expiring or held over now, and a signed lease starts later;
 * - expiring: its current lease ends within the horizon or is held over, and nothing is signed after;
 * - vacant: no current lease and nothing signed.
 */
export function suiteStatus(
  suiteLeases: readonly LeaseFacts[],
  today: string,
  horizonDays = expiryHorizonDays,
): SuiteStatus {
  const current = currentLease(suiteLeases, today);
  const signedNext = nextLease(suiteLeases, today) !== undefined;
  if (!current) return signedNext ? 'pre-leased' : 'vacant';
  const lifecycle = leaseLifecycle(current, suiteLeases, today, horizonDays);
  if (lifecycle === 'renewed') return 'renewed';
  if (lifecycle === 'active') return 'occupied';
  return signedNext ? 'pre-leased' : 'expiring';
}

/** A suite can be marketed when it is vacant, or expiring with nothing signed after: never pre-leased. */
export function isAvailable(status: SuiteStatus): boolean {
  return status === 'vacant' || status === 'expiring';
}
