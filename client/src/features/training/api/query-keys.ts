/** Every training query starts with this key, so a lesson write refreshes lists, categories and lessons. */
export const trainingQueryKey = ['training'] as const;
