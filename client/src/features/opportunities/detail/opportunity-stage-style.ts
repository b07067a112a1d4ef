import { type OpportunityStage, opportunityStages } from '@common/opportunities';

/** Spec §4 badge colours: lead blue, qualified indigo, proposal amber, negotiation purple, won green, lost red. */
export const stageBadgeClasses: Record<OpportunityStage, string> = {
  lead: 'bg-blue-50 text-blue-700 ring-blue-200',
  qualified: 'bg-indigo-50 text-indigo-700 ring-indigo-200',
  proposal: 'bg-amber-50 text-amber-800 ring-amber-200',
  negotiation: 'bg-purple-50 text-purple-700 ring-purple-200',
  'closed-won': 'bg-green-50 text-green-700 ring-green-200',
  'closed-lost': 'bg-red-50 text-red-700 ring-red-200',
};

const openStages = opportunityStages.slice(0, 4);

/**
 * Spec §4 fill rule: for the four open stages the bar fills up to the current one; a closed deal
 * fills the bar to its own end — won: every open step and Closed Won; lost: every open step and
 * Closed Lost (the won step stays empty).
 */
export function isStepFilled(step: OpportunityStage, current: OpportunityStage): boolean {
  if (current === 'closed-won') return step !== 'closed-lost';
  if (current === 'closed-lost') return step !== 'closed-won';
  if (step === 'closed-won' || step === 'closed-lost') return false;
  return openStages.indexOf(step) <= openStages.indexOf(current);
}

/** Spec §4: any step can be picked, except Closed Won once the deal is Closed Lost. */
export const isStepDisabled = (step: OpportunityStage, current: OpportunityStage): boolean =>
  step === 'closed-won' && current === 'closed-lost';

/** Why Closed Won cannot be picked for a lost deal, shown beside the disabled step. */
export const closedWonAfterLostReason =
  'A Closed Lost deal cannot be marked won: reopen it at an earlier stage first';
