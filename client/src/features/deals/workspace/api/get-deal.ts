import type { OpportunityDetail } from '@common/deal-detail';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dealQueryKey } from '@/lib/deals/query-keys';

export function getDeal(id: number, signal?: AbortSignal): Promise<OpportunityDetail> {
  return api.get<OpportunityDetail>(`/api/opportunities/${id}`, { signal });
}

export const getDealQueryOptions = (id: number) =>
  queryOptions({ queryKey: dealQueryKey(id), queryFn: ({ signal }) => getDeal(id, signal) });

/** One deal record (the deal and the opportunity screens both read it); disabled for an impossible id. */
export function useDeal(id: number | null) {
  return useQuery({ ...getDealQueryOptions(id ?? 0), enabled: id !== null });
}
