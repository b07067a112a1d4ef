/** Tenant action plan statuses. */
export const actionPlanStatuses = ['open', 'done'] as const;
export type ActionPlanStatus = (typeof actionPlanStatuses)[number];
