import type { StackingBuildingList } from '@common/stacking-plan';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { stackingPlanQueryKey } from './query-keys';

export const getStackingBuildingsQueryOptions = () =>
  queryOptions({
    queryKey: [...stackingPlanQueryKey, 'buildings'],
    queryFn: ({ signal }) => api.get<StackingBuildingList>('/api/stacking-plan/buildings', { signal }),
  });

/** Every building, by name: the options of the Building select. */
export function useStackingBuildings() {
  return useQuery(getStackingBuildingsQueryOptions());
}
