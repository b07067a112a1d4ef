import type { CreateViewInput, SavedView } from '@common/saved-views';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { savedViewsQueryKey } from './get-saved-views';

export function createSavedView(input: CreateViewInput): Promise<SavedView> {
  return api.post<SavedView>('/api/deal-views', input);
}

/** Saves the pipeline's filters and sort under a name; the views menu refetches. */
export function useCreateSavedView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedView,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedViewsQueryKey }),
  });
}
