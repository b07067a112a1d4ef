import type { BulkDealAction, BulkDealResult } from '@common/deal-bulk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dealsQueryKey } from '@/lib/deals/query-keys';

export function bulkUpdateDeals(action: BulkDealAction): Promise<BulkDealResult> {
  return api.post<BulkDealResult>('/api/opportunities/bulk', action);
}

/** One change to every selected deal, all or nothing; every deal list and record refetches after. */
export function useBulkUpdateDeals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkUpdateDeals,
    onSettled: () => queryClient.invalidateQueries({ queryKey: dealsQueryKey }),
  });
}
