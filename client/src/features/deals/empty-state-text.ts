import { dealStageLabels } from '@common/deal-stages';
import { type DealFilters, hasActiveFilters, onlyStageFilter } from './deal-filters';

export const noDealsTitle = 'No deals found';

/** 'LOI', 'Legal or Lease Execution', 'Touring, LOI or Legal'. */
function stageNames(filters: DealFilters): string {
  const labels = filters.stages.map((stage) => dealStageLabels[stage]);
  return labels.length <= 1 ? labels.join('') : `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`;
}

/** The Deal Pipeline's three empty-state texts: by stage, by any filter, or no deals at all. */
export function emptyStateDescription(filters: DealFilters): string {
  if (onlyStageFilter(filters)) {
    return `No deals in the ${stageNames(filters)} ${filters.stages.length === 1 ? 'stage' : 'stages'}`;
  }
  if (hasActiveFilters(filters)) return 'No deals match your search criteria';
  return "You don't have any deals yet. Add your first deal.";
}
