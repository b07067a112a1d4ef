import type { OpportunityDetail } from '@common/deal-detail';
import type { CreateDealInput } from '@common/deal-edits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dealsQueryKey } from '@/lib/deals/query-keys';

export function createDeal(input: CreateDealInput): Promise<OpportunityDetail> {
  return api.post<OpportunityDetail>('/api/opportunities', input);
}

/** Adds a deal; every deal list, count and facet refreshes. */
export function useCreateDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dealsQueryKey }),
  });
}
