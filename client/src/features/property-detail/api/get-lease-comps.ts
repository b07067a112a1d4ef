import type { LeaseComp } from '@common/listings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getListings } from './listings-request';

export function getLeaseComps(buildingId: number, signal?: AbortSignal): Promise<LeaseComp[]> {
  return getListings<LeaseComp[]>(`/api/listings/lease-comps?building_id=${buildingId}`, signal);
}

export const getLeaseCompsQueryOptions = (buildingId: number) =>
  queryOptions({
    queryKey: ['listings', 'lease-comps', buildingId],
    queryFn: ({ signal }) => getLeaseComps(buildingId, signal),
  });

/** Gated on a building id being present. */
export function useLeaseComps(buildingId: number | undefined) {
  return useQuery({ ...getLeaseCompsQueryOptions(buildingId ?? 0), enabled: buildingId !== undefined });
}
