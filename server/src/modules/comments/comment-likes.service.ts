import { type CommentLike, commentMessages } from '@common/discussion';
import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { commentLikes, comments } from '../../db/schema';
import { notFound } from '../../errors';

/**
 * Likes (`liked`) or unlikes a comment or reply as `userId`; doing it twice changes nothing. 404 when
 * the comment does not exist. Answers the comment's like count after the change.
 */
export async function setLike(
  db: Database,
  input: { commentId: number; userId: number; liked: boolean; at: Date },
): Promise<CommentLike> {
  return db.transaction(async (tx) => {
    // Locked against deletion (its deal's), so the like cannot fail its foreign key.
    const [comment] = await tx
      .select({ id: comments.id })
      .from(comments)
      .where(eq(comments.id, input.commentId))
      .for('key share');
    if (!comment) throw notFound(commentMessages.notFound);
    const mine = and(eq(commentLikes.commentId, input.commentId), eq(commentLikes.userId, input.userId));
    if (input.liked) {
      await tx
        .insert(commentLikes)
        .values({ commentId: input.commentId, userId: input.userId, createdAt: input.at })
        .onConflictDoNothing();
    } else {
      await tx.delete(commentLikes).where(mine);
    }
    const [likes] = await tx
      .select({ n: count() })
      .from(commentLikes)
      .where(eq(commentLikes.commentId, input.commentId));
    return { commentId: input.commentId, likeCount: likes?.n ?? 0, likedByMe: input.liked };
  });
}
