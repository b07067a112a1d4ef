import { dealPath } from '@common/deal-paths';
import type { Comment } from '@common/opportunities';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { comments, users } from '../../db/schema';
import { type Executor, requireDeal, touchDeal } from './deal-activity.service';
import { mentionedUsers, notifyMentions, usersMentionedIn } from './mentions.service';

export const authorColumns = { fullName: users.fullName, username: users.username, avatar: users.avatar };

/** The author as a comment shows them, read inside the writing transaction. */
export async function authorOf(tx: Executor, userId: number) {
  const [author] = await tx.select(authorColumns).from(users).where(eq(users.id, userId));
  if (!author) throw new Error(`user ${userId} of a live session does not exist`);
  return author;
}

const commentColumns = {
  id: comments.id,
  opportunityId: comments.opportunityId,
  userId: comments.userId,
  content: comments.content,
  mentions: comments.mentions,
  createdAt: comments.createdAt,
  user: authorColumns,
};

const toComment = (row: Omit<Comment, 'createdAt'> & { createdAt: Date }): Comment => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** The deal's discussion, oldest first. */
export async function listComments(db: Database, opportunityId: number): Promise<Comment[]> {
  await requireDeal(db, opportunityId);
  const rows = await db
    .select(commentColumns)
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(eq(comments.opportunityId, opportunityId))
    .orderBy(asc(comments.createdAt), asc(comments.id));
  return rows.map(toComment);
}

/**
 * Posts as the signed-in user (decision 5: never an author the body names); stores the mentions that
 * name real users and notifies them, all in one transaction with the deal's last-activity bump.
 */
export async function addComment(
  db: Database,
  input: { opportunityId: number; authorId: number; content: string; at: Date },
): Promise<Comment> {
  return db.transaction(async (tx) => {
    await touchDeal(tx, input.opportunityId, input.at);
    const author = await authorOf(tx, input.authorId);
    const mentioned = mentionedUsers(input.content, await usersMentionedIn(tx, [input.content]));
    const [row] = await tx
      .insert(comments)
      .values({
        opportunityId: input.opportunityId,
        userId: input.authorId,
        content: input.content,
        mentions: mentioned.map((user) => user.username),
        createdAt: input.at,
      })
      .returning();
    const comment = row!;
    await notifyMentions(tx, {
      author: { id: input.authorId, name: author.fullName || author.username },
      mentioned,
      content: input.content,
      link: dealPath(input.opportunityId, 'discussion', `comment-${comment.id}`),
    });
    return toComment({ ...comment, user: author });
  });
}
