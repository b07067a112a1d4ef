import type { TrainingLessonSummary } from '@common/training';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { trainingQueryKey } from './query-keys';

export function getCategoryLessons(name: string, signal?: AbortSignal): Promise<TrainingLessonSummary[]> {
  return api.get<TrainingLessonSummary[]>(`/api/training/categories/${encodeURIComponent(name)}`, {
    signal,
  });
}

export const getCategoryLessonsQueryOptions = (name: string) =>
  queryOptions({
    queryKey: [...trainingQueryKey, 'category', name],
    queryFn: ({ signal }) => getCategoryLessons(name, signal),
  });

/** GET /api/training/categories/{name} — the lessons of one category (none for no name). */
export function useCategoryLessons(name: string | null) {
  return useQuery({ ...getCategoryLessonsQueryOptions(name ?? ''), enabled: Boolean(name) });
}
