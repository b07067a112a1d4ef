import type { ApprovalGateSetting } from '@common/proposal-rounds';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const approvalGateQueryKey = ['settings', 'approval-gate'] as const;

export function getApprovalGate(signal?: AbortSignal): Promise<ApprovalGateSetting> {
  return api.get<ApprovalGateSetting>('/api/settings/approval-gate', { signal });
}

export const getApprovalGateQueryOptions = () =>
  queryOptions({ queryKey: approvalGateQueryKey, queryFn: ({ signal }) => getApprovalGate(signal) });

/** Whether a deal needs an approved proposal to move past LOI (the organisation's setting). */
export function useApprovalGate() {
  return useQuery(getApprovalGateQueryOptions());
}

export function saveApprovalGate(input: ApprovalGateSetting): Promise<ApprovalGateSetting> {
  return api.put<ApprovalGateSetting>('/api/settings/approval-gate', input);
}

/** Admins only (the server answers 403 to anyone else); the stored value replaces the cached one. */
export function useSaveApprovalGate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveApprovalGate,
    onSuccess: (saved) => queryClient.setQueryData(approvalGateQueryKey, saved),
  });
}
