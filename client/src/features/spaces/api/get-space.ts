import type { SpaceDetail } from '@common/spaces';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { spacesQueryKey } from './get-spaces';

export function getSpace(id: number, signal?: AbortSignal): Promise<SpaceDetail> {
  return api.get<SpaceDetail>(`/api/spaces/${id}`, { signal });
}

export const getSpaceQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...spacesQueryKey, 'detail', id],
    queryFn: ({ signal }) => getSpace(id, signal),
  });

/** One suite with its building, leases and deals; disabled for an id that cannot exist. */
export function useSpace(id: number | null) {
  return useQuery({ ...getSpaceQueryOptions(id ?? 0), enabled: id !== null });
}
