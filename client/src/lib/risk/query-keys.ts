/**
 * Every risk query starts with 'risk', so one invalidation after an action plan changes refreshes the
 * sentiment cards (their hasActionPlan) and the plan lists.
 */
export const riskQueryKey = ['risk'] as const;
export const tenantSentimentQueryKey = (tenantId: number) =>
  [...riskQueryKey, 'tenants', tenantId, 'sentiment'] as const;
export const buildingHealthQueryKey = (propertyId: number) =>
  [...riskQueryKey, 'properties', propertyId, 'health'] as const;
export const actionPlansQueryKey = (tenantId: number) => [...riskQueryKey, 'action-plans', tenantId] as const;
/** The same list the other assignee pickers read (GET /api/users). */
export const assigneesQueryKey = ['users', 'options'] as const;
/** Lets a screen tell that an action plan is being saved (the risk demo's loading flag). */
export const createActionPlanMutationKey = ['action-plans', 'create'] as const;
