/*
 * Rent in place: a lease's starting base rent escalated for every lease year completed by a day.
 * The stacking plan (legend, Space Details, CSV), lease detail, WALT by rent and the AI rules all
 * read this one figure.
 *
 * Dates are 'yyyy-mm-dd'.
 */

/** What the rent rule reads of a lease. */
export type RentTerms = {
  /** Starting base rent, $/RSF/yr. */
  baseRentPsf: number;
  /** Compounded once per completed lease year. */
  escalationPct: number;
  startDate: string;
  endDate: string;
};

/**
 * Whole lease years from `startDate` to `day` (or to the end, for a lease already over): a year is
 * completed on the anniversary of the start (a 29 February start has its anniversary on 1 March).
 * 0 before the start.
 */
export function completedLeaseYears(lease: Pick<RentTerms, 'startDate' | 'endDate'>, day: string): number {
  const until = day < lease.endDate ? day : lease.endDate;
  const [fromYear, fromMonth, fromDay] = lease.startDate.split('-').map(Number) as [number, number, number];
  const [toYear, toMonth, toDay] = until.split('-').map(Number) as [number, number, number];
  const beforeAnniversary = toMonth < fromMonth || (toMonth === fromMonth && toDay < fromDay);
  return Math.max(0, toYear - fromYear - (beforeAnniversary ? 1 : 0));
}

/**
 * The rent in place on `day`, $/RSF/yr to the cent: starting rent × (1 + escalation %) raised to the
 * lease years completed. The starting rent before the lease starts; the last year's rent once it is
 * over (a tenant holding over pays it until told otherwise).
 */
export function inPlaceRentPsf(lease: RentTerms, day: string): number {
  const years = completedLeaseYears(lease, day);
  return Math.round(lease.baseRentPsf * (1 + lease.escalationPct / 100) ** years * 100) / 100;
}
