export const stackingPlanQueryKey = ['stacking-plan'] as const;
