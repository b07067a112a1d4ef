import type { BuildingHealth } from '@common/risk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { buildingHealthQueryKey } from './query-keys';

export function getBuildingHealth(propertyId: number, signal?: AbortSignal): Promise<BuildingHealth> {
  return api.get<BuildingHealth>(`/api/risk/properties/${propertyId}/health`, { signal });
}

export const getBuildingHealthQueryOptions = (propertyId: number) =>
  queryOptions({
    queryKey: buildingHealthQueryKey(propertyId),
    queryFn: ({ signal }) => getBuildingHealth(propertyId, signal),
  });

/** The building's health from its tenants' surveys, vacancy and expirations. */
export function useBuildingHealth(propertyId: number) {
  return useQuery(getBuildingHealthQueryOptions(propertyId));
}
