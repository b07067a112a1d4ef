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

const activeOnly = (leases: PlacedLease[]) => leases.filter((lease) => lease.status === 'active');

/** Every lease in the building (Leases tab); disabled for no building. */
export function usePropertyLeases(propertyId: number | null, enabled = true) {
  return useQuery({
    ...getPropertyLeasesQueryOptions(propertyId ?? 0),
    enabled: enabled && propertyId !== null,
  });
}

/** The active leases of a building (the option form's Lease field: the holder of the option). */
export function useActivePropertyLeases(propertyId: number | null) {
  return useQuery({
    ...getPropertyLeasesQueryOptions(propertyId ?? 0),
    enabled: propertyId !== null,
    select: activeOnly,
  });
}
