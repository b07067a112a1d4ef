import { cn } from '@/lib/cn';
import type { LegendItem } from './chart-data';

export type ChartLegendProps = { items: LegendItem[]; className?: string };

/** The series of a chart: a swatch (or a line) and its name, wrapping on narrow screens. */
export function ChartLegend({ items, className }: ChartLegendProps) {
  if (items.length === 0) return null;
  return (
    <ul
      aria-label="Legend"
      className={cn('flex flex-wrap gap-x-4 gap-y-1.5 text-slate-700 text-xs', className)}
    >
      {items.map((item) => (
        <li key={item.name} className="flex min-w-0 items-center gap-1.5">
          <span
            aria-hidden="true"
            className={cn(
              'inline-block shrink-0',
              item.line ? 'h-0.5 w-4 rounded-full' : 'size-3 rounded-sm',
            )}
            style={{ backgroundColor: item.colour }}
          />
          <span className="truncate">{item.name}</span>
        </li>
      ))}
    </ul>
  );
}
