import type { DealUpdate } from '@common/opportunities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dealsQueryKey } from '@/lib/deals/query-keys';

export type PostDealUpdateInput = { id: number; content: string; isTour: boolean };

export function postDealUpdate({ id, content, isTour }: PostDealUpdateInput): Promise<DealUpdate> {
  return api.post<DealUpdate>(`/api/opportunities/${id}/updates`, { content, isTour });
}

/**
 * Posts a note (or a logged tour). It moves the deal's last activity and the pipeline's Comment
 * column, so every deal query refreshes, the update list with them.
 */
export function usePostDealUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDealUpdate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dealsQueryKey }),
  });
}
