import type { DealListItem } from '@common/deal-list';
import { type DealStage, dealStageLabels, dealStages, selectableDealStages } from '@common/deal-stages';
import { formatRentPsf } from '@/lib/format-number';

/** The stages a deal may be moved to in the pipeline (idle is not offered). */
export const pipelineStages = selectableDealStages;

/**
 * The stages the pipeline filters on, counts and shows as board columns, in pipeline order: every
 * stage, idle last. An idle deal is in the pipeline's total, so it has a count, a filter choice and a
 * column of its own.
 */
export const shownStages = dealStages;

/** Whether a deal may be moved to the stage (by its menu or by a drop on the stage's column). */
export const canMoveTo = (stage: DealStage): boolean =>
  (pipelineStages as readonly DealStage[]).includes(stage);

/** The row selector (and the board) names `deal` 'Closed Deal'; filters and summaries say 'Deal Complete'. */
export function rowStageLabel(stage: DealStage): string {
  return stage === 'deal' ? 'Closed Deal' : dealStageLabels[stage];
}

/** The stage strip, in order, then Idle: every stage, so the figures add up to the total. */
export const stageStrip: { stage: DealStage; label: string }[] = [
  { stage: 'inquiry', label: 'Inquiries' },
  { stage: 'touring', label: 'Touring' },
  { stage: 'proposal', label: 'Proposals' },
  { stage: 'loi', label: 'LOI' },
  { stage: 'legal', label: 'Legal' },
  { stage: 'lease_execution', label: 'Lease Exec' },
  { stage: 'deal', label: 'Closed Deal' },
  { stage: 'dead', label: 'Dead' },
  { stage: 'idle', label: 'Idle' },
];

/**
 * The stage filter after a stage is picked in the strip: that stage alone, or no stage filter when it
 * already was the only one (picking it again clears it).
 */
export function stagesAfterStripPick(current: readonly DealStage[], picked: DealStage): DealStage[] {
  const onlyPicked = current.length === 1 && current[0] === picked;
  return onlyPicked ? [] : [picked];
}

/** The pipeline's summary cards: Proposal & LOI = proposal + loi; Legal & Execution = legal + lease_execution. */
export const summaryCards: { label: string; stages: DealStage[] }[] = [
  { label: 'Proposal & LOI', stages: ['proposal', 'loi'] },
  { label: 'Completed Deals', stages: ['deal'] },
  { label: 'Legal & Execution', stages: ['legal', 'lease_execution'] },
  { label: 'Dead Deals', stages: ['dead'] },
];

export type StageCounts = Partial<Record<DealStage, number>>;

export const countOf = (counts: StageCounts, stages: readonly DealStage[]): number =>
  stages.reduce((sum, stage) => sum + (counts[stage] ?? 0), 0);

/** A pending stage change shown before the server confirms it. */
export type StageOverride = { from: DealStage; to: DealStage };

/** The server's counts with the pending changes applied, so the strip moves with the row. */
export function countsWithOverrides(counts: StageCounts, overrides: Iterable<StageOverride>): StageCounts {
  const next: StageCounts = { ...counts };
  for (const { from, to } of overrides) {
    if (from === to) continue;
    next[from] = Math.max(0, (next[from] ?? 0) - 1);
    next[to] = (next[to] ?? 0) + 1;
  }
  return next;
}

/**
 * NER/sqft/yr: the NER of the deal's proposal terms, 2 decimals; '—' without terms. The proposed (face)
 * rent is never shown as the NER: it is a different figure, labelled on its own (`proposedRentLabel`).
 */
export const rentFigure = (deal: Pick<DealListItem, 'ner'>): string => formatRentPsf(deal.ner);

/** The asking rent the deal was quoted at, labelled: 'Proposed $42.00'; null when not quoted. */
export const proposedRentLabel = (deal: Pick<DealListItem, 'proposedRent'>): string | null =>
  deal.proposedRent === null ? null : `Proposed ${formatRentPsf(deal.proposedRent)}`;
