import type { StackingPlan } from '@common/stacking-plan';
import { formatNumber, formatPercent } from '@/lib/format-number';

export type StackingSummaryProps = { building: StackingPlan['building'] };

const share = (sf: number, total: number) => formatPercent(total > 0 ? (sf / total) * 100 : 0);

/** The building's name, address, and total / leased / vacant sf with percentages. */
export function StackingSummary({ building }: StackingSummaryProps) {
  const figures = [
    { label: 'Total', value: `${formatNumber(building.totalSf)} sf`, note: '100%' },
    {
      label: 'Leased',
      value: `${formatNumber(building.leasedSf)} sf`,
      note: share(building.leasedSf, building.totalSf),
    },
    {
      label: 'Vacant',
      value: `${formatNumber(building.vacantSf)} sf`,
      note: share(building.vacantSf, building.totalSf),
    },
  ];
  return (
    <section
      aria-label="Building"
      className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0">
        <h2 className="font-semibold text-lg text-slate-900">{building.name}</h2>
        <p className="text-muted-foreground text-sm">
          {building.address}, {building.city}, {building.state} {building.zipCode}
        </p>
      </div>
      <dl className="grid grid-cols-3 gap-4 sm:gap-8">
        {figures.map((figure) => (
          <div key={figure.label}>
            <dt className="text-muted-foreground text-xs uppercase tracking-wide">{figure.label}</dt>
            <dd className="font-semibold text-slate-900 text-sm">{figure.value}</dd>
            <dd className="text-muted-foreground text-xs">{figure.note}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
