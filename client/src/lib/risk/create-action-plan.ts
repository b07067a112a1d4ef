import type { ActionPlanRecord, ActionPlanValues } from '@common/risk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { createActionPlanMutationKey, riskQueryKey } from './query-keys';

export function createActionPlan(input: ActionPlanValues): Promise<ActionPlanRecord> {
  return api.post<ActionPlanRecord>('/api/action-plans', input);
}

/** Files an action plan; the tenant's sentiment card ('Action plan in progress') and plan list refresh. */
export function useCreateActionPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: createActionPlanMutationKey,
    mutationFn: createActionPlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: riskQueryKey }),
  });
}
