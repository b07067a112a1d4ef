/**
 * Deal stage values. `idle` exists but is not offered where a stage is chosen for a deal; the
 * pipeline still counts, filters and shows idle deals (deal-stage-filter.ts).
 */
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

/** A deal is closed once won (Deal Complete) or lost (Dead); every other stage, idle too, is open. */
export const closedDealStages = ['deal', 'dead'] as const satisfies readonly DealStage[];
export const isOpenDealStage = (stage: DealStage) =>
  !(closedDealStages as readonly DealStage[]).includes(stage);

/** The stages a deal may be given: every stage but idle. */
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
