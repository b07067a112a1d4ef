import type { CommentLike, CommentThread } from '@common/discussion';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { commentsQueryKey } from './query-keys';

export type LikeCommentInput = { commentId: number; liked: boolean };

/** Likes (PUT) or unlikes (DELETE) a comment or reply; asking twice changes nothing. */
export function likeComment({ commentId, liked }: LikeCommentInput): Promise<CommentLike> {
  const path = `/api/comments/${commentId}/like`;
  return liked ? api.put<CommentLike>(path) : api.delete<CommentLike>(path);
}

type LikeState = Pick<CommentLike, 'likeCount' | 'likedByMe'>;

/** The conversation with one comment's like state replaced. */
function withLike(
  threads: CommentThread[] | undefined,
  commentId: number,
  like: (current: LikeState) => LikeState,
) {
  const update = <T extends LikeState & { id: number }>(comment: T): T =>
    comment.id === commentId ? { ...comment, ...like(comment) } : comment;
  return threads?.map((thread) => ({ ...update(thread), replies: thread.replies.map(update) }));
}

/** The heart turns at once; the server's count then replaces the guess, and a failure puts it back. */
export function useLikeComment(dealId: number) {
  const queryClient = useQueryClient();
  const key = commentsQueryKey(dealId);
  return useMutation({
    mutationFn: likeComment,
    onMutate: async ({ commentId, liked }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<CommentThread[]>(key);
      queryClient.setQueryData<CommentThread[]>(key, (threads) =>
        withLike(threads, commentId, (current) => ({
          likedByMe: liked,
          likeCount: current.likeCount + (liked === current.likedByMe ? 0 : liked ? 1 : -1),
        })),
      );
      return { previous };
    },
    onSuccess: (saved) =>
      queryClient.setQueryData<CommentThread[]>(key, (threads) =>
        withLike(threads, saved.commentId, () => saved),
      ),
    onError: (_error, _input, context) => queryClient.setQueryData(key, context?.previous),
  });
}
