import type { Comment } from '@common/discussion';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dealsQueryKey } from '@/lib/deals/query-keys';
import { notificationsQueryKey } from '@/lib/notifications/query-keys';

export type CreateCommentInput = {
  dealId: number;
  content: string;
  isTour?: boolean;
  /** The top-level comment a reply answers. */
  parentId?: number;
};

/** The author is the signed-in user; the server finds the @mentions itself. */
export function createComment({ dealId, ...body }: CreateCommentInput): Promise<Comment> {
  return api.post<Comment>(`/api/opportunities/${dealId}/comments`, body);
}

/**
 * Posts a comment, tour or reply. It moves the deal's last activity and the pipeline's Comment column,
 * so every deal query refreshes (the conversation with them), and the bell asks again (a mention may
 * have notified the signed-in user's own other session).
 */
export function useCreateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createComment,
    onSuccess: async () => {
      void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
      await queryClient.invalidateQueries({ queryKey: dealsQueryKey });
    },
  });
}
