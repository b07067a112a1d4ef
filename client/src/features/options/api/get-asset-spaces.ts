import type { PlacedLease, PropertyFloor } from '@common/spaces';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type SuiteOption = { id: number; suite: string; floorNumber: number };

export async function getAssetSuites(propertyId: number, signal?: AbortSignal): Promise<SuiteOption[]> {
  const floors = await api.get<PropertyFloor[]>(`/api/properties/${propertyId}/spaces`, { signal });
  return floors.flatMap((floor) =>
    floor.spaces.map((space) => ({ id: space.id, suite: space.suite, floorNumber: floor.number })),
  );
}

export function getAssetLeases(propertyId: number, signal?: AbortSignal): Promise<PlacedLease[]> {
  return api.get<PlacedLease[]>(`/api/properties/${propertyId}/leases`, { signal });
}

/** The suites of a building (the form's Suite field). */
export function useAssetSuites(propertyId: number | null) {
  return useQuery({
    ...queryOptions({
      queryKey: ['properties', 'detail', propertyId ?? 0, 'suites'],
      queryFn: ({ signal }) => getAssetSuites(propertyId ?? 0, signal),
    }),
    enabled: propertyId !== null,
  });
}

/** The active leases of a building (the form's Lease field: the holder of the option). */
export function useAssetLeases(propertyId: number | null) {
  return useQuery({
    ...queryOptions({
      queryKey: ['properties', 'detail', propertyId ?? 0, 'leases'],
      queryFn: ({ signal }) => getAssetLeases(propertyId ?? 0, signal),
    }),
    enabled: propertyId !== null,
    select: (leases) => leases.filter((lease) => lease.status === 'active'),
  });
}
