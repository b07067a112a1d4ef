import type { DealListItem } from '@common/deal-list';
import type { DealStage } from '@common/deal-stages';
import { useCallback, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { useUpdateDealStage } from '@/lib/deals/update-deal-stage';
import { errorText } from '@/lib/error-text';
import type { LostReason, LostReasonDialogProps } from './lost-reason-dialog';
import { rowStageLabel } from './pipeline-stages';

/** A stage picked but not yet confirmed: the deal as the server last sent it, and where it is going. */
export type PendingStage = { deal: DealListItem; to: DealStage };

/** What a refused save says: the server's reason for a refusal (the approval gate), else 'Please try again later'. */
export function failureText(error: unknown): string {
  return errorText(error, 'Please try again later');
}

/**
 * Saves a stage picked in a row, a card or by a drop on the board. The deal shows in its new stage at once;
 * on failure it goes back with a 'Failed to update deal stage' toast. A move to Dead first asks why (the
 * dialog's props are `deadDialog`). The pending change is kept until the lists have refetched (the shared
 * hook refreshes them before its promise settles), so the row never flickers back.
 */
export function usePipelineStageChange() {
  const updateStage = useUpdateDealStage();
  const [pending, setPending] = useState<ReadonlyMap<number, PendingStage>>(new Map());
  const [dying, setDying] = useState<DealListItem | null>(null);

  const save = useCallback(
    (deal: DealListItem, to: DealStage, reason?: LostReason) => {
      setPending((current) => new Map(current).set(deal.id, { deal, to }));
      const settle = () =>
        setPending((current) => {
          const next = new Map(current);
          next.delete(deal.id);
          return next;
        });
      // mutateAsync, not mutate's callbacks: those fire for the latest call only, and two rows may overlap.
      updateStage.mutateAsync({ id: deal.id, stage: to, ...reason }).then(
        () => {
          settle();
          toast({
            title: 'Deal stage updated',
            description: `Deal is now in the ${rowStageLabel(to)} stage`,
          });
        },
        (error: unknown) => {
          settle();
          toast({
            title: 'Failed to update deal stage',
            description: failureText(error),
            variant: 'destructive',
          });
        },
      );
    },
    [updateStage.mutateAsync],
  );

  const changeStage = useCallback(
    (deal: DealListItem, to: DealStage) => {
      if (deal.stage === to) return;
      if (to === 'dead') setDying(deal);
      else save(deal, to);
    },
    [save],
  );

  const deadDialog: LostReasonDialogProps = {
    subject: dying?.prospectName ?? null,
    onConfirm: (reason) => {
      if (dying) save(dying, 'dead', reason);
      setDying(null);
    },
    onCancel: () => setDying(null),
  };

  /** The stage to show for a deal: the pending one while its save runs. */
  const stageOf = useCallback(
    (deal: DealListItem): DealStage => pending.get(deal.id)?.to ?? deal.stage,
    [pending],
  );

  const isPending = useCallback((id: number) => pending.has(id), [pending]);

  return { pending, changeStage, stageOf, isPending, deadDialog };
}
