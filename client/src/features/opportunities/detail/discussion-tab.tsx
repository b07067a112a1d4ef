import { MessageSquare } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useComments } from './api/comments';
import { CommentBox } from './comment-box';
import { CommentItem, commentAnchor } from './comment-item';
import { TabError } from './tab-error';

export type DiscussionTabProps = { opportunityId: number };

/** Spec §2.6 Discussion; a link ending in #comment-{id} (a notification) scrolls to that comment. */
export function DiscussionTab({ opportunityId }: DiscussionTabProps) {
  const comments = useComments(opportunityId);
  const { hash } = useLocation();
  const targetId = hash.startsWith('#comment-') ? hash.slice(1) : null;

  useEffect(() => {
    if (!targetId || !comments.data) return;
    document.getElementById(targetId)?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [targetId, comments.data]);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Discussion</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <CommentBox opportunityId={opportunityId} />
        {comments.isPending ? (
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
        ) : comments.isError ? (
          <TabError what="comments" />
        ) : comments.data.length === 0 ? (
          <EmptyState
            icon={MessageSquare}
            title="No comments yet"
            description="Be the first to start the conversation"
          />
        ) : (
          <ol aria-label="Comments" className="flex flex-col gap-1">
            {comments.data.map((comment) => (
              <CommentItem
                key={comment.id}
                comment={comment}
                highlighted={commentAnchor(comment.id) === targetId}
              />
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
