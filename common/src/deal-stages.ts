/** Spec §4: deal stage values. `idle` exists but is not offered in list selectors. */
export const dealStages = [
  'inquiry',
  'touring',
  'proposal',
  'loi',
  'legal',
  'lease_execution',
  'deal',
  'dead',
  'idle',
] as const;
export type DealStage = (typeof dealStages)[number];

export const selectableDealStages = dealStages.filter((stage) => stage !== 'idle');

export const dealStageLabels: Record<DealStage, string> = {
  inquiry: 'Inquiry',
  touring: 'Touring',
  proposal: 'Proposal',
  loi: 'LOI',
  legal: 'Legal',
  lease_execution: 'Lease Execution',
  deal: 'Deal Complete',
  dead: 'Dead',
  idle: 'Idle',
};

export const dealTypes = ['new', 'renewal', 'expansion'] as const;
export type DealType = (typeof dealTypes)[number];
