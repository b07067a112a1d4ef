import { type LastUpdatedRange, lastUpdatedRanges } from '@common/deal-filters';
import { formatStageFilter, readStageFilter, stageFilterParam } from '@common/deal-stage-filter';
import { type DealStage, type DealType, dealTypes } from '@common/deal-stages';

/**
 * The Deal Pipeline's filters, kept in the URL so a filtered view can be shared and
 * survives a reload. The search-param names are the API's, so one string serves the list, the board
 * and the CSV export.
 */
export type DealFilters = {
  keyword: string;
  /** Two-letter codes, in the order picked. */
  states: string[];
  /** The stages shown (any of them), in pipeline order; none is every stage. */
  stages: DealStage[];
  updated: LastUpdatedRange | null;
  dealType: DealType | null;
  market: string | null;
  city: string | null;
  /** Whose deals: 'me' ("My deals", whoever is signed in) or a team member's id; null is everyone's. */
  lead: DealLead | null;
};

export type DealLead = 'me' | number;

export const emptyDealFilters: DealFilters = {
  keyword: '',
  states: [],
  stages: [],
  updated: null,
  dealType: null,
  market: null,
  city: null,
  lead: null,
};

export const dealViews = ['table', 'board'] as const;
export type DealView = (typeof dealViews)[number];

/** A Radix select item may not have an empty value: "no filter" is this sentinel. */
export const allOption = 'all';

const filterParamNames = [
  'keyword',
  'states',
  'stage',
  'updated',
  'dealType',
  'market',
  'city',
  'lead',
] as const;
const viewParam = 'view';

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

/** A free-text facet value the API accepts (1–100 characters after trimming). */
const facetText = (value: string | null): string | null => {
  const text = value?.trim() ?? '';
  return text && text.length <= 100 ? text : null;
};

/** `lead=me` or a user id; anything else is no lead filter. */
function leadOf(value: string | null): DealLead | null {
  if (value === 'me') return 'me';
  return value !== null && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}

/** Reads the filters from the URL; a value the API would reject (typed in by hand) is ignored. */
export function filtersFromSearchParams(params: URLSearchParams): DealFilters {
  const updated = params.get('updated');
  const dealType = params.get('dealType');
  const states = (params.get('states') ?? '')
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter((code) => /^[A-Z]{2}$/.test(code));
  return {
    keyword: (params.get('keyword') ?? '').slice(0, 200),
    states: [...new Set(states)],
    stages: readStageFilter(params.get(stageFilterParam)),
    updated: isOneOf(lastUpdatedRanges, updated) ? updated : null,
    dealType: isOneOf(dealTypes, dealType) ? dealType : null,
    market: facetText(params.get('market')),
    city: facetText(params.get('city')),
    lead: leadOf(params.get('lead')),
  };
}

/** The API query for the filters: only the ones that are set, the keyword trimmed. */
export function filtersToQuery(filters: DealFilters): URLSearchParams {
  const query = new URLSearchParams();
  const keyword = filters.keyword.trim();
  if (keyword) query.set('keyword', keyword);
  if (filters.states.length > 0) query.set('states', filters.states.join(','));
  if (filters.stages.length > 0) query.set(stageFilterParam, formatStageFilter(filters.stages));
  if (filters.updated) query.set('updated', filters.updated);
  if (filters.dealType) query.set('dealType', filters.dealType);
  if (filters.market) query.set('market', filters.market);
  if (filters.city) query.set('city', filters.city);
  if (filters.lead !== null) query.set('lead', String(filters.lead));
  return query;
}

export const hasActiveFilters = (filters: DealFilters): boolean => filtersToQuery(filters).size > 0;

/** True when the stage is the only filter set (the empty state then names the stages). */
export const onlyStageFilter = (filters: DealFilters): boolean =>
  filters.stages.length > 0 && filtersToQuery(filters).size === 1;

/** The URL's search params with the filters replaced (other params, such as the view, are kept). */
export function applyFilters(params: URLSearchParams, filters: DealFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of filterParamNames) next.delete(name);
  // The keyword is kept as typed (not trimmed) so the box does not fight the user while typing.
  if (filters.keyword) next.set('keyword', filters.keyword);
  for (const [name, value] of filtersToQuery({ ...filters, keyword: '' })) next.set(name, value);
  return next;
}

export function viewFromSearchParams(params: URLSearchParams): DealView {
  const view = params.get(viewParam);
  return isOneOf(dealViews, view) ? view : 'table';
}

export function applyView(params: URLSearchParams, view: DealView): URLSearchParams {
  const next = new URLSearchParams(params);
  if (view === 'table') next.delete(viewParam);
  else next.set(viewParam, view);
  return next;
}

export const lastUpdatedLabels: Record<LastUpdatedRange, string> = {
  today: 'Today',
  week: 'This Week',
  month: 'This Month',
};

export const dealTypeLabels: Record<DealType, string> = {
  new: 'New',
  renewal: 'Renewal',
  expansion: 'Expansion',
};
