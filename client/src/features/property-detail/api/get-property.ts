import type { PropertyDetail } from '@common/properties';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getProperty(id: number, signal?: AbortSignal): Promise<PropertyDetail> {
  return api.get<PropertyDetail>(`/api/properties/${id}`, { signal });
}

// Under 'properties' so the Assets screen's invalidation after a write refreshes it too.
export const getPropertyQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['properties', 'detail', id],
    queryFn: ({ signal }) => getProperty(id, signal),
  });

/** The property the screen is about; disabled for an id that is not a positive whole number. */
export function useProperty(id: number | null) {
  return useQuery({ ...getPropertyQueryOptions(id ?? 0), enabled: id !== null });
}
