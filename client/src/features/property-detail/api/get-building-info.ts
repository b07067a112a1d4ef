import type { BuildingInfo } from '@common/listings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getListings } from './listings-request';

export function getBuildingInfo(buildingId: number, signal?: AbortSignal): Promise<BuildingInfo> {
  return getListings<BuildingInfo>(`/api/listings/buildings/${buildingId}`, signal);
}

export const getBuildingInfoQueryOptions = (buildingId: number) =>
  queryOptions({
    queryKey: ['listings', 'buildings', buildingId],
    queryFn: ({ signal }) => getBuildingInfo(buildingId, signal),
  });

/** Gated on a building id being present. */
export function useBuildingInfo(buildingId: number | undefined) {
  return useQuery({ ...getBuildingInfoQueryOptions(buildingId ?? 0), enabled: buildingId !== undefined });
}
