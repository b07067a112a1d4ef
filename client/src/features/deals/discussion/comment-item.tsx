import type { Comment } from '@common/discussion';
import { plural } from '@common/words';
import { AtSign, Heart, MapPin, Reply } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { useLikeComment } from './api/like-comment';
import { CommentContent } from './comment-content';

export type CommentItemProps = {
  comment: Comment;
  dealId: number;
  highlighted: boolean;
  /** Top-level comments only: opens or closes the reply box under it. */
  reply?: { open: boolean; onToggle: () => void };
  /** The replies and the reply box, under the comment. */
  children?: ReactNode;
};

export const commentAnchor = (id: number) => `comment-${id}`;
export const authorName = (comment: Comment) => comment.user.fullName || comment.user.username;

/** One comment or reply: avatar, name, 'MMM d, yyyy • h:mm a', a Tour badge, the text, Reply and Like. */
export function CommentItem({ comment, dealId, highlighted, reply, children }: CommentItemProps) {
  const name = authorName(comment);
  const like = useLikeComment(dealId);
  const mentionCount = comment.mentions.length;
  const likes = comment.likeCount;

  return (
    <li
      id={commentAnchor(comment.id)}
      aria-label={`${comment.parentId === null ? 'Comment' : 'Reply'} by ${name}`}
      className="flex scroll-mt-20 gap-3"
    >
      <Avatar src={comment.user.avatar} className={comment.parentId === null ? 'size-9' : 'size-7'} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div
          className={cn(
            'flex flex-col gap-1 rounded-lg px-3 py-2 transition-colors',
            highlighted ? 'bg-primary-soft/60 ring-1 ring-indigo-200' : 'bg-muted/60',
          )}
        >
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-medium text-foreground text-sm">{name}</span>
            {comment.isTour ? (
              <Badge variant="success">
                <MapPin aria-hidden="true" className="size-3" />
                Tour
              </Badge>
            ) : null}
            <time dateTime={comment.createdAt} className="text-muted-foreground text-xs">
              {formatDateTime(comment.createdAt)}
            </time>
          </div>
          <CommentContent content={comment.content} mentions={comment.mentions} />
        </div>
        <div className="flex flex-wrap items-center gap-1 text-muted-foreground">
          {reply ? (
            <Button
              variant="ghost"
              size="sm"
              className="h-7 px-2 text-muted-foreground"
              aria-expanded={reply.open}
              onClick={reply.onToggle}
            >
              <Reply aria-hidden="true" className="size-3.5" />
              Reply
            </Button>
          ) : null}
          <Button
            variant="ghost"
            size="sm"
            className={cn('h-7 px-2', comment.likedByMe ? 'text-rose-700' : 'text-muted-foreground')}
            aria-pressed={comment.likedByMe}
            aria-label={likes > 0 ? `Like (${plural(likes, 'like')})` : 'Like'}
            onClick={() => like.mutate({ commentId: comment.id, liked: !comment.likedByMe })}
          >
            <Heart aria-hidden="true" className={cn('size-3.5', comment.likedByMe && 'fill-current')} />
            Like
            {likes > 0 ? <span className="tabular-nums">{likes}</span> : null}
          </Button>
          {mentionCount > 0 ? (
            <span className="ml-1 inline-flex items-center gap-1 text-xs">
              <AtSign aria-hidden="true" className="size-3.5" />
              {plural(mentionCount, 'mention')}
            </span>
          ) : null}
        </div>
        {children}
      </div>
    </li>
  );
}
