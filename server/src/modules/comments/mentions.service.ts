import { mentionsIn } from '@common/discussion';
import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { users } from '../../db/schema';
import { excerpt, notify } from '../notifications/notifications.service';

export type MentionedUser = { id: number; username: string };
/** Existing users by lower-cased username. */
export type UserDirectory = Map<string, MentionedUser>;

/** The users the `@word` tokens of these texts name (usernames match regardless of case). */
export async function usersMentionedIn(db: Executor, texts: string[]): Promise<UserDirectory> {
  const tokens = [...new Set(texts.flatMap((text) => mentionsIn(text).map((token) => token.toLowerCase())))];
  if (tokens.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(sql`lower(${users.username})`, tokens));
  return new Map(rows.map((row) => [row.username.toLowerCase(), row]));
}

/** The users a text mentions, in order of first mention, once each, spelled as stored. */
export function mentionedUsers(text: string, directory: UserDirectory): MentionedUser[] {
  const found = new Map<number, MentionedUser>();
  for (const token of mentionsIn(text)) {
    const user = directory.get(token.toLowerCase());
    if (user && !found.has(user.id)) found.set(user.id, user);
  }
  return [...found.values()];
}

/** One 'mention' notification per mentioned user but the author, in the caller's transaction. */
export async function notifyMentions(
  tx: Executor,
  mention: {
    author: { id: number; name: string };
    mentioned: MentionedUser[];
    content: string;
    link: string;
  },
): Promise<void> {
  await notify(
    tx,
    mention.mentioned
      .filter((user) => user.id !== mention.author.id)
      .map((user) => ({
        userId: user.id,
        kind: 'mention',
        title: `${mention.author.name} mentioned you`,
        body: excerpt(mention.content),
        link: mention.link,
      })),
  );
}

/**
 * A reply tells the author of the comment it answers ('reply'), unless they wrote the reply or it
 * mentions them (their 'mention' notification already says so).
 */
export async function notifyReply(
  tx: Executor,
  reply: {
    author: { id: number; name: string };
    recipientId: number;
    mentioned: MentionedUser[];
    content: string;
    link: string;
  },
): Promise<void> {
  if (reply.recipientId === reply.author.id) return;
  if (reply.mentioned.some((user) => user.id === reply.recipientId)) return;
  await notify(tx, [
    {
      userId: reply.recipientId,
      kind: 'reply',
      title: `${reply.author.name} replied to your comment`,
      body: excerpt(reply.content),
      link: reply.link,
    },
  ]);
}
