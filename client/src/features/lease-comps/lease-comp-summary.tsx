import type { LeaseCompSummary } from '@common/lease-comps';
import { Card, CardContent } from '@/components/ui/card';
import { formatNumber, formatRentPsf } from '@/lib/format-number';

export type LeaseCompSummaryCardsProps = { summary: LeaseCompSummary | undefined };

/** Count and average rates over every matching comp (not just the rows shown). */
export function LeaseCompSummaryCards({ summary }: LeaseCompSummaryCardsProps) {
  const figures = [
    { label: 'Comps', value: summary ? formatNumber(summary.count) : '' },
    { label: 'Avg starting rate', value: summary ? formatRentPsf(summary.avgStartingPsf) : '' },
    { label: 'Avg average rate', value: summary ? formatRentPsf(summary.avgAveragePsf) : '' },
    { label: 'Avg effective rate', value: summary ? formatRentPsf(summary.avgEffectivePsf) : '' },
  ];
  return (
    <ul aria-label="Summary" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {figures.map((figure) => (
        <li key={figure.label} aria-label={figure.label}>
          <Card>
            <CardContent className="flex flex-col gap-1 pt-4">
              <span className="text-muted-foreground text-xs">{figure.label}</span>
              <span className="font-semibold text-xl tabular-nums">{figure.value}</span>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
