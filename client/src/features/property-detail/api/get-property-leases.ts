import type { PlacedLease } from '@common/spaces';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getPropertyLeases(propertyId: number, signal?: AbortSignal): Promise<PlacedLease[]> {
  return api.get<PlacedLease[]>(`/api/properties/${propertyId}/leases`, { signal });
}

export const getPropertyLeasesQueryOptions = (propertyId: number) =>
  queryOptions({
    queryKey: ['properties', 'detail', propertyId, 'leases'],
    queryFn: ({ signal }) => getPropertyLeases(propertyId, signal),
  });

/** Every lease in the building (Leases tab). */
export function usePropertyLeases(propertyId: number, enabled = true) {
  return useQuery({ ...getPropertyLeasesQueryOptions(propertyId), enabled });
}
