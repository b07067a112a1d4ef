import {
  floorSegments,
  hasActiveStackingFilters,
  matchesStackingFilters,
  type StackingFilters,
  type StackingSegment,
} from '@common/stacking-layout';
import type { StackingFloor, StackingPlan, StackingSpace } from '@common/stacking-plan';
import { useMemo } from 'react';

export type FloorLayout = { floor: StackingFloor; segments: StackingSegment[] };

/** Floors (highest first) with their segments: derived once per plan, not on every render. */
export function floorLayouts(plan: StackingPlan): FloorLayout[] {
  return [...plan.floors]
    .sort((a, b) => b.number - a.number)
    .map((floor) => ({ floor, segments: floorSegments(floor) }));
}

export function useFloorLayouts(plan: StackingPlan | undefined): FloorLayout[] {
  return useMemo(() => (plan ? floorLayouts(plan) : []), [plan]);
}

/** Ids of the suites the filters keep; null when no filter is set (everything stays). */
export function useMatchedSpaces(
  plan: StackingPlan | undefined,
  filters: StackingFilters,
): Set<number> | null {
  return useMemo(() => {
    if (!plan || !hasActiveStackingFilters(filters)) return null;
    const matched = new Set<number>();
    for (const floor of plan.floors) {
      for (const space of floor.spaces) {
        if (matchesStackingFilters(space, filters, plan.today)) matched.add(space.id);
      }
    }
    return matched;
  }, [plan, filters]);
}

export const allSpaces = (plan: StackingPlan): StackingSpace[] =>
  plan.floors.flatMap((floor) => floor.spaces);
