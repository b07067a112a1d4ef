/*
 * The heatmap's scope, as the analytics API takes it: building, assetManager, market and asOf, under
 * the same names in the screen's URL and in the API's query. A value the API would refuse (typed into
 * the URL by hand) is left out rather than sent.
 */

export type HeatmapScope = {
  /** A property id. */
  building: number | null;
  /** A user id: the buildings this user manages. */
  assetManager: number | null;
  market: string | null;
  /** 'yyyy-MM-dd'; null for the organisation's today. */
  asOf: string | null;
};

export const emptyHeatmapScope: HeatmapScope = {
  building: null,
  assetManager: null,
  market: null,
  asOf: null,
};

export const heatmapScopeNames = ['building', 'assetManager', 'market', 'asOf'] as const;

const recordId = /^[1-9]\d{0,8}$/;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

const idParam = (value: string | null): number | null =>
  value && recordId.test(value) ? Number(value) : null;

/** A real day as 'yyyy-MM-dd', else null. */
export function isoDateOrNull(value: string | null | undefined): string | null {
  if (!value || !isoDate.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : null;
}

export function heatmapScopeFromSearchParams(params: URLSearchParams): HeatmapScope {
  const market = params.get('market')?.trim() ?? '';
  return {
    building: idParam(params.get('building')),
    assetManager: idParam(params.get('assetManager')),
    market: market !== '' && market.length <= 100 ? market : null,
    asOf: isoDateOrNull(params.get('asOf')),
  };
}

/** The scope's query, for the API and the URL: only what is set. */
export function heatmapScopeToQuery(scope: HeatmapScope): URLSearchParams {
  const query = new URLSearchParams();
  if (scope.building !== null) query.set('building', String(scope.building));
  if (scope.assetManager !== null) query.set('assetManager', String(scope.assetManager));
  if (scope.market !== null) query.set('market', scope.market);
  if (scope.asOf !== null) query.set('asOf', scope.asOf);
  return query;
}

export const hasHeatmapScope = (scope: HeatmapScope): boolean => heatmapScopeToQuery(scope).size > 0;
