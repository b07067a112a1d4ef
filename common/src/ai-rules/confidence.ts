import type { ConfidenceFactor } from '../ai-opportunities';
import { daysBetween } from '../calendar-days';
import { inPlaceRentPsf } from '../rent';
import { formatCount } from '../words';

/*
 * The arithmetic every rule shares: an explained confidence score and a dollar value.
 * score = round(100 × Σ weight × value), clamped to 0–100; the weights of one score sum to 1.
 */

export const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** A factor's value as kept: clamped to 0–1, three decimals. */
export const factorValue = (value: number) => Math.round(clamp01(value) * 1000) / 1000;

/** A named factor; the value is clamped to 0–1 and kept to three decimals. */
export function factor(name: string, weight: number, value: number, explanation?: string): ConfidenceFactor {
  const kept = factorValue(value);
  return explanation === undefined
    ? { name, weight, value: kept }
    : { name, weight, value: kept, explanation };
}

export function confidenceScore(factors: readonly ConfidenceFactor[]): number {
  const totalWeight = factors.reduce((sum, item) => sum + item.weight, 0);
  if (Math.abs(totalWeight - 1) > 1e-9) {
    throw new Error(`confidence weights must sum to 1, got ${totalWeight}`);
  }
  const score = Math.round(100 * factors.reduce((sum, item) => sum + item.weight * clamp01(item.value), 0));
  return Math.min(100, Math.max(0, score));
}

/** Potential value in whole dollars: rent ($/RSF/yr) × RSF × term (years). */
export function potentialValue(rentPsf: number, squareFeet: number, termYears: number): number {
  return Math.round(rentPsf * squareFeet * termYears);
}

/** A lease's original term in whole years (at least one): the term a renewal is valued over. */
export function leaseTermYears(lease: { startDate: string; endDate: string }): number {
  return Math.max(1, Math.round(daysBetween(lease.startDate, lease.endDate) / 365.25));
}

/** Years left on a lease, to two decimals (0 once it has ended). */
export function remainingYears(lease: { endDate: string }, today: string): number {
  return Math.max(0, Math.round((daysBetween(today, lease.endDate) / 365.25) * 100) / 100);
}

export { inPlaceRentPsf };

/** 12,345: rounded to whole units, grouped as every count (toLocaleString is far slower over thousands of candidates). */
export const groupThousands = (value: number) => formatCount(Math.round(value));
export const formatDollars = (value: number) => `$${groupThousands(value)}`;
export const formatSf = (value: number) => `${groupThousands(value)} RSF`;
export const percentText = (fraction: number) => `${Math.round(fraction * 100)}%`;
