import { dealStageLabels } from '@common/deal-stages';
import { type DealFilters, dealTypeLabels, lastUpdatedLabels } from './deal-filters';

/** One removable chip: what it says and the change that removes it. */
export type FilterChip = { key: string; label: string; remove: Partial<DealFilters> };

/** The chips for the active filters, one per picked state and per picked stage. */
export function filterChips(
  filters: DealFilters,
  stateNames: Record<string, string> = {},
  teamNames: Record<number, string> = {},
): FilterChip[] {
  const chips: FilterChip[] = [];
  const keyword = filters.keyword.trim();
  if (keyword) chips.push({ key: 'keyword', label: `Keyword: ${keyword}`, remove: { keyword: '' } });
  for (const code of filters.states) {
    chips.push({
      key: `state-${code}`,
      label: `State: ${stateNames[code] ?? code}`,
      remove: { states: filters.states.filter((picked) => picked !== code) },
    });
  }
  for (const stage of filters.stages) {
    chips.push({
      key: `stage-${stage}`,
      label: `Stage: ${dealStageLabels[stage]}`,
      remove: { stages: filters.stages.filter((picked) => picked !== stage) },
    });
  }
  if (filters.updated) {
    chips.push({
      key: 'updated',
      label: `Last Updated: ${lastUpdatedLabels[filters.updated]}`,
      remove: { updated: null },
    });
  }
  if (filters.dealType) {
    chips.push({
      key: 'dealType',
      label: `Deal Type: ${dealTypeLabels[filters.dealType]}`,
      remove: { dealType: null },
    });
  }
  if (filters.market)
    chips.push({ key: 'market', label: `Market: ${filters.market}`, remove: { market: null } });
  if (filters.city) chips.push({ key: 'city', label: `City: ${filters.city}`, remove: { city: null } });
  if (filters.lead !== null) {
    const label =
      filters.lead === 'me'
        ? 'My deals'
        : `Lead: ${teamNames[filters.lead] ?? `team member ${filters.lead}`}`;
    chips.push({ key: 'lead', label, remove: { lead: null } });
  }
  return chips;
}
