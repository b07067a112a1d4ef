import type { StackingPlan } from '@common/stacking-plan';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { api } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { getStackingBuildingsQueryOptions } from './get-stacking-buildings';
import { stackingPlanQueryKey } from './query-keys';

export const getStackingPlanQueryOptions = (propertyId: number) =>
  queryOptions({
    queryKey: [...stackingPlanQueryKey, 'plan', propertyId],
    queryFn: ({ signal }) => api.get<StackingPlan>(`/api/stacking-plan/${propertyId}`, { signal }),
  });

/** One building's floors, suites and in-place leases (filtered on the client). */
export function useStackingPlan(propertyId: number | null) {
  return useQuery({ ...getStackingPlanQueryOptions(propertyId ?? 0), enabled: propertyId !== null });
}

/**
 * The route's loader: starts fetching the plan (and the building list) as the route matches, while
 * the session check and the screen's code are still loading, instead of after the first render.
 * Without a building in the URL the screen shows the first of the list, so its plan follows the list.
 */
export function stackingPlanLoader({ request }: LoaderFunctionArgs): null {
  const building = new URL(request.url).searchParams.get('building') ?? '';
  const prefetchPlan = (id: number) => queryClient.prefetchQuery(getStackingPlanQueryOptions(id));
  if (/^[1-9]\d{0,9}$/.test(building)) void prefetchPlan(Number(building));
  const buildings = queryClient.fetchQuery(getStackingBuildingsQueryOptions());
  if (!building)
    buildings.then(
      (list) => list.items[0] && prefetchPlan(list.items[0].id),
      () => undefined, // the screen shows the failure when it asks again
    );
  else buildings.catch(() => undefined);
  return null;
}
