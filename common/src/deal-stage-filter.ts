import { type DealStage, dealStages } from './deal-stages';

/*
 * The pipeline's stage filter as a URL carries it: `stage=legal,lease_execution` — one or more stage
 * values joined by commas, written in pipeline order. A single stage (`stage=loi`) is the same form.
 * The Deal Pipeline, its API (list and export) and every link that opens the pipeline on some stages
 * use these helpers, so what a link counts is what the screen shows.
 */

/** The name of the stage filter's search param. */
export const stageFilterParam = 'stage';

const separator = ',';

/** True for a known stage value. */
export const isDealStage = (value: string): value is DealStage =>
  (dealStages as readonly string[]).includes(value);

/** The stages in pipeline order (the order of `dealStages`), each once. */
export function inPipelineOrder(stages: Iterable<DealStage>): DealStage[] {
  const picked = new Set(stages);
  return dealStages.filter((stage) => picked.has(stage));
}

/** The filter's URL value for these stages, e.g. 'legal,lease_execution'; '' for none. */
export function formatStageFilter(stages: Iterable<DealStage>): string {
  return inPipelineOrder(stages).join(separator);
}

/** The parts of a URL value, as written (an empty value has none). */
export const stageFilterParts = (value: string): string[] => (value === '' ? [] : value.split(separator));

/**
 * The known stages a URL value names, in pipeline order. Unknown or empty parts are ignored, as the
 * pipeline ignores any filter value typed in by hand that the API would refuse.
 */
export function readStageFilter(value: string | null | undefined): DealStage[] {
  const parts = stageFilterParts(value ?? '').map((part) => part.trim());
  return inPipelineOrder(parts.filter(isDealStage));
}

/** The Deal Pipeline opened on these stages: '/deals?stage=legal,lease_execution'; '/deals' for none. */
export function dealsPathForStages(stages: Iterable<DealStage>): string {
  const value = formatStageFilter(stages);
  return value ? `/deals?${stageFilterParam}=${value}` : '/deals';
}
