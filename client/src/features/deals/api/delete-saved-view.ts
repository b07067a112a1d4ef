import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { savedViewsQueryKey } from './get-saved-views';

export function deleteSavedView(id: number): Promise<void> {
  return api.delete<void>(`/api/deal-views/${id}`);
}

export function useDeleteSavedView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedView,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedViewsQueryKey }),
  });
}
