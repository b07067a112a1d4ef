/** Every cached read of this screen hangs under this key, so one invalidation refreshes them all. */
export const aiOpportunitiesQueryKey = ['ai-opportunities'] as const;
export const aiOpportunityListsQueryKey = [...aiOpportunitiesQueryKey, 'list'] as const;
export const aiInsightsQueryKey = [...aiOpportunitiesQueryKey, 'insights'] as const;
export const preferencesQueryKey = ['user', 'preferences'] as const;
