import type { OpportunityDetail } from '@common/deal-detail';
import type { UpdateDealInput } from '@common/deal-edits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dealQueryKey, dealsQueryKey } from '@/lib/deals/query-keys';

export type UpdateDealRequest = { id: number; changes: UpdateDealInput };

export function updateDeal({ id, changes }: UpdateDealRequest): Promise<OpportunityDetail> {
  return api.patch<OpportunityDetail>(`/api/opportunities/${id}`, changes);
}

/**
 * Saves edits to a deal record (Edit Deal, the opportunity screen's Edit/Save). The saved record
 * replaces the cached one at once; then every deal query refetches, so the pipeline follows.
 */
export function useUpdateDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDeal,
    onSuccess: (saved) => {
      queryClient.setQueryData(dealQueryKey(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: dealsQueryKey });
    },
  });
}
