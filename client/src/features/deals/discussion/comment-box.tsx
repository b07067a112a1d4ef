import { commentContentSchema } from '@common/discussion';
import { MapPin, Send } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { errorText } from '@/lib/error-text';
import { useCreateComment } from './api/create-comment';
import { MentionTextarea } from './mention-textarea';

export type CommentBoxProps = {
  dealId: number;
  /** Set for a reply: the top-level comment it answers and whom (names the box). */
  replyTo?: { id: number; name: string };
  onPosted?: () => void;
  onCancel?: () => void;
};

export const mentionHint = 'Type @ to notify team members';

/** What stops the text being posted: blank (the button is simply disabled) or too long (said, as the server says it). */
function contentProblem(content: string): { blank: boolean; message: string | null } {
  if (content.trim() === '') return { blank: true, message: null };
  const checked = commentContentSchema.safeParse(content);
  return { blank: false, message: checked.success ? null : (checked.error.issues[0]?.message ?? null) };
}

/**
 * The composer: one box where `@` offers the team, 'Log as Tour' for a top-level comment, and Post.
 * Enter posts, Shift+Enter breaks the line; blank or over-long text cannot be posted.
 */
export function CommentBox({ dealId, replyTo, onPosted, onCancel }: CommentBoxProps) {
  const [content, setContent] = useState('');
  const [isTour, setIsTour] = useState(false);
  const createComment = useCreateComment();
  const boxId = useId();
  const tourId = useId();
  const problem = contentProblem(content);
  const cannotPost = problem.blank || problem.message !== null || createComment.isPending;

  const submit = () => {
    if (cannotPost) return;
    const tour = !replyTo && isTour;
    createComment.mutate(
      { dealId, content, ...(replyTo ? { parentId: replyTo.id } : { isTour: tour }) },
      {
        onSuccess: () => {
          setContent('');
          setIsTour(false);
          toast(
            replyTo
              ? { title: 'Reply Added', description: 'Your reply has been added to the discussion.' }
              : tour
                ? { title: 'Tour Logged', description: 'Your tour has been added to the discussion.' }
                : { title: 'Comment Added', description: 'Your comment has been added to the discussion.' },
          );
          onPosted?.();
        },
        onError: (error) =>
          toast({
            title: replyTo ? 'Reply not added' : 'Comment not added',
            description: errorText(error, 'Please try again later.'),
            variant: 'destructive',
          }),
      },
    );
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape' && onCancel) {
      event.preventDefault();
      onCancel();
      return;
    }
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const hintId = `${boxId}-hint`;
  const errorId = `${boxId}-error`;
  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-2">
      {replyTo ? null : <Label htmlFor={boxId}>Add a comment</Label>}
      <MentionTextarea
        id={boxId}
        rows={replyTo ? 2 : 3}
        value={content}
        onChange={setContent}
        onKeyDown={handleKeyDown}
        placeholder={mentionHint}
        autoFocus={Boolean(replyTo)}
        aria-label={replyTo ? `Reply to ${replyTo.name}` : undefined}
        aria-describedby={problem.message ? `${errorId} ${hintId}` : hintId}
        aria-invalid={problem.message ? true : undefined}
      />
      {problem.message ? (
        <p id={errorId} role="alert" className="text-destructive text-sm">
          {problem.message}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p id={hintId} className="text-muted-foreground text-xs">
          Enter posts, Shift+Enter adds a line
        </p>
        <div className="flex flex-wrap items-center gap-3">
          {replyTo ? (
            <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
              Cancel
            </Button>
          ) : (
            <div className="flex items-center gap-2">
              <Switch
                id={tourId}
                checked={isTour}
                onCheckedChange={setIsTour}
                disabled={createComment.isPending}
              />
              <Label htmlFor={tourId} className="flex cursor-pointer items-center gap-1 font-normal">
                <MapPin aria-hidden="true" className="size-3.5 text-muted-foreground" />
                Log as Tour
              </Label>
            </div>
          )}
          <Button type="submit" size="sm" disabled={cannotPost}>
            <Send aria-hidden="true" className="size-3.5" />
            {createComment.isPending ? 'Posting…' : replyTo ? 'Post reply' : 'Post'}
          </Button>
        </div>
      </div>
    </form>
  );
}
