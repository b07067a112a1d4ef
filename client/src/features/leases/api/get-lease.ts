import type { LeaseDetail } from '@common/leases';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { leasesQueryKey } from './get-leases';

export function getLease(id: number, signal?: AbortSignal): Promise<LeaseDetail> {
  return api.get<LeaseDetail>(`/api/leases/${id}`, { signal });
}

export const getLeaseQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...leasesQueryKey, 'detail', id],
    queryFn: ({ signal }) => getLease(id, signal),
  });

/** One lease with its current rent; disabled for an id that cannot exist. */
export function useLease(id: number | null) {
  return useQuery({ ...getLeaseQueryOptions(id ?? 0), enabled: id !== null });
}
