import type { CreateTrainingLesson, TrainingLesson } from '@common/training';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { trainingQueryKey } from './query-keys';

export function createLesson(input: CreateTrainingLesson): Promise<TrainingLesson> {
  return api.post<TrainingLesson>('/api/training/content', input);
}

/** POST /api/training/content (admin, asset_manager); lists, counts and categories refresh. */
export function useCreateLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLesson,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainingQueryKey }),
  });
}
