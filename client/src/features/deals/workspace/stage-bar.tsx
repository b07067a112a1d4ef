import {
  dealStageForStep,
  type OpportunityStage,
  opportunityStageLabels,
  opportunityStageOf,
  opportunityStages,
} from '@common/opportunity-steps';
import { Check, X } from 'lucide-react';
import { DisabledReason } from '@/components/ui/disabled-reason';
import { cn } from '@/lib/cn';
import {
  type BarDeal,
  closedWonAfterLostReason,
  isStepDisabled,
  isStepFilled,
  lostAtStep,
  stepFillClasses,
} from './stage-bar-rules';

export type StageBarProps = {
  deal: BarDeal;
  disabled: boolean;
  /** A step was picked: the deal stage it stands for (`dealStageForStep`). */
  onSelect: (stage: (typeof dealStageForStep)[OpportunityStage]) => void;
};

/** Six clickable steps, the deal stage shown as the step it belongs to. */
export function StageBar({ deal, disabled, onSelect }: StageBarProps) {
  const current = opportunityStageOf(deal.stage);
  const lostAt = lostAtStep(deal);

  return (
    <nav aria-label="Opportunity stage" className="min-w-0">
      <ol className="grid grid-cols-3 gap-1.5 sm:grid-cols-6">
        {opportunityStages.map((step) => {
          const filled = isStepFilled(step, deal);
          const isCurrent = step === current;
          const stepDisabled = isStepDisabled(step, deal);
          return (
            <li key={step} className="min-w-0">
              <DisabledReason reason={stepDisabled ? closedWonAfterLostReason : null} className="flex w-full">
                <button
                  type="button"
                  aria-current={isCurrent ? 'step' : undefined}
                  data-filled={filled ? 'true' : 'false'}
                  disabled={stepDisabled || disabled}
                  onClick={() => {
                    if (!isCurrent) onSelect(dealStageForStep[step]);
                  }}
                  className={cn(
                    'group flex w-full cursor-pointer flex-col gap-1.5 rounded-md px-1 py-1.5 text-left transition-colors',
                    'hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary/50',
                    'disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent',
                  )}
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'h-2 w-full rounded-full',
                      filled ? stepFillClasses[current] : 'bg-slate-200',
                    )}
                  />
                  <span
                    className={cn(
                      'flex items-center gap-1 truncate text-xs',
                      isCurrent ? 'font-semibold text-foreground' : 'text-muted-foreground',
                    )}
                  >
                    {step === lostAt ? (
                      <X aria-hidden="true" className="size-3 shrink-0 text-red-600" />
                    ) : filled && !isCurrent ? (
                      <Check aria-hidden="true" className="size-3 shrink-0" />
                    ) : null}
                    {opportunityStageLabels[step]}
                  </span>
                </button>
              </DisabledReason>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
