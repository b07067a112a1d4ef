import type { createdLeaseSchema } from '@common/lease-terms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { dealsQueryKey } from '@/lib/deals/query-keys';

/** The new lease's id (`createdLeaseSchema`). */
export type CreatedLease = z.infer<typeof createdLeaseSchema>;

export function createLease(id: number): Promise<CreatedLease> {
  return api.post<CreatedLease>(`/api/opportunities/${id}/lease`);
}

/** 'Create Lease' on a won deal; the record then carries the lease's id. */
export function useCreateLease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLease,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dealsQueryKey }),
  });
}
