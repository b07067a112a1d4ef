import type { TrainingLesson } from '@common/training';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { trainingQueryKey } from './query-keys';

export function getLesson(id: number, signal?: AbortSignal): Promise<TrainingLesson> {
  return api.get<TrainingLesson>(`/api/training/content/${id}`, { signal });
}

export const getLessonQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...trainingQueryKey, 'lesson', id],
    queryFn: ({ signal }) => getLesson(id, signal),
  });

/** GET /api/training/content/{id}; disabled for an id that is not a record id. */
export function useLesson(id: number | null) {
  return useQuery({ ...getLessonQueryOptions(id ?? 0), enabled: id !== null });
}
