import { type DealStage, dealStageLabels, selectableDealStages } from '@common/deal-stages';
import type { DealListItem } from '@common/opportunities';
import { formatRentPsf } from '@/lib/format-number';

/** The stages a user may pick in the pipeline (spec §4: idle is not offered). */
export const pipelineStages = selectableDealStages;

/** Spec §4: the row selector (and the board) names `deal` 'Closed Deal'; filters and summaries say 'Deal Complete'. */
export function rowStageLabel(stage: DealStage): string {
  return stage === 'deal' ? 'Closed Deal' : dealStageLabels[stage];
}

/** Spec §2.7's stage strip, in order. */
export const stageStrip: { stage: DealStage; label: string }[] = [
  { stage: 'inquiry', label: 'Inquiries' },
  { stage: 'touring', label: 'Touring' },
  { stage: 'proposal', label: 'Proposals' },
  { stage: 'loi', label: 'LOI' },
  { stage: 'legal', label: 'Legal' },
  { stage: 'lease_execution', label: 'Lease Exec' },
  { stage: 'deal', label: 'Closed Deal' },
  { stage: 'dead', label: 'Dead' },
];

/** Spec §2.7 summary cards and §4's groupings. */
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

/** NER/sqft/yr: the deal's NER, else its proposed rent, 2 decimals; '—' when neither (decision 5). */
export const rentFigure = (deal: Pick<DealListItem, 'ner' | 'proposedRent'>): string =>
  formatRentPsf(deal.ner ?? deal.proposedRent);
