/**
 * A deal's weighted value: its potential value times its probability (0–100 %), to the cent (half a
 * cent rounds up). A deal with no potential value weighs nothing. Worked in whole cents so the sum the
 * server adds up in SQL (`round(round(value × 100) × probability ÷ 100)` cents) gives the same figure.
 */
export function weightedValue(deal: { probability: number; potentialValue: number | null }): number {
  if (deal.potentialValue === null) return 0;
  const cents = Math.round(deal.potentialValue * 100);
  return Math.round((cents * deal.probability) / 100) / 100;
}
