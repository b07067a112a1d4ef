import type { TrainingCategory } from '@common/training';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { trainingQueryKey } from './query-keys';

export function getTrainingCategories(signal?: AbortSignal): Promise<TrainingCategory[]> {
  return api.get<TrainingCategory[]>('/api/training/categories', { signal });
}

export const getTrainingCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: [...trainingQueryKey, 'categories'],
    queryFn: ({ signal }) => getTrainingCategories(signal),
  });

/** GET /api/training/categories — the 'Browse by Category' cards and the editor's choices. */
export function useTrainingCategories() {
  return useQuery(getTrainingCategoriesQueryOptions());
}
