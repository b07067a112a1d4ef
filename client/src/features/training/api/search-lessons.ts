import { isSearchActive, type TrainingLessonSummary } from '@common/training';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { trainingQueryKey } from './query-keys';

export function searchLessons(text: string, signal?: AbortSignal): Promise<TrainingLessonSummary[]> {
  return api.get<TrainingLessonSummary[]>(`/api/training/search/${encodeURIComponent(text)}`, { signal });
}

export const searchLessonsQueryOptions = (text: string) =>
  queryOptions({
    queryKey: [...trainingQueryKey, 'search', text],
    queryFn: ({ signal }) => searchLessons(text, signal),
  });

/** Every lesson, newest first (spec §7: the empty search, used for 'New Lessons'). */
export function useAllLessons() {
  return useQuery(searchLessonsQueryOptions(''));
}

/**
 * Spec §5: the server is asked only when the text is longer than 2 characters; shorter text runs no
 * query at all (the screen shows the category view instead).
 */
export function useLessonSearch(text: string) {
  const trimmed = text.trim();
  return useQuery({ ...searchLessonsQueryOptions(trimmed), enabled: isSearchActive(trimmed) });
}
