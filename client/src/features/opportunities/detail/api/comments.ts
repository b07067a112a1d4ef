import type { Comment } from '@common/opportunities';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationsQueryKey } from '@/lib/notifications/query-keys';
import { commentsQueryKey } from './query-keys';

export function getComments(id: number, signal?: AbortSignal): Promise<Comment[]> {
  return api.get<Comment[]>(`/api/opportunities/${id}/comments`, { signal });
}

export const getCommentsQueryOptions = (id: number) =>
  queryOptions({ queryKey: commentsQueryKey(id), queryFn: ({ signal }) => getComments(id, signal) });

export function useComments(id: number) {
  return useQuery(getCommentsQueryOptions(id));
}

export type CreateCommentInput = { id: number; content: string };

/** The author is the signed-in user (decision 5); the server finds the @mentions itself. */
export function createComment({ id, content }: CreateCommentInput): Promise<Comment> {
  return api.post<Comment>(`/api/opportunities/${id}/comments`, { content });
}

/** Posts a comment; the discussion reloads and the bell asks again (a mention may notify). */
export function useCreateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createComment,
    onSuccess: async (_comment, { id }) => {
      void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
      await queryClient.invalidateQueries({ queryKey: commentsQueryKey(id) });
    },
  });
}
