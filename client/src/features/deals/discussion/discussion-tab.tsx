import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { CommentBox } from './comment-box';
import { CommentList } from './comment-list';

export type DiscussionTabProps = { dealId: number };

/**
 * A deal's one conversation: comments (a comment may be logged as a tour) with @mentions of the team,
 * replies and likes.
 */
export function DiscussionTab({ dealId }: DiscussionTabProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Discussion</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <CommentBox dealId={dealId} />
        <CommentList dealId={dealId} />
      </CardContent>
    </Card>
  );
}
