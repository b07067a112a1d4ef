/** Every query about deals starts with 'opportunities', so one invalidation refreshes the pipeline and the screens. */
export const dealsQueryKey = ['opportunities'] as const;
export const dealListQueryKey = [...dealsQueryKey, 'list'] as const;
export const dealQueryKey = (id: number) => [...dealsQueryKey, 'detail', id] as const;
export const leaseTermsQueryKey = (id: number) => [...dealQueryKey(id), 'lease-terms'] as const;
export const dealDocumentsQueryKey = (id: number) => [...dealQueryKey(id), 'documents'] as const;
