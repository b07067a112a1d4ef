import type { OpportunityDetail } from '@common/deal-detail';
import { dealLostReasonLabels } from '@common/deal-history';
import { type DealStage, dealStageLabels } from '@common/deal-stages';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { useUpdateDealStage } from '@/lib/deals/update-deal-stage';
import type { LostReason } from '../lost-reason-dialog';
import { reportDealWriteFailure } from './deal-write-failure';

/**
 * The one stage move of the deal screen, behind the bar and the dropdown alike: it sends the version
 * the screen shows; a move to Dead carries its reason and its toast offers Undo, which moves the deal
 * back to where it was (with the version the move answered). A deal changed meanwhile (409) is shown
 * as it now is, with the server's words and its current stage.
 */
export function useStageMove(deal: OpportunityDetail) {
  const updateStage = useUpdateDealStage();
  const queryClient = useQueryClient();

  const handleFailure = (error: unknown) =>
    reportDealWriteFailure(
      queryClient,
      'Failed to update deal stage',
      error,
      (current) => `It is now in ${dealStageLabels[current.stage]}.`,
    );

  const undo = (saved: OpportunityDetail, back: DealStage) =>
    updateStage
      .mutateAsync({ id: saved.id, stage: back, version: saved.version })
      .then(
        () =>
          toast({ title: 'Move undone', description: `Deal is back in the ${dealStageLabels[back]} stage` }),
        handleFailure,
      );

  /** Moves the deal; resolves true once saved (a failure is toasted and resolves false). */
  const move = async (stage: DealStage, lost?: LostReason): Promise<boolean> => {
    if (stage === deal.stage) return true;
    const from = deal.stage;
    try {
      const saved = await updateStage.mutateAsync({ id: deal.id, stage, version: deal.version, ...lost });
      if (stage === 'dead' && lost) {
        toast({
          title: 'Deal moved to Dead',
          description: `Lost at ${dealStageLabels[from]}: ${dealLostReasonLabels[lost.lostReason]}`,
          action: { label: 'Undo', onClick: () => void undo(saved, from) },
        });
      } else {
        toast({
          title: 'Deal stage updated',
          description: `Deal is now in the ${dealStageLabels[stage]} stage`,
        });
      }
      return true;
    } catch (error) {
      handleFailure(error);
      return false;
    }
  };

  return {
    move,
    pending: updateStage.isPending,
    /** The stage to show: the one being saved while the call runs. */
    shownStage: updateStage.isPending ? updateStage.variables.stage : deal.stage,
  };
}
