import type { DealStage } from '@common/deal-stages';
import type { DealListItem } from '@common/opportunities';
import { useCallback, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { useUpdateDealStage } from '@/lib/deals/update-deal-stage';
import { rowStageLabel } from './pipeline-stages';

/** A stage picked but not yet confirmed: the deal as the server last sent it, and where it is going. */
export type PendingStage = { deal: DealListItem; to: DealStage };

/**
 * Saves a stage picked in a row or on the board. The deal shows in its new stage at once; on failure
 * it goes back with the spec's toast (§8). The pending change is kept until the lists have refetched
 * (the shared hook refreshes them before its promise settles), so the row never flickers back.
 */
export function usePipelineStageChange() {
  const updateStage = useUpdateDealStage();
  const [pending, setPending] = useState<ReadonlyMap<number, PendingStage>>(new Map());

  const changeStage = useCallback(
    (deal: DealListItem, to: DealStage) => {
      if (deal.stage === to) return;
      setPending((current) => new Map(current).set(deal.id, { deal, to }));
      const settle = () =>
        setPending((current) => {
          const next = new Map(current);
          next.delete(deal.id);
          return next;
        });
      // mutateAsync, not mutate's callbacks: those fire for the latest call only, and two rows may overlap.
      updateStage.mutateAsync({ id: deal.id, stage: to }).then(
        () => {
          settle();
          toast({
            title: 'Deal stage updated',
            description: `Deal is now in the ${rowStageLabel(to)} stage`,
          });
        },
        () => {
          settle();
          toast({
            title: 'Failed to update deal stage',
            description: 'Please try again later',
            variant: 'destructive',
          });
        },
      );
    },
    [updateStage.mutateAsync],
  );

  /** The stage to show for a deal: the pending one while its save runs. */
  const stageOf = useCallback(
    (deal: DealListItem): DealStage => pending.get(deal.id)?.to ?? deal.stage,
    [pending],
  );

  const isPending = useCallback((id: number) => pending.has(id), [pending]);

  return { pending, changeStage, stageOf, isPending };
}
