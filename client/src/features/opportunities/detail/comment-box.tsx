import { Send } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useCreateComment } from './api/comments';
import { errorText } from './error-text';

export type CommentBoxProps = { opportunityId: number };

/** Spec §2.6 / §5: posting is possible only with non-blank text; Enter posts, Shift+Enter breaks a line. */
export function CommentBox({ opportunityId }: CommentBoxProps) {
  const [content, setContent] = useState('');
  const createComment = useCreateComment();
  const blank = content.trim() === '';

  const submit = () => {
    if (blank || createComment.isPending) return;
    createComment.mutate(
      { id: opportunityId, content },
      {
        onSuccess: () => {
          setContent('');
          toast({ title: 'Comment Added', description: 'Your comment has been added to the discussion.' });
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: `Failed to add the comment: ${errorText(error)}`,
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
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-2">
      <Label htmlFor="comment-content">Add a comment</Label>
      <Textarea
        id="comment-content"
        rows={3}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        onKeyDown={handleKeyDown}
        placeholder="Share an update or ask a question…"
        aria-describedby="comment-hint"
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id="comment-hint" className="text-muted-foreground text-xs">
          Use @username to mention someone
        </p>
        <Button type="submit" size="sm" disabled={blank || createComment.isPending}>
          <Send aria-hidden="true" className="size-4" />
          {createComment.isPending ? 'Posting…' : 'Post Comment'}
        </Button>
      </div>
    </form>
  );
}
