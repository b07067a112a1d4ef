import type { DealStage } from './deal-stages';

/** What a deal's history records: who changed what, when. */
export const dealEventKinds = [
  'created',
  'stage',
  'terms',
  'round',
  'approval',
  'assignment',
  'probability',
] as const;
export type DealEventKind = (typeof dealEventKinds)[number];

/** Why a deal died: asked when it moves to Dead; `other` takes a text. */
export const dealLostReasons = [
  'price',
  'size',
  'timing',
  'landlord_decision',
  'tenant_unresponsive',
  'other',
] as const;
export type DealLostReason = (typeof dealLostReasons)[number];

export const dealLostReasonLabels: Record<DealLostReason, string> = {
  price: 'Price',
  size: 'Size',
  timing: 'Timing',
  landlord_decision: 'Landlord decision',
  tenant_unresponsive: 'Tenant unresponsive',
  other: 'Other',
};

/**
 * The probability a deal's stage stands for; a deal follows it until someone sets its probability by
 * hand. A won deal is 100 % and a dead one 0 % whatever was set.
 */
export const stageProbability: Record<DealStage, number> = {
  inquiry: 10,
  touring: 20,
  proposal: 35,
  loi: 50,
  legal: 70,
  lease_execution: 90,
  deal: 100,
  dead: 0,
  idle: 10,
};

export type DealProbability = { probability: number; probabilityByHand: boolean };

/**
 * The probability a deal has after moving to `toStage`: won is 100 % and dead 0 % (and both go back
 * to following the stage); otherwise a hand-set figure stays and any other follows the stage.
 */
export function probabilityAfterMove(current: DealProbability, toStage: DealStage): DealProbability {
  if (toStage === 'deal' || toStage === 'dead') {
    return { probability: stageProbability[toStage], probabilityByHand: false };
  }
  // Only the two fields: callers spread the answer into a row update.
  if (current.probabilityByHand) return { probability: current.probability, probabilityByHand: true };
  return { probability: stageProbability[toStage], probabilityByHand: false };
}

export const lostReasonRequiredMessage = 'Choose why the deal was lost';
export const lostReasonNoteRequiredMessage = 'Say why the deal was lost';

/** The reason a move to Dead needs: one of the reasons, and words with 'other'; null when it is fine. */
export function lostReasonProblem(
  reason: DealLostReason | undefined,
  note: string | undefined,
): string | null {
  if (!reason) return lostReasonRequiredMessage;
  if (reason === 'other' && !note?.trim()) return lostReasonNoteRequiredMessage;
  return null;
}
