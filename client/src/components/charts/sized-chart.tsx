import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';

export type SizedChartProps = {
  height: number;
  /** Draws the chart at the measured width (px). */
  children: (width: number) => ReactNode;
};

/**
 * A box of the chart's height, full width, that draws the chart once it has a width and again as that
 * changes. Until the box is laid out (a hidden tab, a test's DOM without layout) no chart work is done.
 */
export function SizedChart({ height, children }: SizedChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(Math.floor(element.getBoundingClientRect().width));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} className="w-full min-w-0" style={{ height }}>
      {width > 0 ? children(width) : null}
    </div>
  );
}
