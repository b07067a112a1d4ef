import type { OptionInput, OptionItem } from '@common/options';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { optionsQueryKey } from './get-options';

/** The calendar shows option dates too. */
const criticalDatesQueryKey = ['critical-dates'] as const;

export function createOption(input: OptionInput): Promise<OptionItem> {
  return api.post<OptionItem>('/api/options', input);
}

export function updateOption(id: number, input: OptionInput): Promise<OptionItem> {
  return api.put<OptionItem>(`/api/options/${id}`, input);
}

export function deleteOption(id: number): Promise<void> {
  return api.delete<void>(`/api/options/${id}`);
}

function useRefreshOptions() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: optionsQueryKey }),
      queryClient.invalidateQueries({ queryKey: criticalDatesQueryKey }),
    ]);
}

/** Adds (id null) or edits an option; the list, counters and calendar refresh. */
export function useSaveOption(id: number | null) {
  const refresh = useRefreshOptions();
  return useMutation({
    mutationFn: (input: OptionInput) => (id === null ? createOption(input) : updateOption(id, input)),
    onSuccess: refresh,
  });
}

export function useDeleteOption() {
  const refresh = useRefreshOptions();
  return useMutation({ mutationFn: deleteOption, onSuccess: refresh });
}
