import type { CommentThread as Thread } from '@common/discussion';
import { useState } from 'react';
import { CommentBox } from './comment-box';
import { authorName, CommentItem, commentAnchor } from './comment-item';

export type CommentThreadProps = {
  thread: Thread;
  dealId: number;
  /** The anchor a link points at (`comment-{id}`), highlighted. */
  targetId: string | null;
};

/** A top-level comment, its replies oldest first, and the reply box Reply opens under them. */
export function CommentThread({ thread, dealId, targetId }: CommentThreadProps) {
  const [replying, setReplying] = useState(false);
  const name = authorName(thread);
  return (
    <CommentItem
      comment={thread}
      dealId={dealId}
      highlighted={commentAnchor(thread.id) === targetId}
      reply={{ open: replying, onToggle: () => setReplying((open) => !open) }}
    >
      {thread.replies.length > 0 ? (
        <ol aria-label={`Replies to ${name}`} className="mt-2 flex flex-col gap-3">
          {thread.replies.map((reply) => (
            <CommentItem
              key={reply.id}
              comment={reply}
              dealId={dealId}
              highlighted={commentAnchor(reply.id) === targetId}
            />
          ))}
        </ol>
      ) : null}
      {replying ? (
        <div className="mt-2">
          <CommentBox
            dealId={dealId}
            replyTo={{ id: thread.id, name }}
            onPosted={() => setReplying(false)}
            onCancel={() => setReplying(false)}
          />
        </div>
      ) : null}
    </CommentItem>
  );
}
