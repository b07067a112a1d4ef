import type { LeaseDetail } from '@common/leases';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { leasesQueryKey } from './get-leases';

/** PATCH /api/leases/:id/owner; null hands the lease back to its building's asset manager. */
export function useSetLeaseOwner(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ownerId: number | null) => api.patch<LeaseDetail>(`/api/leases/${id}/owner`, { ownerId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leasesQueryKey }),
  });
}
