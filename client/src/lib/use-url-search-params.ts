import { useCallback, useRef } from 'react';
import {
  createSearchParams,
  type NavigateOptions,
  type URLSearchParamsInit,
  useNavigate,
  useSearchParams,
} from 'react-router';

export type SearchParamsUpdate = URLSearchParamsInit | ((current: URLSearchParams) => URLSearchParamsInit);

/**
 * React Router's `useSearchParams`, except that a functional update starts from the newest
 * parameters: those of the last render, or those written since that the screen has not drawn yet.
 * React Router's own update starts from the last render's, so a click straight after another write
 * (a tab clicked as the search box's debounced text lands) would drop what that write added.
 */
export function useUrlSearchParams() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const latest = useRef(searchParams);
  const rendered = useRef(searchParams);
  if (rendered.current !== searchParams) {
    // A new location (our own write, Back, a link): it is the newest.
    rendered.current = searchParams;
    latest.current = searchParams;
  }

  const setSearchParams = useCallback(
    (update: SearchParamsUpdate, options?: NavigateOptions) => {
      const next = createSearchParams(
        typeof update === 'function' ? update(new URLSearchParams(latest.current)) : update,
      );
      latest.current = next;
      navigate(`?${next}`, options);
    },
    [navigate],
  );

  return [searchParams, setSearchParams] as const;
}
