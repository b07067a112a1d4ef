import { dealPath } from '@common/deal-paths';
import { type Comment, type CommentThread, commentMessages } from '@common/discussion';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { commentLikes, comments, users } from '../../db/schema';
import { badRequest } from '../../errors';
import { requireDeal, touchDeal } from './deal-activity.service';
import { mentionedUsers, notifyMentions, notifyReply, usersMentionedIn } from './mentions.service';

const authorColumns = { fullName: users.fullName, username: users.username, avatar: users.avatar };

/** The author as a comment shows them, read inside the writing transaction. */
export async function authorOf(tx: Executor, userId: number) {
  const [author] = await tx.select(authorColumns).from(users).where(eq(users.id, userId));
  if (!author) throw new Error(`user ${userId} of a live session does not exist`);
  return author;
}

/** A comment's columns as `viewerId` reads them: its likes counted, and whether they are one. */
export const commentColumns = (viewerId: number) => ({
  id: comments.id,
  opportunityId: comments.opportunityId,
  parentId: comments.parentId,
  userId: comments.userId,
  content: comments.content,
  isTour: comments.isTour,
  mentions: comments.mentions,
  likeCount: sql<number>`(select count(*)::int from ${commentLikes} where ${commentLikes.commentId} = ${comments.id})`,
  likedByMe: sql<boolean>`exists (select 1 from ${commentLikes} where ${commentLikes.commentId} = ${comments.id} and ${commentLikes.userId} = ${viewerId})`,
  createdAt: comments.createdAt,
  user: authorColumns,
});

export const toComment = (row: Omit<Comment, 'createdAt'> & { createdAt: Date }): Comment => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** The deal's conversation: top-level comments newest first, each with its replies oldest first. */
export async function listThreads(
  db: Database,
  opportunityId: number,
  viewerId: number,
): Promise<CommentThread[]> {
  await requireDeal(db, opportunityId);
  const rows = await db
    .select(commentColumns(viewerId))
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(eq(comments.opportunityId, opportunityId))
    .orderBy(asc(comments.createdAt), asc(comments.id));
  const replies = new Map<number, Comment[]>();
  const threads: CommentThread[] = [];
  for (const row of rows.map(toComment)) {
    if (row.parentId === null) threads.push({ ...row, replies: [] });
    else replies.set(row.parentId, [...(replies.get(row.parentId) ?? []), row]);
  }
  return threads.reverse().map((thread) => ({ ...thread, replies: replies.get(thread.id) ?? [] }));
}

/** The comment replied to: on this deal and top-level, else 400. Returns its author. */
async function replyTarget(tx: Executor, opportunityId: number, parentId: number): Promise<number> {
  const [parent] = await tx
    .select({ userId: comments.userId, parentId: comments.parentId })
    .from(comments)
    .where(and(eq(comments.id, parentId), eq(comments.opportunityId, opportunityId)));
  if (!parent) throw badRequest(commentMessages.replyElsewhere, 'parentId');
  if (parent.parentId !== null) throw badRequest(commentMessages.replyToReply, 'parentId');
  return parent.userId;
}

export type NewCommentInput = {
  opportunityId: number;
  authorId: number;
  content: string;
  isTour: boolean;
  parentId?: number | null | undefined;
  at: Date;
};

/**
 * Posts as the signed-in user (never an author the body names) a comment, a tour or a reply. In one
 * transaction with the deal's last-activity bump: the mentions that name real users are stored and
 * notified, and a reply notifies the author of the comment it answers.
 */
export async function addComment(db: Database, input: NewCommentInput): Promise<Comment> {
  const parentId = input.parentId ?? null;
  if (parentId !== null && input.isTour) throw badRequest(commentMessages.tourReply, 'isTour');
  return db.transaction(async (tx) => {
    await touchDeal(tx, input.opportunityId, input.at);
    const parentAuthorId = parentId === null ? null : await replyTarget(tx, input.opportunityId, parentId);
    const author = await authorOf(tx, input.authorId);
    const mentioned = mentionedUsers(input.content, await usersMentionedIn(tx, [input.content]));
    const [row] = await tx
      .insert(comments)
      .values({
        opportunityId: input.opportunityId,
        userId: input.authorId,
        content: input.content,
        mentions: mentioned.map((user) => user.username),
        isTour: input.isTour,
        parentId,
        createdAt: input.at,
      })
      .returning();
    const comment = row!;
    const notice = {
      author: { id: input.authorId, name: author.fullName || author.username },
      content: input.content,
      link: commentLink(input.opportunityId, comment.id),
    };
    await notifyMentions(tx, { ...notice, mentioned });
    if (parentAuthorId !== null) await notifyReply(tx, { ...notice, recipientId: parentAuthorId, mentioned });
    return toComment({ ...comment, likeCount: 0, likedByMe: false, user: author });
  });
}

/** Where a notification about a comment leads: the deal's Discussion tab, at that comment. */
export const commentLink = (opportunityId: number, commentId: number) =>
  dealPath(opportunityId, 'discussion', `comment-${commentId}`);

/** Every deal's comments and replies (or one deal's), newest first, paged: GET /api/deal-comments. */
export async function listDealComments(
  db: Database,
  query: { opportunityId?: number | undefined; limit?: number | undefined; offset?: number | undefined },
  viewerId: number,
): Promise<Comment[]> {
  if (query.opportunityId !== undefined) await requireDeal(db, query.opportunityId);
  const select = db
    .select(commentColumns(viewerId))
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(query.opportunityId === undefined ? undefined : eq(comments.opportunityId, query.opportunityId))
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .$dynamic();
  if (query.limit !== undefined) select.limit(query.limit);
  if (query.offset) select.offset(query.offset);
  return (await select).map(toComment);
}
