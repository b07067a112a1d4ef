import type { OpportunityDetail } from '@common/deal-detail';
import { stageProbability } from '@common/deal-history';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useUpdateDeal } from './api/update-deal';
import { reportDealWriteFailure } from './deal-write-failure';

export type ProbabilityStatProps = { deal: OpportunityDetail };

/**
 * The deal's probability and where it comes from: its stage, or a figure someone set by hand (Edit
 * Deal), which 'Follow the stage' gives up.
 */
export function ProbabilityStat({ deal }: ProbabilityStatProps) {
  const updateDeal = useUpdateDeal();
  const queryClient = useQueryClient();

  const handleFollow = () =>
    updateDeal.mutate(
      { id: deal.id, changes: { probabilityFollowsStage: true, version: deal.version } },
      {
        onSuccess: (saved) =>
          toast({
            title: 'Probability follows the stage',
            description: `It is ${saved.probability}% now, and moves with the stage.`,
          }),
        onError: (error) => reportDealWriteFailure(queryClient, 'Probability not changed', error),
      },
    );

  return (
    <div className="flex flex-col gap-0.5">
      <p className="font-semibold text-foreground text-lg">{deal.probability}%</p>
      {deal.probabilityByHand ? (
        <div className="flex flex-wrap items-center gap-x-2 text-xs">
          <span className="text-muted-foreground">Set by hand (stage: {stageProbability[deal.stage]}%)</span>
          <Button
            variant="link"
            size="sm"
            className="h-auto px-0 text-xs"
            onClick={handleFollow}
            disabled={updateDeal.isPending}
          >
            Follow the stage
          </Button>
        </div>
      ) : (
        <span className="text-muted-foreground text-xs">Follows the stage</span>
      )}
    </div>
  );
}
