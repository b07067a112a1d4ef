import {
  type AiOpportunity,
  aiOpportunityRestoredStatus,
  aiOpportunityToasts,
} from '@common/ai-opportunities';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { aiOpportunityListsQueryKey } from './api/query-keys';
import { useUpdateAiOpportunityStatus } from './api/update-ai-opportunity-status';

const failed = {
  title: 'Opportunity not updated',
  description: 'The change could not be saved. Please try again.',
  variant: 'destructive',
} as const;

/** Save, Dismiss (Remove on a saved card, its toast offering Undo), Restore and 'opened' of the cards, with their toasts. */
export function useOpportunityStatus() {
  const change = useUpdateAiOpportunityStatus();
  const queryClient = useQueryClient();
  const view = useUpdateAiOpportunityStatus();

  const save = (opportunity: AiOpportunity) =>
    change.mutate(
      { id: opportunity.id, status: 'saved' },
      { onSuccess: () => toast(aiOpportunityToasts.saved), onError: () => toast(failed) },
    );
  const restore = (opportunity: AiOpportunity) =>
    change.mutate(
      { id: opportunity.id, status: aiOpportunityRestoredStatus },
      { onSuccess: () => toast(aiOpportunityToasts.restored), onError: () => toast(failed) },
    );
  // Undo is Restore, and the list on screen reloads so the card is back where it was.
  const undoDismiss = (opportunity: AiOpportunity) =>
    change.mutate(
      { id: opportunity.id, status: aiOpportunityRestoredStatus },
      {
        onSuccess: () => {
          toast(aiOpportunityToasts.restored);
          void queryClient.invalidateQueries({ queryKey: aiOpportunityListsQueryKey });
        },
        onError: () => toast(failed),
      },
    );
  const remove = (opportunity: AiOpportunity) =>
    change.mutate(
      { id: opportunity.id, status: 'dismissed' },
      {
        onSuccess: () =>
          toast({
            ...aiOpportunityToasts.dismissed,
            action: { label: 'Undo', onClick: () => undoDismiss(opportunity) },
          }),
        onError: () => toast(failed),
      },
    );
  /** Opening a new card marks it viewed, quietly: the 'New' badge goes. */
  const open = (opportunity: AiOpportunity) => {
    if (opportunity.status === 'new') view.mutate({ id: opportunity.id, status: 'viewed' });
  };
  const busyId = change.isPending ? change.variables?.id : undefined;

  return { save, remove, restore, open, busyId };
}
