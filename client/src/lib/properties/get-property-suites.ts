import type { PropertyFloor } from '@common/spaces';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type SuiteOption = { id: number; suite: string; floorNumber: number };

export async function getPropertySuites(propertyId: number, signal?: AbortSignal): Promise<SuiteOption[]> {
  const floors = await api.get<PropertyFloor[]>(`/api/properties/${propertyId}/spaces`, { signal });
  return floors.flatMap((floor) =>
    floor.spaces.map((space) => ({ id: space.id, suite: space.suite, floorNumber: floor.number })),
  );
}

export const getPropertySuitesQueryOptions = (propertyId: number) =>
  queryOptions({
    queryKey: ['properties', 'detail', propertyId, 'suites'],
    queryFn: ({ signal }) => getPropertySuites(propertyId, signal),
  });

/** The suites of a building (the option form's Suite field); disabled for no building. */
export function usePropertySuites(propertyId: number | null) {
  return useQuery({ ...getPropertySuitesQueryOptions(propertyId ?? 0), enabled: propertyId !== null });
}
