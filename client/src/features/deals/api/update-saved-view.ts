import type { SavedView, UpdateViewInput } from '@common/saved-views';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { savedViewsQueryKey } from './get-saved-views';

export type UpdateSavedViewRequest = { id: number; change: UpdateViewInput };

export function updateSavedView({ id, change }: UpdateSavedViewRequest): Promise<SavedView> {
  return api.patch<SavedView>(`/api/deal-views/${id}`, change);
}

/** Renames a view, or shares or unshares it. */
export function useUpdateSavedView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSavedView,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedViewsQueryKey }),
  });
}
