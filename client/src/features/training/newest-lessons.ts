import { newLessonsCount, type TrainingLessonSummary } from '@common/training';

/** The `count` newest lessons by createdAt (ties: the higher id first). */
export function newestLessons<T extends Pick<TrainingLessonSummary, 'id' | 'createdAt'>>(
  lessons: readonly T[],
  count = newLessonsCount,
): T[] {
  return [...lessons]
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id)
    .slice(0, count);
}
