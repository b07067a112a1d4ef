import type { OptionCounters } from '@common/options';
import { formatNumber } from '@/lib/format-number';

export type OptionCounterListProps = { counters: OptionCounters | undefined };

const figures: { key: keyof OptionCounters; label: string }[] = [
  { key: 'renewals', label: 'Renewals' },
  { key: 'terminations', label: 'Terminations' },
  { key: 'expansions', label: 'Expansions' },
  { key: 'rofo', label: 'ROFO' },
  { key: 'rofr', label: 'ROFR' },
];

/** The Options screen's summary counters, over every option matching the filters (not just the page). */
export function OptionCounterList({ counters }: OptionCounterListProps) {
  return (
    <ul aria-label="Summary" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {figures.map((figure) => (
        <li
          key={figure.key}
          aria-label={figure.label}
          className="flex flex-col gap-1 rounded-xl border border-border bg-card px-4 py-3 shadow-xs"
        >
          <span className="text-muted-foreground text-xs">{figure.label}</span>
          <span className="font-semibold text-xl tabular-nums">
            {counters ? formatNumber(counters[figure.key]) : '—'}
          </span>
        </li>
      ))}
    </ul>
  );
}
