import { expenseBasisLabels } from '@common/expense-bases';
import type { LeaseCompBasisSummary, LeaseCompSummary } from '@common/lease-comps';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber, formatRentPsf } from '@/lib/format-number';

export type LeaseCompSummaryCardsProps = { summary: LeaseCompSummary | undefined };

/**
 * Over every matching comp (not just the rows shown): how many there are, then one card per expense
 * basis with its own count and average rates. Gross rents include operating expenses and net rents do
 * not, so rates of different bases are never averaged together; a basis with no match has no card.
 */
export function LeaseCompSummaryCards({ summary }: LeaseCompSummaryCardsProps) {
  return (
    <ul aria-label="Summary" className="flex flex-col gap-3 lg:flex-row">
      <li aria-label="Comps" className="lg:w-36 lg:shrink-0">
        <Card className="h-full">
          <CardContent className="flex flex-col gap-1 pt-4">
            <span className="text-muted-foreground text-xs">Comps</span>
            <span className="font-semibold text-xl tabular-nums">
              {summary ? formatNumber(summary.count) : ''}
            </span>
          </CardContent>
        </Card>
      </li>
      {summary ? (
        summary.byBasis.map((group) => <BasisCard key={group.basis} group={group} />)
      ) : (
        <li aria-hidden="true" className="lg:flex-1">
          <Skeleton className="h-24 w-full rounded-xl" />
        </li>
      )}
    </ul>
  );
}

/** "1 comp", "3 comps". */
const compCount = (count: number) => `${formatNumber(count)} ${count === 1 ? 'comp' : 'comps'}`;

/** One basis: its label, how many comps it has and their average rates. */
function BasisCard({ group }: { group: LeaseCompBasisSummary }) {
  const label = expenseBasisLabels[group.basis];
  const rates = [
    { label: 'Avg starting rate', value: group.avgStartingPsf },
    { label: 'Avg average rate', value: group.avgAveragePsf },
    { label: 'Avg effective rate', value: group.avgEffectivePsf },
  ];
  return (
    <li aria-label={label} className="min-w-0 lg:max-w-2xl lg:flex-1">
      <Card className="h-full">
        <CardContent className="flex flex-col gap-3 pt-4">
          <div className="flex items-baseline justify-between gap-2">
            <span className="font-semibold">{label}</span>
            <span className="text-muted-foreground text-sm tabular-nums">{compCount(group.count)}</span>
          </div>
          <ul className="grid grid-cols-3 gap-3">
            {rates.map((rate) => (
              <li key={rate.label} aria-label={rate.label} className="flex min-w-0 flex-col gap-1">
                <span className="text-muted-foreground text-xs">{rate.label}</span>
                <span className="font-semibold text-xl tabular-nums">{formatRentPsf(rate.value)}</span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </li>
  );
}
