import type { Comment } from '@common/opportunities';
import { plural } from '@common/words';
import { AtSign, Heart, Reply } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { CommentContent } from './comment-content';

export type CommentItemProps = { comment: Comment; highlighted: boolean };

export const commentAnchor = (id: number) => `comment-${id}`;

/** One comment: avatar, name, 'MMM d, yyyy • h:mm a', the text, Reply and Like (inert), mentions. */
export function CommentItem({ comment, highlighted }: CommentItemProps) {
  const name = comment.user.fullName || comment.user.username;
  const mentionCount = comment.mentions.length;
  return (
    <li
      id={commentAnchor(comment.id)}
      aria-label={`Comment by ${name}`}
      className={cn(
        'flex scroll-mt-20 gap-3 rounded-lg p-3 transition-colors',
        highlighted && 'bg-primary-soft/60 ring-1 ring-indigo-200',
      )}
    >
      <Avatar src={comment.user.avatar} className="size-9" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-medium text-foreground text-sm">{name}</span>
          <time dateTime={comment.createdAt} className="text-muted-foreground text-xs">
            {formatDateTime(comment.createdAt)}
          </time>
        </div>
        <CommentContent content={comment.content} mentions={comment.mentions} />
        <div className="flex flex-wrap items-center gap-1 text-muted-foreground">
          <Button variant="ghost" size="sm" className="h-7 px-2 text-muted-foreground">
            <Reply aria-hidden="true" className="size-3.5" />
            Reply
          </Button>
          <Button variant="ghost" size="sm" className="h-7 px-2 text-muted-foreground">
            <Heart aria-hidden="true" className="size-3.5" />
            Like
          </Button>
          {mentionCount > 0 ? (
            <span className="ml-1 inline-flex items-center gap-1 text-xs">
              <AtSign aria-hidden="true" className="size-3.5" />
              {plural(mentionCount, 'mention')}
            </span>
          ) : null}
        </div>
      </div>
    </li>
  );
}
