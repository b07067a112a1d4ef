import type { ActionPlanRecord, ActionPlanStatusUpdate } from '@common/risk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { riskQueryKey } from './query-keys';

export type UpdateActionPlanRequest = { id: number; changes: ActionPlanStatusUpdate };

export function updateActionPlan({ id, changes }: UpdateActionPlanRequest): Promise<ActionPlanRecord> {
  return api.patch<ActionPlanRecord>(`/api/action-plans/${id}`, changes);
}

/** Sets a plan's status (e.g. done); the plan list and the sentiment card refresh. */
export function useUpdateActionPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateActionPlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: riskQueryKey }),
  });
}
