import { type AgeingBucket, ageingBucketLabels, ageingBuckets } from '@common/deal-ageing';
import type { DealStage } from '@common/deal-stages';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatMediumDate } from '@/lib/format-date';
import { formatNumber } from '@/lib/format-number';
import { countOf, type StageCounts, stageStrip, summaryCards } from './pipeline-stages';

export type PipelineSummaryProps = {
  /** Counts per stage over the deals matching every filter but the stage; undefined while loading. */
  stageCounts: StageCounts | undefined;
  ageing: Record<AgeingBucket, number> | undefined;
  /** The stages filtered on: each shows pressed. */
  activeStages: readonly DealStage[];
  /** A stage picked in the strip. */
  onPickStage: (stage: DealStage) => void;
};

const figure = (value: number | undefined) =>
  value === undefined ? <Skeleton className="h-7 w-10" /> : formatNumber(value);

const ageingTones: Record<AgeingBucket, string> = {
  under30: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  from30to59: 'bg-sky-50 text-sky-800 ring-sky-200',
  from60to90: 'bg-amber-50 text-amber-800 ring-amber-200',
  over90: 'bg-red-50 text-red-800 ring-red-200',
};

/** The four summary cards, the stage strip (idle included) and the 'Deal pipeline' ageing bar. */
export function PipelineSummary({ stageCounts, ageing, activeStages, onPickStage }: PipelineSummaryProps) {
  return (
    <div className="flex flex-col gap-4">
      <section aria-label="Deal summary" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {summaryCards.map((card) => (
          <Card key={card.label} className="flex flex-col gap-1 p-4">
            <h2 className="text-muted-foreground text-xs font-medium">{card.label}</h2>
            <div className="font-semibold text-2xl text-slate-900 tabular-nums">
              {figure(stageCounts && countOf(stageCounts, card.stages))}
            </div>
          </Card>
        ))}
      </section>

      <nav
        aria-label="Deal stages"
        className="min-w-0 overflow-x-auto rounded-xl border border-border bg-card"
      >
        <ul className="flex min-w-max divide-x divide-border">
          {stageStrip.map(({ stage, label }) => {
            const active = activeStages.includes(stage);
            return (
              <li key={stage} className="flex-1">
                <button
                  type="button"
                  aria-pressed={active}
                  onClick={() => onPickStage(stage)}
                  className={cn(
                    'flex w-full min-w-24 cursor-pointer flex-col items-center gap-0.5 px-3 py-2.5 transition-colors hover:bg-muted',
                    active && 'bg-primary-soft text-primary-soft-foreground',
                  )}
                >
                  <span className="font-semibold text-lg tabular-nums">
                    {stageCounts ? formatNumber(stageCounts[stage] ?? 0) : '…'}
                  </span>
                  <span className="whitespace-nowrap text-muted-foreground text-xs">{label}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </nav>

      <section
        aria-label="Deal pipeline"
        className="flex flex-col gap-3 rounded-xl border border-border bg-card px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <h2 className="font-semibold text-foreground text-sm">Deal pipeline</h2>
          <p className="text-muted-foreground text-xs">
            Last updated{' '}
            <time dateTime={new Date().toISOString().slice(0, 10)}>{formatMediumDate(new Date())}</time>
          </p>
        </div>
        <ul aria-label="Deal ageing" className="flex flex-wrap gap-2">
          {ageingBuckets.map((bucket) => (
            <li
              key={bucket}
              className={cn(
                'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs ring-1 ring-inset',
                ageingTones[bucket],
              )}
            >
              <span className="font-semibold tabular-nums">
                {ageing ? formatNumber(ageing[bucket]) : '…'}
              </span>
              <span>{ageingBucketLabels[bucket]}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
