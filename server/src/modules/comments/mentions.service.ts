import { mentionsIn } from '@common/opportunities';
import { inArray, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import { excerpt, notify } from '../notifications/notifications.service';
import type { Executor } from './deal-activity.service';

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
