import { useLayoutEffect, useRef, useState } from 'react';

export type VirtualRowsOptions = {
  count: number;
  /** Every row's fixed height in px. */
  rowHeight: number;
  /** Rows rendered beyond each edge of the viewport. */
  overscan?: number;
  /** Viewport height assumed before it is measured (and where layout is absent, as in jsdom). */
  fallbackHeight?: number;
};

export type VirtualWindow = { start: number; end: number; paddingTop: number; paddingBottom: number };

/** Which rows of `count` a viewport of `height` scrolled to `scrollTop` shows, with overscan. */
export function virtualWindow(
  count: number,
  rowHeight: number,
  scrollTop: number,
  height: number,
  overscan: number,
): VirtualWindow {
  const start = Math.min(count, Math.max(0, Math.floor(scrollTop / rowHeight) - overscan));
  const end = Math.min(count, Math.ceil((scrollTop + height) / rowHeight) + overscan);
  return { start, end, paddingTop: start * rowHeight, paddingBottom: Math.max(0, count - end) * rowHeight };
}

/**
 * Windowing for a long list in its own scroll container: only the rows in view (plus overscan) are
 * rendered, spacers stand in for the rest. Attach `scrollRef` to the scrolling element.
 */
export function useVirtualRows({
  count,
  rowHeight,
  overscan = 10,
  fallbackHeight = 640,
}: VirtualRowsOptions) {
  const scrollRef = useRef<HTMLElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [height, setHeight] = useState(fallbackHeight);

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const measure = () => setHeight(element.clientHeight || fallbackHeight);
    const handleScroll = () => setScrollTop(element.scrollTop);
    measure();
    element.addEventListener('scroll', handleScroll, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      element.removeEventListener('scroll', handleScroll);
      observer.disconnect();
    };
  }, [fallbackHeight]);

  return { scrollRef, ...virtualWindow(count, rowHeight, scrollTop, height, overscan) };
}
