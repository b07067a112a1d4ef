import type { StackingSpaceDetails } from '@common/stacking-plan';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { stackingPlanQueryKey } from './query-keys';

export const getStackingSpaceDetailsQueryOptions = (propertyId: number, spaceId: number) =>
  queryOptions({
    queryKey: [...stackingPlanQueryKey, 'space', propertyId, spaceId],
    queryFn: ({ signal }) =>
      api.get<StackingSpaceDetails>(`/api/stacking-plan/${propertyId}/spaces/${spaceId}`, { signal }),
  });

/** The Space Details accordions of one suite, loaded when its dialog opens. */
export function useStackingSpaceDetails(propertyId: number, spaceId: number | null) {
  return useQuery({
    ...getStackingSpaceDetailsQueryOptions(propertyId, spaceId ?? 0),
    enabled: spaceId !== null,
  });
}
