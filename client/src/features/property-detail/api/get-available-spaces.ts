import { type AvailableSpace, availableSpacesSearchParams } from '@common/listings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getListings } from './listings-request';

export function getAvailableSpaces(buildingId: number, signal?: AbortSignal): Promise<AvailableSpace[]> {
  const params = availableSpacesSearchParams({ building_id: buildingId });
  return getListings<AvailableSpace[]>(`/api/listings/available-spaces?${params}`, signal);
}

export const getAvailableSpacesQueryOptions = (buildingId: number) =>
  queryOptions({
    queryKey: ['listings', 'available-spaces', buildingId],
    queryFn: ({ signal }) => getAvailableSpaces(buildingId, signal),
  });

/** Gated on a building id for the property screen. */
export function useAvailableSpaces(buildingId: number | undefined) {
  return useQuery({ ...getAvailableSpacesQueryOptions(buildingId ?? 0), enabled: buildingId !== undefined });
}
