import { Fragment } from 'react';

export type CommentContentProps = { content: string; mentions: string[] };

const mentionToken = /(?<![\w@])@([A-Za-z0-9_.-]*[A-Za-z0-9_])/g;

/** A comment's text with each @mention of a known user highlighted (spec §2.6). */
export function CommentContent({ content, mentions }: CommentContentProps) {
  const known = new Set(mentions.map((name) => name.toLowerCase()));
  const parts: { text: string; mention: boolean; at: number }[] = [];
  let last = 0;
  for (const match of content.matchAll(mentionToken)) {
    const username = match[1] ?? '';
    if (!known.has(username.toLowerCase())) continue;
    const start = match.index;
    if (start > last) parts.push({ text: content.slice(last, start), mention: false, at: last });
    parts.push({ text: match[0], mention: true, at: start });
    last = start + match[0].length;
  }
  if (last < content.length) parts.push({ text: content.slice(last), mention: false, at: last });

  return (
    <p className="whitespace-pre-wrap break-words text-foreground text-sm">
      {parts.map((part) =>
        part.mention ? (
          <mark
            key={part.at}
            className="rounded bg-primary-soft px-0.5 font-medium text-primary-soft-foreground"
          >
            {part.text}
          </mark>
        ) : (
          <Fragment key={part.at}>{part.text}</Fragment>
        ),
      )}
    </p>
  );
}
