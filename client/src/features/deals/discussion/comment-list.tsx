import { CircleAlert, MessageSquare } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useComments } from './api/get-comments';
import { CommentThread } from './comment-thread';

export type CommentListProps = { dealId: number };

/** The conversation, newest first; a link ending in #comment-{id} (a notification) scrolls to that comment. */
export function CommentList({ dealId }: CommentListProps) {
  const comments = useComments(dealId);
  const { hash } = useLocation();
  const targetId = hash.startsWith('#comment-') ? hash.slice(1) : null;
  const loaded = comments.isSuccess;

  useEffect(() => {
    if (!targetId || !loaded) return;
    document.getElementById(targetId)?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [targetId, loaded]);

  if (comments.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-4">
        <span className="sr-only">Loading comments…</span>
        {[0, 1].map((row) => (
          <div key={row} className="flex gap-3">
            <Skeleton className="size-9 rounded-full" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-4 w-full" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (comments.isError) {
    return (
      <div
        role="alert"
        className="flex items-center gap-2 rounded-lg bg-red-50 px-3.5 py-3 text-red-800 text-sm"
      >
        <CircleAlert aria-hidden="true" className="size-4 shrink-0 text-red-600" />
        The comments could not be loaded. Please try again later.
      </div>
    );
  }
  if (comments.data.length === 0) {
    return (
      <EmptyState
        icon={MessageSquare}
        title="No comments yet"
        description="Be the first to start the conversation"
      />
    );
  }
  return (
    <ol aria-label="Comments" className="flex flex-col gap-5">
      {comments.data.map((thread) => (
        <CommentThread key={thread.id} thread={thread} dealId={dealId} targetId={targetId} />
      ))}
    </ol>
  );
}
