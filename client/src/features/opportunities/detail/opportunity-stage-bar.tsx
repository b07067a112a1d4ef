import {
  dealStageForStep,
  type OpportunityDetail,
  type OpportunityStage,
  opportunityStageLabels,
  opportunityStageOf,
  opportunityStages,
} from '@common/opportunities';
import { Check } from 'lucide-react';
import { DisabledReason } from '@/components/ui/disabled-reason';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/cn';
import { useUpdateDealStage } from '@/lib/deals/update-deal-stage';
import { closedWonAfterLostReason, isStepDisabled, isStepFilled } from './opportunity-stage-style';

export type OpportunityStageBarProps = { opportunity: OpportunityDetail };

const filledClasses: Record<OpportunityStage, string> = {
  lead: 'bg-blue-600',
  qualified: 'bg-indigo-600',
  proposal: 'bg-amber-500',
  negotiation: 'bg-purple-600',
  'closed-won': 'bg-green-600',
  'closed-lost': 'bg-red-600',
};

/** Spec §2.6 / §4: six clickable steps; a click saves the deal stage the step stands for (decision 3). */
export function OpportunityStageBar({ opportunity }: OpportunityStageBarProps) {
  const updateStage = useUpdateDealStage();
  const current = opportunityStageOf(opportunity.stage);

  const handleSelect = (step: OpportunityStage) => {
    if (step === current || isStepDisabled(step, current)) return;
    updateStage.mutate(
      { id: opportunity.id, stage: dealStageForStep[step] },
      {
        onSuccess: () =>
          toast({
            title: 'Stage Updated',
            description: `The opportunity is now at the ${opportunityStageLabels[step]} stage.`,
          }),
        onError: () =>
          toast({
            title: 'Failed to update stage',
            description: 'Please try again later',
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <nav aria-label="Opportunity stage" className="min-w-0">
      <ol className="grid grid-cols-3 gap-1.5 sm:grid-cols-6">
        {opportunityStages.map((step) => {
          const filled = isStepFilled(step, current);
          const isCurrent = step === current;
          return (
            <li key={step} className="min-w-0">
              <DisabledReason
                reason={isStepDisabled(step, current) ? closedWonAfterLostReason : null}
                className="flex w-full"
              >
                <button
                  type="button"
                  aria-current={isCurrent ? 'step' : undefined}
                  data-filled={filled ? 'true' : 'false'}
                  disabled={isStepDisabled(step, current) || updateStage.isPending}
                  onClick={() => handleSelect(step)}
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
                      filled ? filledClasses[current] : 'bg-slate-200',
                    )}
                  />
                  <span
                    className={cn(
                      'flex items-center gap-1 truncate text-xs',
                      isCurrent ? 'font-semibold text-foreground' : 'text-muted-foreground',
                    )}
                  >
                    {filled && !isCurrent ? <Check aria-hidden="true" className="size-3 shrink-0" /> : null}
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
