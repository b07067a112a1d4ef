import type { OpportunityDetail } from '@common/deal-detail';
import { type OpportunityStage, opportunityStageOf, opportunityStages } from '@common/opportunity-steps';

/** Stage badge colours: lead blue, qualified indigo, proposal amber, negotiation purple, won green, lost red. */
export const stepFillClasses: Record<OpportunityStage, string> = {
  lead: 'bg-blue-600',
  qualified: 'bg-indigo-600',
  proposal: 'bg-amber-500',
  negotiation: 'bg-purple-600',
  'closed-won': 'bg-green-600',
  'closed-lost': 'bg-red-600',
};

export type BarDeal = Pick<OpportunityDetail, 'stage' | 'lostAtStage'>;

const order = (step: OpportunityStage) => opportunityStages.indexOf(step);

/** The step a dead deal was lost at (null when the deal is not dead, or where it was lost is not known). */
export function lostAtStep(deal: BarDeal): OpportunityStage | null {
  if (deal.stage !== 'dead' || deal.lostAtStage === null) return null;
  return opportunityStageOf(deal.lostAtStage);
}

/**
 * The bar fills the steps a deal has passed: up to the current one while open; every open step and
 * Closed Won once won; for a dead deal only up to the step it was lost at, and Closed Lost (a deal lost
 * at Lead shows nothing past Lead; one whose loss point is unknown shows Closed Lost alone).
 */
export function isStepFilled(step: OpportunityStage, deal: BarDeal): boolean {
  const current = opportunityStageOf(deal.stage);
  if (current === 'closed-lost') {
    if (step === 'closed-lost') return true;
    const lostAt = lostAtStep(deal);
    return lostAt !== null && order(step) <= order(lostAt);
  }
  if (current === 'closed-won') return step !== 'closed-lost';
  if (step === 'closed-won' || step === 'closed-lost') return false;
  return order(step) <= order(current);
}

/** Any step can be picked, except Closed Won once the deal is Closed Lost. */
export const isStepDisabled = (step: OpportunityStage, deal: BarDeal): boolean =>
  step === 'closed-won' && deal.stage === 'dead';

/** Why Closed Won cannot be picked for a lost deal, shown beside the disabled step. */
export const closedWonAfterLostReason =
  'A Closed Lost deal cannot be marked won: reopen it at an earlier stage first';
