import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dealsQueryKey } from '@/lib/deals/query-keys';

/**
 * A write to a deal's rounds. Afterwards — saved or refused, a refusal may mean someone else changed
 * the round — every deal query refetches: the rounds, the deal (its version and approval badge), its
 * lease terms and the pipeline's NER.
 */
export function useRoundMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: dealsQueryKey }),
  });
}
