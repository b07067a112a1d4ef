import type { OpportunityDetail } from '@common/deal-detail';
import type { StageUpdate } from '@common/deal-edits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dealQueryKey, dealsQueryKey } from './query-keys';

/** The stage, and for a move to Dead why the deal was lost. */
export type UpdateDealStageInput = { id: number } & StageUpdate;

export function updateDealStage({ id, ...change }: UpdateDealStageInput): Promise<OpportunityDetail> {
  return api.patch<OpportunityDetail>(`/api/opportunities/${id}/stage`, change);
}

/**
 * Saves a deal's stage (`{stage}` is sent). The record shows the new stage at once and
 * goes back to the stored one if the call fails; afterwards the record and every deal list
 * refetch, so the pipeline's counts follow. Callers add their toasts through the mutate callbacks.
 */
export function useUpdateDealStage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDealStage,
    onMutate: async ({ id, stage }) => {
      await queryClient.cancelQueries({ queryKey: dealQueryKey(id) });
      const previous = queryClient.getQueryData<OpportunityDetail>(dealQueryKey(id));
      if (previous) queryClient.setQueryData(dealQueryKey(id), { ...previous, stage });
      return { previous };
    },
    onError: (_error, { id }, context) => {
      if (context?.previous) queryClient.setQueryData(dealQueryKey(id), context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(dealQueryKey(saved.id), saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dealsQueryKey }),
  });
}
