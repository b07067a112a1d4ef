import type { DealStage } from './deal-stages';

/*
 * The six-step bar of the opportunity screen: a projection of the deal stage. Each stage shows as one
 * step, and a click on a step saves that step's first stage.
 */

/** The opportunity screen's steps, in display order. */
export const opportunityStages = [
  'lead',
  'qualified',
  'proposal',
  'negotiation',
  'closed-won',
  'closed-lost',
] as const;
export type OpportunityStage = (typeof opportunityStages)[number];

export const opportunityStageLabels: Record<OpportunityStage, string> = {
  lead: 'Lead',
  qualified: 'Qualified',
  proposal: 'Proposal',
  negotiation: 'Negotiation',
  'closed-won': 'Closed Won',
  'closed-lost': 'Closed Lost',
};

/** Which step a deal stage shows as (an idle deal shows as a Lead). */
export function opportunityStageOf(stage: DealStage): OpportunityStage {
  switch (stage) {
    case 'inquiry':
    case 'idle':
      return 'lead';
    case 'touring':
      return 'qualified';
    case 'proposal':
    case 'loi':
      return 'proposal';
    case 'legal':
    case 'lease_execution':
      return 'negotiation';
    case 'deal':
      return 'closed-won';
    case 'dead':
      return 'closed-lost';
  }
}

/** The deal stage a click on a step saves. */
export const dealStageForStep: Record<OpportunityStage, DealStage> = {
  lead: 'inquiry',
  qualified: 'touring',
  proposal: 'proposal',
  negotiation: 'legal',
  'closed-won': 'deal',
  'closed-lost': 'dead',
};
