import type { TrainingLesson, UpdateTrainingLesson } from '@common/training';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getLessonQueryOptions } from './get-lesson';
import { trainingQueryKey } from './query-keys';

export type UpdateLessonVariables = { id: number; changes: UpdateTrainingLesson };

export function updateLesson({ id, changes }: UpdateLessonVariables): Promise<TrainingLesson> {
  return api.patch<TrainingLesson>(`/api/training/content/${id}`, changes);
}

/** PATCH /api/training/content/{id}: the lesson shows the saved copy at once, then everything refreshes. */
export function useUpdateLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLesson,
    onSuccess: (lesson) => {
      queryClient.setQueryData(getLessonQueryOptions(lesson.id).queryKey, lesson);
      return queryClient.invalidateQueries({ queryKey: trainingQueryKey });
    },
  });
}
