import type { DefaultViewInput } from '@common/saved-views';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { savedViewsQueryKey } from './get-saved-views';

export function setDefaultView(viewId: number | null): Promise<DefaultViewInput> {
  return api.put<DefaultViewInput>('/api/deal-views/default', { viewId });
}

/** The view my pipeline opens with (null: the plain pipeline). */
export function useSetDefaultView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultView,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedViewsQueryKey }),
  });
}
