import { Fragment } from 'react';

export type MentionTextProps = { text: string; mentions: string[] };

const mentionToken = /(?<![\w@])(@[A-Za-z0-9_.-]*[A-Za-z0-9_])/g;

/** The text with each @username that names a team member highlighted (others stay plain). */
export function MentionText({ text, mentions }: MentionTextProps) {
  const known = new Set(mentions.map((name) => name.toLowerCase()));
  const parts = text.split(mentionToken);
  return (
    <>
      {parts.map((part, index) => {
        // split() with a capture group puts the matches at the odd indexes.
        const key = `${index}-${part}`;
        if (index % 2 === 1 && known.has(part.slice(1).toLowerCase())) {
          return (
            <mark
              key={key}
              className="rounded bg-primary-soft px-0.5 font-medium text-primary-soft-foreground"
            >
              {part}
            </mark>
          );
        }
        return <Fragment key={key}>{part}</Fragment>;
      })}
    </>
  );
}
