import type { OpportunityDetail, UpdateDealInput } from '@common/opportunities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dealQueryKey, dealsQueryKey } from '@/lib/deals/query-keys';

export type UpdateOpportunityInput = { id: number; changes: UpdateDealInput };

export function updateOpportunity({ id, changes }: UpdateOpportunityInput): Promise<OpportunityDetail> {
  return api.patch<OpportunityDetail>(`/api/opportunities/${id}`, changes);
}

/** Edit/Save: the record shows the saved fields, then every deal list refreshes. */
export function useUpdateOpportunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOpportunity,
    onSuccess: (saved) => {
      queryClient.setQueryData(dealQueryKey(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: dealsQueryKey });
    },
  });
}
