import {
  emptyStackingFilters,
  parseStackingFilters,
  type StackingFilters,
  stackingFilterKeys,
} from '@common/stacking-layout';
import { useCallback, useMemo } from 'react';
import { useUrlSearchParams } from '@/lib/use-url-search-params';

export const buildingParam = 'building';
export const colourParam = 'colour';

function writeFilters(current: URLSearchParams, filters: StackingFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of stackingFilterKeys) {
    const value = filters[key];
    if (value === emptyStackingFilters[key] || (key === 'q' && value.trim() === '')) next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/** The building, filters and colour mode of the stacking plan, kept in the URL (links and Back work). */
export function useStackingFilters() {
  const [searchParams, setSearchParams] = useUrlSearchParams();
  const filters = useMemo(() => parseStackingFilters(searchParams), [searchParams]);
  const buildingText = searchParams.get(buildingParam);
  const buildingId = buildingText && /^[1-9]\d{0,9}$/.test(buildingText) ? Number(buildingText) : null;
  const colourByExpiry = searchParams.get(colourParam) === 'expiry';

  const setFilters = useCallback(
    (change: Partial<StackingFilters>, options: { replace?: boolean } = {}) =>
      setSearchParams((current) => writeFilters(current, { ...parseStackingFilters(current), ...change }), {
        replace: options.replace ?? false,
      }),
    [setSearchParams],
  );
  // Clear Filters keeps the building (and the colour mode).
  const clearFilters = useCallback(
    () => setSearchParams((current) => writeFilters(current, emptyStackingFilters)),
    [setSearchParams],
  );
  const setBuilding = useCallback(
    (id: number, options: { replace?: boolean } = {}) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(buildingParam, String(id));
          return next;
        },
        { replace: options.replace ?? false },
      ),
    [setSearchParams],
  );
  const setColourByExpiry = useCallback(
    (on: boolean) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (on) next.set(colourParam, 'expiry');
          else next.delete(colourParam);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  return { filters, buildingId, colourByExpiry, setFilters, clearFilters, setBuilding, setColourByExpiry };
}
