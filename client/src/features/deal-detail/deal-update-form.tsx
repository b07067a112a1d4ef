import { maxTextLength } from '@common/opportunities';
import { Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { usePostDealUpdate } from './api/post-deal-update';

export type DealUpdateFormProps = { dealId: number };

/** A note box; 'Log as Tour' marks the note as a tour. Blank notes cannot be posted (spec §5). */
export function DealUpdateForm({ dealId }: DealUpdateFormProps) {
  const [content, setContent] = useState('');
  const [isTour, setIsTour] = useState(false);
  const postUpdate = usePostDealUpdate();
  const tourId = useId();
  const blank = content.trim() === '';

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (blank || postUpdate.isPending) return;
    postUpdate.mutate(
      { id: dealId, content: content.trim(), isTour },
      {
        onSuccess: () => {
          setContent('');
          setIsTour(false);
          toast({ title: isTour ? 'Tour logged' : 'Update posted' });
        },
        onError: () =>
          toast({
            title: 'Failed to post update',
            description: 'Please try again later',
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-3">
      <Textarea
        aria-label="New update"
        placeholder="Type @ to notify team members"
        value={content}
        maxLength={maxTextLength.comment}
        onChange={(event) => setContent(event.target.value)}
        disabled={postUpdate.isPending}
      />
      <div className="flex items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <Switch id={tourId} checked={isTour} onCheckedChange={setIsTour} disabled={postUpdate.isPending} />
          <Label htmlFor={tourId} className="cursor-pointer font-normal">
            Log as Tour
          </Label>
        </div>
        <Button type="submit" size="sm" disabled={blank || postUpdate.isPending}>
          <Send aria-hidden="true" className="size-3.5" />
          {postUpdate.isPending ? 'Posting…' : 'Post'}
        </Button>
      </div>
    </form>
  );
}
