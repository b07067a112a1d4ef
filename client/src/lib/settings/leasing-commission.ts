import type { LeasingCommissionDefault } from '@common/settings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const leasingCommissionQueryKey = ['settings', 'leasing-commission'] as const;

export function getLeasingCommissionDefault(signal?: AbortSignal): Promise<LeasingCommissionDefault> {
  return api.get<LeasingCommissionDefault>('/api/settings/leasing-commission', { signal });
}

export const getLeasingCommissionDefaultQueryOptions = () =>
  queryOptions({
    queryKey: leasingCommissionQueryKey,
    queryFn: ({ signal }) => getLeasingCommissionDefault(signal),
  });

/** The organisation's default leasing commission (%): what new lease terms start with. */
export function useLeasingCommissionDefault() {
  return useQuery(getLeasingCommissionDefaultQueryOptions());
}

export function saveLeasingCommissionDefault(
  input: LeasingCommissionDefault,
): Promise<LeasingCommissionDefault> {
  return api.put<LeasingCommissionDefault>('/api/settings/leasing-commission', input);
}

/** Admins only (the server answers 403 to anyone else); the stored value replaces the cached one. */
export function useSaveLeasingCommissionDefault() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLeasingCommissionDefault,
    onSuccess: (saved) => queryClient.setQueryData(leasingCommissionQueryKey, saved),
  });
}
