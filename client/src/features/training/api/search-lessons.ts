import { isSearchActive, type TrainingLessonSummary } from '@common/training';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { trainingQueryKey } from './query-keys';

/** Lessons matching `text`, only those of `category` when one is given (404 when it does not exist). */
export function searchLessons(
  text: string,
  category: string,
  signal?: AbortSignal,
): Promise<TrainingLessonSummary[]> {
  const scope = category ? `?${new URLSearchParams({ category })}` : '';
  return api.get<TrainingLessonSummary[]>(`/api/training/search/${encodeURIComponent(text)}${scope}`, {
    signal,
  });
}

export const searchLessonsQueryOptions = (text: string, category = '') =>
  queryOptions({
    queryKey: [...trainingQueryKey, 'search', text, category],
    queryFn: ({ signal }) => searchLessons(text, category, signal),
  });

/** Every lesson, newest first (the empty search answers all of them; 'New Lessons' reads it). */
export function useAllLessons() {
  return useQuery(searchLessonsQueryOptions(''));
}

/**
 * The server is asked only when the text is longer than 2 characters; shorter text runs no
 * query at all (the screen shows the category view instead).
 */
export function useLessonSearch(text: string, category: string) {
  const trimmed = text.trim();
  return useQuery({ ...searchLessonsQueryOptions(trimmed, category), enabled: isSearchActive(trimmed) });
}
