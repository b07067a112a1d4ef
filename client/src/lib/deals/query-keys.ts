/** Every query about deals starts with 'opportunities', so one invalidation refreshes the pipeline and the screens. */
export const dealsQueryKey = ['opportunities'] as const;
export const dealListQueryKey = [...dealsQueryKey, 'list'] as const;
export const dealQueryKey = (id: number) => [...dealsQueryKey, 'detail', id] as const;
// Under the deal's key, so refreshing a deal refreshes what hangs off it too.
export const leaseTermsQueryKey = (id: number) => [...dealQueryKey(id), 'lease-terms'] as const;
export const dealDocumentsQueryKey = (id: number) => [...dealQueryKey(id), 'documents'] as const;
export const dealHistoryQueryKey = (id: number) => [...dealQueryKey(id), 'history'] as const;
export const commentsQueryKey = (id: number) => [...dealQueryKey(id), 'comments'] as const;
export const tasksQueryKey = (id: number) => [...dealQueryKey(id), 'tasks'] as const;
