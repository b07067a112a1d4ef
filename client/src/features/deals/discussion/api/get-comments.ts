import type { CommentThread } from '@common/discussion';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { commentsQueryKey } from './query-keys';

/** Top-level comments newest first, each with its replies oldest first. */
export function getComments(dealId: number, signal?: AbortSignal): Promise<CommentThread[]> {
  return api.get<CommentThread[]>(`/api/opportunities/${dealId}/comments`, { signal });
}

export const getCommentsQueryOptions = (dealId: number) =>
  queryOptions({ queryKey: commentsQueryKey(dealId), queryFn: ({ signal }) => getComments(dealId, signal) });

export function useComments(dealId: number) {
  return useQuery(getCommentsQueryOptions(dealId));
}
