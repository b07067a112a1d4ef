import type { PropertyTenant } from '@common/tenants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getPropertyTenants(propertyId: number, signal?: AbortSignal): Promise<PropertyTenant[]> {
  return api.get<PropertyTenant[]>(`/api/properties/${propertyId}/tenants`, { signal });
}

export const getPropertyTenantsQueryOptions = (propertyId: number) =>
  queryOptions({
    queryKey: ['properties', 'detail', propertyId, 'tenants'],
    queryFn: ({ signal }) => getPropertyTenants(propertyId, signal),
  });

/** The building's tenants with their leases here (Tenants tab). */
export function usePropertyTenants(propertyId: number, enabled = true) {
  return useQuery({ ...getPropertyTenantsQueryOptions(propertyId), enabled });
}
