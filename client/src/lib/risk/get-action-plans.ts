import type { ActionPlanListItem } from '@common/risk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { actionPlansQueryKey } from './query-keys';

export function getActionPlans(tenantId: number, signal?: AbortSignal): Promise<ActionPlanListItem[]> {
  return api.get<ActionPlanListItem[]>(`/api/action-plans?tenantId=${tenantId}`, { signal });
}

export const getActionPlansQueryOptions = (tenantId: number) =>
  queryOptions({
    queryKey: actionPlansQueryKey(tenantId),
    queryFn: ({ signal }) => getActionPlans(tenantId, signal),
  });

/** The tenant's action plans. */
export function useActionPlans(tenantId: number) {
  return useQuery(getActionPlansQueryOptions(tenantId));
}
