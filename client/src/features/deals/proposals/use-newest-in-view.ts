import { type RefObject, useLayoutEffect } from 'react';

/**
 * Scrolls a sideways list of rounds to its end — the newest round — when it first shows and whenever
 * a round is added, so the latest offer is in view and the older ones are a swipe away. `ref` is the
 * scrolling element, or with `inParent` an element whose parent scrolls (a table in its container).
 */
export function useNewestInView(ref: RefObject<HTMLElement | null>, count: number, inParent = false): void {
  useLayoutEffect(() => {
    const element = inParent ? ref.current?.parentElement : ref.current;
    if (element && count > 0) element.scrollLeft = element.scrollWidth;
  }, [ref, count, inParent]);
}
