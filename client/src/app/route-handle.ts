import { useEffect } from 'react';
import { useMatches } from 'react-router';

/** What a route declares about itself in its `handle`. */
export type RouteHandle = { title?: string };

/** The title of the deepest matched route that has one. */
export function useRouteTitle(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const title = (matches[i]?.handle as RouteHandle | undefined)?.title;
    if (title) return title;
  }
  return undefined;
}

/** 'Deal Pipeline · LeaseLens' */
export function useDocumentTitle(): void {
  const title = useRouteTitle();
  useEffect(() => {
    document.title = title ? `${title} · LeaseLens` : 'LeaseLens';
  }, [title]);
}
