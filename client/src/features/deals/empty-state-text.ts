import { dealStageLabels } from '@common/deal-stages';
import { type DealFilters, hasActiveFilters, onlyStageFilter } from './deal-filters';

export const noDealsTitle = 'No deals found';

/** Spec §2.7's three empty-state texts: by stage, by any filter, or no deals at all. */
export function emptyStateDescription(filters: DealFilters): string {
  if (filters.stage && onlyStageFilter(filters))
    return `No deals in the ${dealStageLabels[filters.stage]} stage`;
  if (hasActiveFilters(filters)) return 'No deals match your search criteria';
  return "You don't have any deals yet. Add your first deal.";
}
