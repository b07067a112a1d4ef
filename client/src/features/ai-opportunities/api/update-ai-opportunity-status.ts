import type { AiOpportunity, AiOpportunityListResponse, AiOpportunityStatus } from '@common/ai-opportunities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { aiOpportunityListsQueryKey, aiOpportunityQueryKey } from './query-keys';

export type StatusChange = { id: number; status: AiOpportunityStatus };

export function updateAiOpportunityStatus({ id, status }: StatusChange): Promise<AiOpportunity> {
  return api.patch<AiOpportunity>(`/api/ai-opportunities/${id}`, { status });
}

/** The tab counts after one opportunity went from `before` to `after` (each tab's filter rule, and Dismissed). */
export function recount(
  counts: AiOpportunityListResponse['counts'],
  before: AiOpportunity,
  after: AiOpportunity,
): AiOpportunityListResponse['counts'] {
  const next = { ...counts };
  const bump = (key: keyof typeof next, by: number) => {
    next[key] = Math.max(0, (next[key] ?? 0) + by);
  };
  for (const [opportunity, by] of [
    [before, -1],
    [after, 1],
  ] as const) {
    if (opportunity.status === 'dismissed') {
      bump('dismissed', by);
      continue;
    }
    bump('all', by);
    bump(opportunity.type, by);
    if (opportunity.status === 'new' || opportunity.status === 'saved') bump(opportunity.status, by);
  }
  return next;
}

/**
 * Save → saved, Dismiss → dismissed, Restore or opening → viewed. The answer is written into every
 * cached tab at once: a card that was dismissed or restored leaves the list it was in, a saved or viewed
 * one changes in place (the card's highlight changes and its button becomes Remove — it does
 * not jump out of the New tab under the pointer) and the tab counts move; a card fetched on its own for
 * a link changes the same way. The lists are marked stale, so each tab shows the server's answer the
 * next time it is opened (a restored card then appears where it belongs).
 */
export function useUpdateAiOpportunityStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAiOpportunityStatus,
    onSuccess: (updated) => {
      const lists = queryClient.getQueriesData<AiOpportunityListResponse>({
        queryKey: aiOpportunityListsQueryKey,
      });
      const linked = queryClient.getQueryData<AiOpportunity>(aiOpportunityQueryKey(updated.id));
      const before =
        lists.flatMap(([, data]) => data?.items ?? []).find((item) => item.id === updated.id) ?? linked;
      if (linked) queryClient.setQueryData(aiOpportunityQueryKey(updated.id), updated);
      for (const [key, data] of lists) {
        if (!data) continue;
        const items = data.items.flatMap((item) => {
          if (item.id !== updated.id) return [item];
          const leftItsList = (item.status === 'dismissed') !== (updated.status === 'dismissed');
          return leftItsList ? [] : [updated];
        });
        queryClient.setQueryData<AiOpportunityListResponse>(key, {
          ...data,
          items,
          total: data.total - (data.items.length - items.length),
          counts: before ? recount(data.counts, before, updated) : data.counts,
        });
      }
      return queryClient.invalidateQueries({ queryKey: aiOpportunityListsQueryKey, refetchType: 'none' });
    },
  });
}
