import type { RenewLeaseResponse } from '@common/leases';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dealsQueryKey } from '@/lib/deals/query-keys';

export function renewLease(id: number): Promise<RenewLeaseResponse> {
  return api.post<RenewLeaseResponse>(`/api/leases/${id}/renew`);
}

/** Creates the renewal deal for a lease (409 while an open renewal exists); deal lists refresh. */
export function useRenewLease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewLease,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dealsQueryKey }),
  });
}
