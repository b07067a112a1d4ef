import type {
  CompAnalytics,
  ExpirySchedule,
  OccupancyResponse,
  PipelineAnalytics,
  TenantConcentration,
  WaltResponse,
} from '@common/analytics';
import { isReportDay } from '@common/calendar-days';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import {
  type LeaseCompFilterValues,
  leaseCompFilterError,
  leaseCompFiltersToQuery,
} from '@/lib/lease-comps/lease-comp-filters';

/*
 * The portfolio analytics API (/api/analytics/*). The scope's names are the same in the API's query
 * and in the URL of every analytics screen: building, assetManager, market, asOf.
 */

/** A scope as a screen holds it: unset filters are null. */
export type AnalyticsScopeValues = {
  /** A property id. */
  building: number | null;
  /** A user id: the buildings this user manages. */
  assetManager: number | null;
  market: string | null;
  /** 'yyyy-MM-dd'; null for the organisation's today. */
  asOf: string | null;
};

export const emptyAnalyticsScope: AnalyticsScopeValues = {
  building: null,
  assetManager: null,
  market: null,
  asOf: null,
};

const recordId = /^[1-9]\d{0,8}$/;

const idParam = (params: URLSearchParams, name: string): number | null => {
  const value = params.get(name) ?? '';
  return recordId.test(value) ? Number(value) : null;
};

/** A date the API accepts ('yyyy-MM-dd' of a real day), else null. */
export function isoDateParam(value: string | null | undefined): string | null {
  return value && isReportDay(value) ? value : null;
}

/** The scope in a URL's query; a value the API would refuse (typed in by hand) is left out. */
export function analyticsScopeFromSearchParams(params: URLSearchParams): AnalyticsScopeValues {
  const market = params.get('market')?.trim() ?? '';
  return {
    building: idParam(params, 'building'),
    assetManager: idParam(params, 'assetManager'),
    market: market !== '' && market.length <= 100 ? market : null,
    asOf: isoDateParam(params.get('asOf')),
  };
}

/** The scope's query for the API and the URL: only what is set. */
export function analyticsScopeToQuery(scope: Partial<AnalyticsScopeValues>): URLSearchParams {
  const query = new URLSearchParams();
  if (scope.building != null) query.set('building', String(scope.building));
  if (scope.assetManager != null) query.set('assetManager', String(scope.assetManager));
  if (scope.market) query.set('market', scope.market);
  if (scope.asOf) query.set('asOf', scope.asOf);
  return query;
}

const withQuery = (path: string, query: URLSearchParams) => (query.size > 0 ? `${path}?${query}` : path);

/** Every analytics query starts with 'analytics'. */
export const analyticsQueryKey = ['analytics'] as const;

const scopeKey = (scope: Partial<AnalyticsScopeValues>) => Object.fromEntries(analyticsScopeToQuery(scope));

// ------------------------------------------------------------------- expiry, occupancy, WALT, tenants

export function getExpirySchedule(
  scope: Partial<AnalyticsScopeValues>,
  signal?: AbortSignal,
): Promise<ExpirySchedule> {
  return api.get<ExpirySchedule>(withQuery('/api/analytics/expiry', analyticsScopeToQuery(scope)), {
    signal,
  });
}

export const getExpiryScheduleQueryOptions = (scope: Partial<AnalyticsScopeValues>) =>
  queryOptions({
    queryKey: [...analyticsQueryKey, 'expiry', scopeKey(scope)],
    queryFn: ({ signal }) => getExpirySchedule(scope, signal),
  });

export function getOccupancy(
  scope: Partial<AnalyticsScopeValues>,
  signal?: AbortSignal,
): Promise<OccupancyResponse> {
  return api.get<OccupancyResponse>(withQuery('/api/analytics/occupancy', analyticsScopeToQuery(scope)), {
    signal,
  });
}

export const getOccupancyQueryOptions = (scope: Partial<AnalyticsScopeValues>) =>
  queryOptions({
    queryKey: [...analyticsQueryKey, 'occupancy', scopeKey(scope)],
    queryFn: ({ signal }) => getOccupancy(scope, signal),
  });

export function getWalt(scope: Partial<AnalyticsScopeValues>, signal?: AbortSignal): Promise<WaltResponse> {
  return api.get<WaltResponse>(withQuery('/api/analytics/walt', analyticsScopeToQuery(scope)), { signal });
}

export const getWaltQueryOptions = (scope: Partial<AnalyticsScopeValues>) =>
  queryOptions({
    queryKey: [...analyticsQueryKey, 'walt', scopeKey(scope)],
    queryFn: ({ signal }) => getWalt(scope, signal),
  });

export function getTenantConcentration(
  scope: Partial<AnalyticsScopeValues>,
  signal?: AbortSignal,
): Promise<TenantConcentration> {
  return api.get<TenantConcentration>(withQuery('/api/analytics/tenants', analyticsScopeToQuery(scope)), {
    signal,
  });
}

export const getTenantConcentrationQueryOptions = (scope: Partial<AnalyticsScopeValues>) =>
  queryOptions({
    queryKey: [...analyticsQueryKey, 'tenants', scopeKey(scope)],
    queryFn: ({ signal }) => getTenantConcentration(scope, signal),
  });

// ---------------------------------------------------------------------------------------- pipeline

/** The pipeline's period (deals created from … to, inclusive); null for the API's default. */
export type PipelinePeriod = { from: string | null; to: string | null };

/** The pipeline query: the scope without its as-of day, plus the period. */
export function pipelineAnalyticsQuery(
  scope: Partial<AnalyticsScopeValues>,
  period: PipelinePeriod,
): URLSearchParams {
  const query = analyticsScopeToQuery({ ...scope, asOf: null });
  if (period.from) query.set('from', period.from);
  if (period.to) query.set('to', period.to);
  return query;
}

export function getPipelineAnalytics(
  scope: Partial<AnalyticsScopeValues>,
  period: PipelinePeriod,
  signal?: AbortSignal,
): Promise<PipelineAnalytics> {
  return api.get<PipelineAnalytics>(
    withQuery('/api/analytics/pipeline', pipelineAnalyticsQuery(scope, period)),
    { signal },
  );
}

export const getPipelineAnalyticsQueryOptions = (
  scope: Partial<AnalyticsScopeValues>,
  period: PipelinePeriod,
) =>
  queryOptions({
    queryKey: [...analyticsQueryKey, 'pipeline', Object.fromEntries(pipelineAnalyticsQuery(scope, period))],
    queryFn: ({ signal }) => getPipelineAnalytics(scope, period, signal),
  });

// ------------------------------------------------------------------------------------------- comps

export function getCompAnalytics(
  filters: LeaseCompFilterValues,
  signal?: AbortSignal,
): Promise<CompAnalytics> {
  return api.get<CompAnalytics>(withQuery('/api/analytics/comps', leaseCompFiltersToQuery(filters)), {
    signal,
  });
}

export const getCompAnalyticsQueryOptions = (filters: LeaseCompFilterValues) =>
  queryOptions({
    queryKey: [...analyticsQueryKey, 'comps', Object.fromEntries(leaseCompFiltersToQuery(filters))],
    queryFn: ({ signal }) => getCompAnalytics(filters, signal),
  });

// ------------------------------------------------------------------------------------------- hooks

/** The previous figures stay on screen while a changed scope loads (the chart does not blink). */
const keepPrevious = { placeholderData: keepPreviousData } as const;

export function useExpirySchedule(scope: Partial<AnalyticsScopeValues>) {
  return useQuery({ ...getExpiryScheduleQueryOptions(scope), ...keepPrevious });
}

export function useOccupancy(scope: Partial<AnalyticsScopeValues>) {
  return useQuery({ ...getOccupancyQueryOptions(scope), ...keepPrevious });
}

export function useWalt(scope: Partial<AnalyticsScopeValues>) {
  return useQuery({ ...getWaltQueryOptions(scope), ...keepPrevious });
}

export function useTenantConcentration(scope: Partial<AnalyticsScopeValues>) {
  return useQuery({ ...getTenantConcentrationQueryOptions(scope), ...keepPrevious });
}

/** Disabled (`enabled` false) while the period is contradictory. */
export function usePipelineAnalytics(
  scope: Partial<AnalyticsScopeValues>,
  period: PipelinePeriod,
  enabled = true,
) {
  return useQuery({ ...getPipelineAnalyticsQueryOptions(scope, period), ...keepPrevious, enabled });
}

/** Disabled while the filters are contradictory (from after to, min above max). */
export function useCompAnalytics(filters: LeaseCompFilterValues) {
  return useQuery({
    ...getCompAnalyticsQueryOptions(filters),
    ...keepPrevious,
    enabled: leaseCompFilterError(filters) === null,
  });
}
