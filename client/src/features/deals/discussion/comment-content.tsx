import { splitMentions } from '@common/discussion';
import { Fragment } from 'react';

export type CommentContentProps = { content: string; mentions: string[] };

/** A comment's text with each @mention of a known user highlighted (an @word naming nobody stays plain). */
export function CommentContent({ content, mentions }: CommentContentProps) {
  return (
    <p className="whitespace-pre-wrap break-words text-foreground text-sm">
      {splitMentions(content, mentions).map((part) =>
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
