import type { CreateTenantInput, TenantRecord } from '@common/tenants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tenantsQueryKey } from './get-tenants';

export function createTenant(input: CreateTenantInput): Promise<TenantRecord> {
  return api.post<TenantRecord>('/api/tenants', input);
}

/** Adds a tenant; the directory, its count and its industry tabs refresh. */
export function useCreateTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTenant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantsQueryKey }),
  });
}
