import { z } from 'zod';
import { maxTextLength } from './deal-edits';
import { optionalParam, pageQuerySchema, recordIdSchema } from './properties';

/*
 * Contracts and rules of a deal's one conversation: top-level comments (a comment may be logged as a
 * tour), one level of replies, likes, and @mentions of team members. Server and client both use them.
 */

// ---------------------------------------------------------------- @mentions

/** Characters a username may hold (the Team form allows letters, digits, dots, dashes, underscores). */
const usernameChars = 'A-Za-z0-9._-';
// An @ that starts a word: not after a letter, digit, underscore or another @ (so a@b.com is no mention).
const mentionPattern = new RegExp(`(?<![A-Za-z0-9_@])@([${usernameChars}]*[A-Za-z0-9_])`, 'g');
const openMentionPattern = new RegExp(`(?<![A-Za-z0-9_@])@([${usernameChars}]*)$`);

/** `@word` tokens of a text, without the @, once each, in order of first mention. */
export function mentionsIn(text: string): string[] {
  const found = text.match(mentionPattern) ?? [];
  return [...new Set(found.map((token) => token.slice(1)))];
}

/** A piece of a comment's text: plain, or an @mention of a known user (to highlight). */
export type MentionPart = { text: string; mention: boolean; at: number };

/**
 * Splits a text at the @mentions that name one of `mentions` (any case); an @word that names nobody
 * stays plain text.
 */
export function splitMentions(text: string, mentions: readonly string[]): MentionPart[] {
  const known = new Set(mentions.map((name) => name.toLowerCase()));
  const parts: MentionPart[] = [];
  let last = 0;
  for (const match of text.matchAll(mentionPattern)) {
    if (!known.has((match[1] ?? '').toLowerCase())) continue;
    if (match.index > last) parts.push({ text: text.slice(last, match.index), mention: false, at: last });
    parts.push({ text: match[0], mention: true, at: match.index });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), mention: false, at: last });
  return parts;
}

/** The @mention being typed just before the caret: where its @ is and the letters after it. */
export type OpenMention = { start: number; query: string };

/** The @word the caret ends, if any (`@` alone counts: the list then offers everyone). */
export function openMentionAt(text: string, caret: number): OpenMention | null {
  const match = openMentionPattern.exec(text.slice(0, caret));
  if (!match) return null;
  return { start: match.index, query: match[1] ?? '' };
}

/** A team member who can be mentioned (GET /api/users/mentionable). */
export const mentionableUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  fullName: z.string(),
});
export type MentionableUser = z.infer<typeof mentionableUserSchema>;

/** How many names the @mention list offers at once. */
export const mentionListLimit = 8;

/**
 * The team members an @query names: a username or any word of the full name that starts with it
 * (any case); usernames that start with it first. An empty query offers everyone.
 */
export function mentionCandidates(
  users: readonly MentionableUser[],
  query: string,
  limit = mentionListLimit,
): MentionableUser[] {
  const wanted = query.toLowerCase();
  const byUsername = users.filter((user) => user.username.toLowerCase().startsWith(wanted));
  const byName = users.filter(
    (user) =>
      !byUsername.includes(user) &&
      user.fullName
        .toLowerCase()
        .split(/\s+/)
        .some((word) => word.startsWith(wanted)),
  );
  return [...byUsername, ...byName].slice(0, limit);
}

/** Replaces the open @mention with `@username ` and returns the new text and caret. */
export function insertMention(
  text: string,
  open: OpenMention,
  caret: number,
  username: string,
): { text: string; caret: number } {
  const inserted = `@${username} `;
  // A space already after the caret is not doubled.
  const rest = text.slice(caret).replace(/^ /, '');
  return { text: text.slice(0, open.start) + inserted + rest, caret: open.start + inserted.length };
}

// ---------------------------------------------------------------- comments, replies, likes

export const commentMessages = {
  required: 'Comment is required',
  blank: 'Comment cannot be empty',
  tooLong: `Comment must be at most ${maxTextLength.comment} characters`,
  notFound: 'Comment not found',
  replyElsewhere: 'The comment you are replying to is not on this deal',
  replyToReply: 'You can only reply to a top-level comment, not to a reply',
  tourReply: 'A reply cannot be logged as a tour',
} as const;

/** The comment text rule, for the composer and the server alike. */
export const commentContentSchema = z
  .string(commentMessages.required)
  .trim()
  .min(1, commentMessages.blank)
  .max(maxTextLength.comment, commentMessages.tooLong);

/**
 * POST /api/opportunities/:id/comments. The author is the signed-in user and the mentions are read
 * from the text: an author or mentions in the body are ignored.
 */
export const commentInputSchema = z.object({
  content: commentContentSchema,
  isTour: z.boolean('isTour must be true or false').default(false),
  /** The top-level comment this one replies to; absent or null for a new top-level comment. */
  parentId: z
    .number('parentId must be a comment id')
    .int()
    .positive('parentId must be a comment id')
    .nullish(),
});
export type CommentInput = z.input<typeof commentInputSchema>;

const authorSchema = z.object({ fullName: z.string(), username: z.string(), avatar: z.string().nullable() });

/** One comment or reply as the signed-in user reads it. */
export const commentSchema = z.object({
  id: z.number().int(),
  opportunityId: z.number().int(),
  /** The comment this one replies to; null for a top-level comment. */
  parentId: z.number().int().nullable(),
  userId: z.number().int(),
  content: z.string(),
  /** Logged as a tour of the space. */
  isTour: z.boolean(),
  /** Usernames mentioned that exist. */
  mentions: z.array(z.string()),
  likeCount: z.number().int(),
  /** The signed-in user likes it. */
  likedByMe: z.boolean(),
  createdAt: z.string(),
  user: authorSchema,
});
export type Comment = z.infer<typeof commentSchema>;

/** GET /api/opportunities/:id/comments: top-level comments newest first, each with its replies oldest first. */
export const commentThreadSchema = commentSchema.extend({ replies: z.array(commentSchema) });
export type CommentThread = z.infer<typeof commentThreadSchema>;

/** PUT and DELETE /api/comments/:id/like. */
export const commentLikeSchema = z.object({
  commentId: z.number().int(),
  likeCount: z.number().int(),
  likedByMe: z.boolean(),
});
export type CommentLike = z.infer<typeof commentLikeSchema>;

/** GET /api/deal-comments: every deal's comments and replies (or one deal's), newest first. */
export const dealCommentsQuerySchema = z.object({
  opportunityId: optionalParam(recordIdSchema),
  ...pageQuerySchema.shape,
});
