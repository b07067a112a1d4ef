/** Every cached read of this screen hangs under this key, so one invalidation refreshes them all. */
export const aiOpportunitiesQueryKey = ['ai-opportunities'] as const;
export const aiOpportunityListsQueryKey = [...aiOpportunitiesQueryKey, 'list'] as const;
/** One opportunity fetched on its own (a linked card beyond the loaded ones). */
export const aiOpportunityQueryKey = (id: number) => [...aiOpportunitiesQueryKey, 'one', id] as const;
export const aiInsightsQueryKey = [...aiOpportunitiesQueryKey, 'insights'] as const;
export const preferencesQueryKey = ['user', 'preferences'] as const;
