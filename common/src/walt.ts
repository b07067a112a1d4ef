import { daysBetween } from './calendar-days';
import { currentLease, effectiveEnd, isTerminated, type LeaseFacts } from './lease-lifecycle';
import { inPlaceRentPsf, type RentTerms } from './rent';

/*
 * WALT, the weighted average lease term remaining, in years, on a day: over the suites with a lease
 * in place (the suite's current lease by currentLease(): active, expiring, held over or renewed),
 * weighted by the suite's RSF (by area) or by the annual rent in place (by rent).
 * - A held-over lease has no term left: it counts with 0 years.
 * - A renewed lease runs on through its renewals: the term left is to the latest end among the lease
 *   and the same tenant's later, unterminated leases of the suite.
 * - Signed leases that have not started (a pre-leased suite) and vacant suites are left out.
 * Years are days ÷ 365.25.
 */

const daysPerYear = 365.25;

/** A lease with its rent terms, as WALT reads it. */
export type RentedLeaseFacts = LeaseFacts & Pick<RentTerms, 'baseRentPsf' | 'escalationPct'>;

/** One suite: its rentable square feet and its leases (any state). */
export type SuiteFacts = { rentableSf: number; leases: readonly RentedLeaseFacts[] };

export type Walt = {
  /** RSF of the suites with a lease in place: the area weights. */
  inPlaceSf: number;
  /** Annual rent in place of those suites, $/yr: the rent weights. */
  inPlaceRent: number;
  /** Years; null with nothing in place. */
  byArea: number | null;
  /** Years; null with no rent in place. */
  byRent: number | null;
};

/** The last day the tenant in place keeps the suite: its lease's end, or its latest renewal's. */
export function termEnd(lease: LeaseFacts, suiteLeases: readonly LeaseFacts[], today: string): string {
  let end = effectiveEnd(lease);
  for (const other of suiteLeases) {
    if (
      other.id !== lease.id &&
      other.spaceId === lease.spaceId &&
      other.tenantId === lease.tenantId &&
      other.startDate > lease.startDate &&
      !isTerminated(other, today) &&
      effectiveEnd(other) > end
    )
      end = effectiveEnd(other);
  }
  return end;
}

/** Days of term left after `today` (0 when held over). */
export function remainingTermDays(lease: LeaseFacts, suiteLeases: readonly LeaseFacts[], today: string) {
  return Math.max(0, daysBetween(today, termEnd(lease, suiteLeases, today)));
}

/** A suite's lease in place today with its weights and term left; undefined when none is in place. */
export function leaseInPlace(suite: SuiteFacts, today: string) {
  const lease = currentLease(suite.leases, today) as RentedLeaseFacts | undefined;
  if (!lease) return undefined;
  return {
    lease,
    annualRent: inPlaceRentPsf(lease, today) * suite.rentableSf,
    remainingDays: remainingTermDays(lease, suite.leases, today),
  };
}

/** WALT from its sums: weights and weight × days. */
export function waltFromSums(sums: {
  inPlaceSf: number;
  inPlaceRent: number;
  sfDays: number;
  rentDays: number;
}): Walt {
  return {
    inPlaceSf: sums.inPlaceSf,
    inPlaceRent: sums.inPlaceRent,
    byArea: sums.inPlaceSf > 0 ? sums.sfDays / sums.inPlaceSf / daysPerYear : null,
    byRent: sums.inPlaceRent > 0 ? sums.rentDays / sums.inPlaceRent / daysPerYear : null,
  };
}

/** WALT of a building (or any set of suites) on `today`. */
export function walt(suites: readonly SuiteFacts[], today: string): Walt {
  const sums = { inPlaceSf: 0, inPlaceRent: 0, sfDays: 0, rentDays: 0 };
  for (const suite of suites) {
    const inPlace = leaseInPlace(suite, today);
    if (!inPlace) continue;
    sums.inPlaceSf += suite.rentableSf;
    sums.sfDays += suite.rentableSf * inPlace.remainingDays;
    sums.inPlaceRent += inPlace.annualRent;
    sums.rentDays += inPlace.annualRent * inPlace.remainingDays;
  }
  return waltFromSums(sums);
}

/** The WALT of several buildings together: each one's WALT weighted by its weights. */
export function combineWalt(parts: readonly Walt[]): Walt {
  const sums = { inPlaceSf: 0, inPlaceRent: 0, sfDays: 0, rentDays: 0 };
  for (const part of parts) {
    sums.inPlaceSf += part.inPlaceSf;
    sums.inPlaceRent += part.inPlaceRent;
    sums.sfDays += (part.byArea ?? 0) * part.inPlaceSf * daysPerYear;
    sums.rentDays += (part.byRent ?? 0) * part.inPlaceRent * daysPerYear;
  }
  return waltFromSums(sums);
}
