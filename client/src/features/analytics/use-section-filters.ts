import { useCallback, useMemo } from 'react';
import { isoDateParam, type PipelinePeriod } from '@/lib/analytics/analytics-api';
import {
  compChartFilterNames,
  emptyLeaseCompFilters,
  type LeaseCompFilterValues,
  leaseCompFiltersFromSearchParams,
  leaseCompFiltersToQuery,
} from '@/lib/lease-comps/lease-comp-filters';
import { useUrlSearchParams } from '@/lib/use-url-search-params';

/** Writes `names` of the URL from `values` (an unset one is removed), keeping every other parameter. */
function useWriteParams() {
  const [, setSearchParams] = useUrlSearchParams();
  return useCallback(
    (names: readonly string[], values: (current: URLSearchParams) => URLSearchParams) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          const written = values(current);
          for (const name of names) {
            const value = written.get(name);
            if (value === null) next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
}

const periodNames = ['pipelineFrom', 'pipelineTo'] as const;

function periodFrom(params: URLSearchParams): PipelinePeriod {
  return { from: isoDateParam(params.get('pipelineFrom')), to: isoDateParam(params.get('pipelineTo')) };
}

/** The pipeline charts' period, in the URL as pipelineFrom / pipelineTo (the API's from / to). */
export function usePipelinePeriod() {
  const [searchParams] = useUrlSearchParams();
  const write = useWriteParams();
  const period = useMemo(() => periodFrom(searchParams), [searchParams]);
  const setPeriod = useCallback(
    (change: Partial<PipelinePeriod>) =>
      write(periodNames, (current) => {
        const next = { ...periodFrom(current), ...change };
        const query = new URLSearchParams();
        if (next.from) query.set('pipelineFrom', next.from);
        if (next.to) query.set('pipelineTo', next.to);
        return query;
      }),
    [write],
  );
  const error =
    period.from && period.to && period.from > period.to
      ? 'The start date must not be after the end date.'
      : null;
  return { period, setPeriod, error };
}

/** The comps chart's filters (those of /lease-comps), in the URL as compBuilding, compType, compFrom… */
export function useCompFilters() {
  const [searchParams] = useUrlSearchParams();
  const write = useWriteParams();
  const filters = useMemo(
    () => leaseCompFiltersFromSearchParams(searchParams, compChartFilterNames),
    [searchParams],
  );
  const setFilters = useCallback(
    (change: Partial<LeaseCompFilterValues>) =>
      write(Object.values(compChartFilterNames), (current) =>
        leaseCompFiltersToQuery(
          { ...leaseCompFiltersFromSearchParams(current, compChartFilterNames), ...change },
          compChartFilterNames,
        ),
      ),
    [write],
  );
  const clearFilters = useCallback(
    () =>
      write(Object.values(compChartFilterNames), () =>
        leaseCompFiltersToQuery(emptyLeaseCompFilters, compChartFilterNames),
      ),
    [write],
  );
  return { filters, setFilters, clearFilters };
}
