import { useCallback, useMemo, useState } from 'react';

const none: ReadonlySet<number> = new Set();

/**
 * The deals ticked in the pipeline, for the rows listed under `key` (the filters and sort): new
 * filters or a new order start with nothing selected.
 */
export function useDealSelection(key: string) {
  const [state, setState] = useState<{ key: string; ids: ReadonlySet<number> }>({ key, ids: none });
  const selected = state.key === key ? state.ids : none;

  const toggle = useCallback(
    (id: number) =>
      setState((current) => {
        const next = new Set(current.key === key ? current.ids : none);
        if (!next.delete(id)) next.add(id);
        return { key, ids: next };
      }),
    [key],
  );
  /** Ticks every one of `ids`, or unticks them all. */
  const setMany = useCallback(
    (ids: readonly number[], on: boolean) =>
      setState((current) => {
        const next = new Set(current.key === key ? current.ids : none);
        for (const id of ids) {
          if (on) next.add(id);
          else next.delete(id);
        }
        return { key, ids: next };
      }),
    [key],
  );
  const clear = useCallback(() => setState({ key, ids: none }), [key]);

  return useMemo(() => ({ selected, toggle, setMany, clear }), [selected, toggle, setMany, clear]);
}

export type DealSelection = ReturnType<typeof useDealSelection>;
